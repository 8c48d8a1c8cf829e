//! Sealed state tokens against the real binary, over both wires:
//!
//! - a match played entirely with tokens, the wire switching on every action, gives the events
//!   of the same match played in process with plain states, and a token answered by one wire is
//!   taken by the other;
//! - every tampered token (each byte's bits flipped, every truncation) is refused with
//!   `state_tampered`, on both wires, as is a token sealed by a key the server does not hold;
//! - keys rotate: a server whose key list adds a new sealing key opens the old tokens;
//! - `--require-sealed` refuses plain states in and out; the seed policy refuses caller seeds
//!   and plain states that name a seed; a stripped seeded state cannot deal a stacked deck on
//!   a server that forbids deck orders;
//! - malformed keys stop the server at start with a clear message;
//! - a token's length tells nothing hidden: positions that differ only in hidden cards and
//!   seeds seal to tokens of one length, and over both wires, tokens of positions a spectator
//!   cannot tell apart have one length.

use std::collections::HashMap;

use poch_api::convert::{FromProto, ToProto};
use poch_api::v1 as pb;
use poch_engine::{Action, DealSource, Event, Game, MatchId, NewGame, Rules, Seat, View};
use poch_tests::kit::{
    Grpc, apply_on, players, reason, sealed, sealed_token, sealed_view, start_flagged,
};
use poch_tests::{Server, seed};
use serde_json::json;
use tonic::Code;

const KEY_A: &str = "a:0101010101010101010101010101010101010101010101010101010101010101";
const KEY_B: &str = "b:0202020202020202020202020202020202020202020202020202020202020202";

/// A token as JSON carries it.
fn text(token: &[u8]) -> String {
    poch_service::token::to_text(token)
}

/// `action` by `seat` on the sealed `token`, over gRPC (`over_grpc`) or REST: the events and the
/// next token. `what` names the step in a failure.
async fn apply_sealed(
    server: &Server,
    grpc: &mut Grpc,
    over_grpc: bool,
    token: &[u8],
    seat: Seat,
    action: &Action,
    what: &str,
) -> (Vec<Event>, Vec<u8>) {
    if over_grpc {
        let reply = grpc
            .apply(apply_on(
                sealed(token),
                seat.index() as u32,
                Some(action.to_proto()),
            ))
            .await
            .unwrap_or_else(|e| panic!("{what}: {e:?}"))
            .into_inner();
        (
            Vec::<Event>::from_proto(reply.events).expect("events"),
            sealed_token(reply.state),
        )
    } else {
        let body = json!({"state": {"sealed": text(token)}, "seat": seat, "action": action});
        let (status, reply) = server.post_json("/v1/games/apply", &body).await;
        assert_eq!(status, 200, "{what}: {reply}");
        let token = reply["state"]["sealed"].as_str().expect("a sealed answer");
        (
            serde_json::from_value(reply["events"].clone()).expect("events"),
            poch_service::token::from_text(token).expect("base64url"),
        )
    }
}

/// The in-process match the served one must equal.
fn local_match(n: u64) -> Game {
    Game::new(NewGame {
        rules: Rules::CLASSIC,
        players: players(),
        source: DealSource::Seed {
            seed: seed(n),
            first_dealer: Some(Seat(3)),
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a match")
    .game
}

fn new_game_request(n: u64, form: pb::StateForm) -> pb::NewGameRequest {
    pb::NewGameRequest {
        players: players(),
        deal_source: poch_tests::seeded(seed(n).0.to_vec(), Some(3)),
        state_form: form.into(),
        ..pb::NewGameRequest::default()
    }
}

#[tokio::test]
async fn a_match_played_with_tokens_on_both_wires_equals_the_plain_match() {
    let server = Server::start_with(&["--sealing-keys", KEY_A], &[]);
    let mut grpc = server.grpc().await;
    let mut local = local_match(11);
    let answer = grpc
        .new_game(new_game_request(11, pb::StateForm::Sealed))
        .await
        .expect("NewGame")
        .into_inner();
    let match_id = MatchId(
        answer
            .match_id
            .clone()
            .try_into()
            .expect("a 32-byte match id"),
    );
    local = local.with_match_id(match_id);
    let mut token = sealed_token(answer.state);
    let mut steps = 0;
    let mut deals = 0;
    while let Some((seat, action)) = poch_tests::first_legal(&local) {
        let step = local.clone().apply(seat, action.clone()).expect("legal");
        // The wire alternates on every action; the token goes from one to the other as is.
        let what = format!("step {steps}");
        let (events, next) = apply_sealed(
            &server,
            &mut grpc,
            steps % 2 == 0,
            &token,
            seat,
            &action,
            &what,
        )
        .await;
        assert_eq!(
            events, step.events,
            "step {steps}: the events of the plain match"
        );
        deals += usize::from(matches!(action, Action::Deal { .. }));
        token = next;
        local = step.game;
        steps += 1;
        if deals == 3 {
            break;
        }
    }
    assert!(steps > 20, "three deals take more than {steps} actions");
    // The last token holds exactly the in-process state: a seat's view and its legal actions
    // answered from it equal the engine's, on both wires.
    let seat = local.to_act().unwrap_or(Seat(0));
    let view = sealed_view(&mut grpc, &token, Some(seat.index() as u32)).await;
    assert_eq!(
        View::from_proto(view).expect("a view"),
        local
            .view(poch_engine::Viewer::Seat(seat))
            .expect("a seat of the table")
    );
    let body = json!({"state": {"sealed": text(&token)}, "seat": seat});
    let (status, reply) = server.post_json("/v1/games/legal-actions", &body).await;
    assert_eq!(status, 200, "{reply}");
    assert_eq!(
        reply["legal"],
        serde_json::to_value(local.legal_actions(seat)).expect("JSON")
    );
    let body = json!({"state": {"sealed": text(&token)}});
    let (status, reply) = server.post_json("/v1/games/validate", &body).await;
    assert_eq!((status, &reply["valid"]), (200, &json!(true)), "{reply}");
}

#[tokio::test]
async fn every_tampered_token_is_refused_on_both_wires() {
    let server = Server::start_with(&["--sealing-keys", KEY_A], &[]);
    let mut grpc = server.grpc().await;
    let answer = grpc
        .new_game(new_game_request(12, pb::StateForm::Sealed))
        .await
        .expect("NewGame")
        .into_inner();
    let seat = answer.to_act.expect("a seat to act");
    let token = sealed_token(answer.state);
    let pass = Action::Pass.to_proto();
    let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
    for byte in 0..token.len() {
        // One bit of every byte over gRPC, another over REST: every byte is covered on both.
        let mut t = token.clone();
        t[byte] ^= 1 << (byte % 8);
        cases.push((format!("bit {} of byte {byte}", byte % 8), t));
    }
    for len in (0..token.len()).step_by(7) {
        cases.push((format!("truncated to {len}"), token[..len].to_vec()));
    }
    let other_key = Server::start_with(&["--sealing-keys", KEY_B], &[]);
    let foreign = sealed_token(
        other_key
            .grpc()
            .await
            .new_game(new_game_request(12, pb::StateForm::Sealed))
            .await
            .expect("NewGame")
            .into_inner()
            .state,
    );
    cases.push(("sealed by a key this server lacks".into(), foreign));
    let mut refused: HashMap<&str, usize> = HashMap::new();
    for (i, (what, bad)) in cases.iter().enumerate() {
        if i % 2 == 0 {
            let status = grpc
                .apply(apply_on(sealed(bad), seat, Some(pass.clone())))
                .await
                .expect_err(what);
            assert_eq!(status.code(), Code::InvalidArgument, "{what}");
            assert_eq!(reason(&status), "state_tampered", "{what}");
            *refused.entry("grpc").or_default() += 1;
        } else {
            let body = json!({"state": {"sealed": text(bad)}, "seat": seat, "action": {"type": "pass_turn"}});
            let (status, problem) = server.post_json("/v1/games/apply", &body).await;
            assert_eq!(status, 422, "{what}: {problem}");
            assert_eq!(problem["code"], "state_tampered", "{what}");
            *refused.entry("rest").or_default() += 1;
        }
    }
    // Text that is not base64url at all.
    for garbage in ["", "!!!!", "AAAA=", "a b"] {
        let body =
            json!({"state": {"sealed": garbage}, "seat": seat, "action": {"type": "pass_turn"}});
        let (status, problem) = server.post_json("/v1/games/apply", &body).await;
        assert_eq!(
            (status, &problem["code"]),
            (422, &json!("state_tampered")),
            "{garbage:?}"
        );
    }
    assert!(
        refused["grpc"] > 100 && refused["rest"] > 100,
        "{refused:?}"
    );
    // The genuine token still works after all that.
    grpc.apply(apply_on(sealed(&token), seat, Some(pass)))
        .await
        .expect("the genuine token");
}

#[tokio::test]
async fn keys_rotate_without_a_failed_request() {
    let old = Server::start_with(&["--sealing-keys", KEY_A], &[]);
    let token = sealed_token(
        old.grpc()
            .await
            .new_game(new_game_request(13, pb::StateForm::Sealed))
            .await
            .expect("NewGame")
            .into_inner()
            .state,
    );
    drop(old);
    // The rotated server seals with b and still opens a's tokens, from the key file too.
    let dir = std::env::temp_dir().join(format!("poch-keys-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let file = dir.join("keys");
    std::fs::write(
        &file,
        format!("# rotated\n{KEY_B}\n\n{KEY_A}  # the old key\n"),
    )
    .expect("key file");
    let rotated = Server::start_with(
        &["--sealing-keys-file", file.to_str().expect("a path")],
        &[],
    );
    let mut grpc = rotated.grpc().await;
    let reply = grpc
        .get_view(pb::GetViewRequest {
            state: sealed(&token),
            seat: None,
            ticket: Vec::new(),
        })
        .await;
    assert!(reply.is_ok(), "an old key's token opens: {reply:?}");
    let fresh = sealed_token(
        grpc.new_game(new_game_request(13, pb::StateForm::Sealed))
            .await
            .expect("NewGame")
            .into_inner()
            .state,
    );
    assert_eq!(
        &fresh[..3],
        &[poch_service::token::FORMAT_VERSION, 1, b'b'],
        "the first key seals"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[tokio::test]
async fn require_sealed_refuses_plain_states_in_and_out() {
    let server = Server::start_with(&["--sealing-keys", KEY_A, "--require-sealed", "true"], &[]);
    let mut grpc = server.grpc().await;
    // The default form is sealed; asking for plain is refused.
    let answer = grpc
        .new_game(new_game_request(14, pb::StateForm::Unspecified))
        .await
        .expect("NewGame")
        .into_inner();
    sealed_token(answer.state);
    let status = grpc
        .new_game(new_game_request(14, pb::StateForm::Plain))
        .await
        .expect_err("a plain answer");
    assert_eq!(
        (status.code(), reason(&status).as_str()),
        (Code::PermissionDenied, "plain_state_forbidden")
    );
    let state = local_match(14).into_state();
    let body = json!({"state": {"plain": state}, "seat": 0});
    let (status, problem) = server.post_json("/v1/games/view", &body).await;
    assert_eq!(
        (status, &problem["code"]),
        (403, &json!("plain_state_forbidden"))
    );
    let status = grpc
        .validate_state(pb::ValidateStateRequest {
            state: Some(pb::StateEnvelope {
                kind: Some(pb::state_envelope::Kind::Plain(state.to_proto())),
            }),
        })
        .await
        .expect_err("a plain state");
    assert_eq!(reason(&status), "plain_state_forbidden");
    let body = json!({"players": players(), "state_form": "plain"});
    let (status, problem) = server.post_json("/v1/games", &body).await;
    assert_eq!(
        (status, &problem["code"]),
        (403, &json!("plain_state_forbidden"))
    );
    let (status, reply) = server
        .post_json("/v1/games", &json!({"players": players()}))
        .await;
    assert_eq!(status, 200);
    assert!(reply["state"]["sealed"].is_string(), "{reply}");
}

#[tokio::test]
async fn nobody_chooses_the_cards_where_the_policy_forbids_it() {
    let server = start_flagged(&[
        ("--allow-caller-seeds", "false"),
        ("--allow-deck-orders", "false"),
    ]);
    let mut grpc = server.grpc().await;
    // A chosen seed, in a request or in a plain state, is refused.
    let status = grpc
        .new_game(new_game_request(15, pb::StateForm::Plain))
        .await
        .expect_err("a chosen seed");
    assert_eq!(
        (status.code(), reason(&status).as_str()),
        (Code::PermissionDenied, "caller_seed_forbidden")
    );
    let (status, problem) = server
        .post_json(
            "/v1/games",
            &json!({"players": players(), "deal_source": {"seeded": {"seed": "07".repeat(32)}}}),
        )
        .await;
    assert_eq!(
        (status, &problem["code"]),
        (403, &json!("caller_seed_forbidden"))
    );
    let seeded = local_match(15).into_state();
    let body = json!({"state": {"plain": seeded}, "seat": 0, "action": {"type": "pass_turn"}});
    let (status, problem) = server.post_json("/v1/games/apply", &body).await;
    assert_eq!(
        (status, &problem["code"]),
        (403, &json!("caller_seed_forbidden"))
    );
    // The deck-order bypass: a seeded match between deals with its seeds stripped and a
    // stacked deck put in `deck_orders`. It reads as a match from supplied decks, which this
    // server does not deal.
    let mut game = local_match(15);
    while game.phase() != poch_engine::Phase::BetweenDeals {
        let (seat, action) = poch_tests::first_legal(&game).expect("the deal goes on");
        game = game.apply(seat, action).expect("legal").game;
    }
    let mut stripped = game.into_state();
    stripped.seed = None;
    if let Some(deal) = stripped.deal.as_mut() {
        deal.deal_seed = None;
        deal.commitment = None;
    }
    stripped.deck_orders = vec![poch_engine::DeckOrder::new(
        Rules::CLASSIC.deck.cards().iter().collect(),
    )];
    assert!(
        Game::from_state(stripped.clone()).is_ok(),
        "the stripped state is consistent: only the policy stops it"
    );
    let dealer = stripped.players.len();
    let body = json!({"state": {"plain": stripped}, "seat": (stripped.deal.as_ref().map_or(0, |d| d.dealer.index()) + 1) % dealer, "action": {"type": "deal"}});
    let (status, problem) = server.post_json("/v1/games/apply", &body).await;
    assert_eq!(
        (status, &problem["code"]),
        (403, &json!("deck_orders_forbidden")),
        "{problem}"
    );
    // The server's own seed, sealed, is the way to play here.
    let (status, reply) = server
        .post_json(
            "/v1/games",
            &json!({"players": players(), "state_form": "sealed"}),
        )
        .await;
    assert_eq!(status, 200, "{reply}");
}

#[test]
fn malformed_keys_stop_the_server_at_start() {
    for (keys, says) in [
        ("a:0102", "32 bytes"),
        ("nocolon", "ID:KEY"),
        (
            "bad id:0101010101010101010101010101010101010101010101010101010101010101",
            "key id",
        ),
        (&format!("{KEY_A},{KEY_A}"), "two sealing keys"),
    ] {
        let out = std::process::Command::new(poch_tests::binary())
            .args(["--addr", "127.0.0.1:0", "--sealing-keys", keys])
            .output()
            .expect("the binary runs");
        assert_eq!(out.status.code(), Some(2), "{keys}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{keys}: {stderr}");
        assert!(
            !stderr.contains("0101010101"),
            "a key never reaches the log: {stderr}"
        );
    }
    let out = std::process::Command::new(poch_tests::binary())
        .args(["--generate-sealing-key", "k1"])
        .output()
        .expect("the binary runs");
    let line = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        poch_service::token::SealingKey::parse(line.trim()).is_ok(),
        "{line}"
    );
}

/// Every string of a JSON value replaced by its length: a key that keeps every public number
/// and every list's length, and forgets which cards, ids and digests a view names. Positions
/// with one key must seal to one token length, since nothing hidden is in the key, and card
/// names, digests and ids have fixed widths in a token.
fn public_shape(value: &serde_json::Value) -> serde_json::Value {
    match value {
        serde_json::Value::String(s) => json!(s.len()),
        serde_json::Value::Array(items) => items.iter().map(public_shape).collect(),
        serde_json::Value::Object(fields) => fields
            .iter()
            .map(|(k, v)| (k.clone(), public_shape(v)))
            .collect(),
        other @ (serde_json::Value::Null
        | serde_json::Value::Bool(_)
        | serde_json::Value::Number(_)) => other.clone(),
    }
}

/// The position with its hidden cards dealt out again: the cards no seat has shown, in hands and
/// in the talon, shuffled among the same places, each keeping its count; and other seeds.
fn hidden_cards_redealt(
    state: &poch_engine::GameState,
    pick: &mut poch_tests::Picker,
) -> poch_engine::GameState {
    use poch_engine::CardSet;
    let mut twin = state.clone();
    twin.seed = twin.seed.map(|_| seed(pick.next_u64()));
    let Some(deal) = twin.deal.as_mut() else {
        return twin;
    };
    deal.deal_seed = deal.deal_seed.map(|_| seed(pick.next_u64()));
    let public = |seat: Seat| {
        let mut shown = deal.revealed[seat];
        if deal.upcard_holder == Some(seat) {
            shown.insert(deal.upcard);
        }
        shown
    };
    let mut hidden: Vec<_> = Seat::all(deal.hands.len())
        .flat_map(|seat| deal.hands[seat].minus(public(seat)).to_vec())
        .chain(deal.talon.to_vec())
        .collect();
    // Fisher–Yates.
    for i in (1..hidden.len()).rev() {
        hidden.swap(i, pick.below(i as u32 + 1) as usize);
    }
    let mut cards = hidden.into_iter();
    for seat in Seat::all(deal.hands.len()) {
        let shown = public(seat);
        let count = deal.hands[seat].minus(shown).len();
        let mut hand = deal.hands[seat].intersect(shown);
        cards
            .by_ref()
            .take(count as usize)
            .for_each(|c| hand.insert(c));
        deal.hands[seat] = hand;
    }
    deal.talon = cards.collect::<CardSet>();
    twin
}

#[test]
fn positions_that_differ_only_in_hidden_cards_seal_to_one_length() {
    let sealer = poch_service::token::Sealer::new(vec![
        poch_service::token::SealingKey::parse(KEY_A).expect("a key"),
    ])
    .expect("a sealer");
    let provenance = poch_service::token::Provenance::CALLER_SEED;
    let mut pick = poch_tests::Picker::new(0x70ce);
    let (mut positions, mut redealt) = (0, 0);
    for sampled in poch_tests::random_play(0..40) {
        let state = sampled.before.state();
        let twin = hidden_cards_redealt(state, &mut pick);
        // What a spectator sees is unchanged: the same cards shown, the same counts held (the
        // seeds and the hidden cards no longer agree, which sealing does not look at).
        if let (Some(a), Some(b)) = (&state.deal, &twin.deal) {
            assert_eq!(a.revealed, b.revealed);
            assert_eq!(
                a.hands.iter().map(|h| h.len()).collect::<Vec<_>>(),
                b.hands.iter().map(|h| h.len()).collect::<Vec<_>>()
            );
            assert_eq!(a.talon.len(), b.talon.len());
        }
        let a = sealer.seal_state(state, provenance).expect("sealed");
        let b = sealer.seal_state(&twin, provenance).expect("sealed");
        assert_eq!(
            a.len(),
            b.len(),
            "version {} of a {}-seat match: the token's length depends on hidden cards",
            state.version,
            state.players.len()
        );
        positions += 1;
        redealt += usize::from(twin.deal != state.deal);
    }
    assert!(
        positions >= 1000 && redealt >= 1000,
        "{positions} positions, {redealt} with other hidden cards: too few"
    );
}

#[tokio::test]
async fn tokens_of_positions_a_spectator_cannot_tell_apart_have_one_length_on_both_wires() {
    let server = Server::start_with(&["--sealing-keys", KEY_A], &[]);
    let mut grpc = server.grpc().await;
    // The public shape of each position reached, and the lengths of the tokens sealed for it.
    let mut lengths: HashMap<serde_json::Value, Vec<usize>> = HashMap::new();
    for n in 0..400u64 {
        let (mut token, match_id) = if n % 2 == 0 {
            let answer = grpc
                .new_game(new_game_request(100 + n, pb::StateForm::Sealed))
                .await
                .expect("NewGame")
                .into_inner();
            (sealed_token(answer.state), answer.match_id)
        } else {
            let body = json!({"players": players(), "deal_source": {"seeded": {"seed": seed(100 + n).0.iter().map(|b| format!("{b:02x}")).collect::<String>(), "first_dealer": 3}}, "state_form": "sealed"});
            let (status, reply) = server.post_json("/v1/games", &body).await;
            assert_eq!(status, 200, "{reply}");
            let text = reply["state"]["sealed"].as_str().expect("a token");
            let id = reply["match_id"].as_str().expect("a match id");
            (
                poch_service::token::from_text(text).expect("base64url"),
                (0..id.len() / 2)
                    .map(|i| u8::from_str_radix(&id[2 * i..2 * i + 2], 16).expect("hex"))
                    .collect(),
            )
        };
        let mut local = local_match(100 + n)
            .with_match_id(MatchId(match_id.try_into().expect("a 32-byte match id")));
        for step in 0..12 {
            let view = local.view(poch_engine::Viewer::Spectator).expect("a view");
            let shape = public_shape(&serde_json::to_value(&view).expect("JSON"));
            lengths.entry(shape).or_default().push(token.len());
            let Some((seat, action)) = poch_tests::first_legal(&local) else {
                break;
            };
            let over_grpc = (n + step) % 2 == 0;
            let what = format!("match {n} step {step}");
            token = apply_sealed(&server, &mut grpc, over_grpc, &token, seat, &action, &what)
                .await
                .1;
            local = local.apply(seat, action).expect("legal").game;
        }
    }
    let mut compared = 0;
    for (shape, seen) in &lengths {
        assert!(
            seen.iter().all(|&len| len == seen[0]),
            "one public position, tokens of lengths {seen:?}: {shape}"
        );
        if seen.len() > 1 {
            compared += seen.len();
        }
    }
    assert!(
        compared >= 1000,
        "only {compared} positions share their public facts with another"
    );
}
