//! Provably fair deals against the real binary: a server commitment over gRPC, the match
//! started over REST with the pre-match token and client seeds, played to its end with tokens
//! on both wires; every deal then verified with `VerifyDeal` on both wires, the whole chain
//! included, and the hands `VerifyDeal` deals equal to those dealt. A deal whose hands were
//! changed, a wrong seed, a wrong chain and a changed first dealer are caught; an expired or
//! foreign pre-match token is refused. Whoever calls NewGame has no choice between deals: the
//! order of the client seeds counts for nothing, and a first dealer other than the one the
//! chain draws is refused.

#![allow(
    clippy::wildcard_enum_match_arm,
    reason = "the test picks three kinds of event out of the log"
)]

use poch_api::convert::{FromProto, ToProto};
use poch_api::v1 as pb;
use poch_engine::{Card, Event, EventKind, LegalActions, Seat, Seed, View};
use poch_tests::Server;
use poch_tests::kit::{apply_on, commit, hex, reason, sealed, sealed_token};
use serde_json::{Value, json};
use tonic::Code;

/// A sealed state as JSON carries it.
fn sealed_json(token: &str) -> Value {
    json!({"sealed": token})
}

/// One deal as the players saw it: its commitment, the hands dealt, the revealed seed.
#[derive(Debug, Default)]
struct SeenDeal {
    number: u32,
    dealer: usize,
    commitment: Option<String>,
    hands: Vec<Vec<Card>>,
    deal_seed: Option<String>,
}

fn record(events: &[Event], deals: &mut Vec<SeenDeal>) {
    for event in events {
        match &event.kind {
            EventKind::DealStarted {
                deal,
                dealer,
                commitment,
                ..
            } => deals.push(SeenDeal {
                number: *deal,
                dealer: dealer.index(),
                commitment: commitment.map(|c| c.to_hex()),
                hands: vec![Vec::new(); 4],
                deal_seed: None,
            }),
            EventKind::HandDealt { seat, cards } => {
                if let Some(d) = deals.last_mut() {
                    d.hands[*seat] = cards.clone();
                }
            }
            EventKind::DealEnded { deal_seed, .. } => {
                if let Some(d) = deals.last_mut() {
                    d.deal_seed = deal_seed.map(|s| s.to_hex());
                }
            }
            _ => {}
        }
    }
}

#[tokio::test]
async fn a_fair_match_verifies_end_to_end_on_both_wires() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let commitment = commit(&mut grpc).await;
    assert_eq!(commitment.server_commitment.len(), 32);
    let client_seeds = ["ann rolled 4", "bob", "cy's lucky charm"];
    let (status, reply) = server
        .post_json(
            "/v1/games",
            &json!({
                "players": ["ann", "bob", "cy", "di"],
                "rules": {"max_deals": 2},
                "deal_source": {"fair": {
                    "pre_match_token": poch_service::token::to_text(&commitment.pre_match_token),
                    "client_seeds": client_seeds,
                }},
                "state_form": "sealed",
            }),
        )
        .await;
    assert_eq!(status, 200, "{reply}");
    let mut deals = Vec::new();
    let events: Vec<Event> = serde_json::from_value(reply["events"].clone()).expect("events");
    record(&events, &mut deals);
    let mut token = reply["state"]["sealed"]
        .as_str()
        .expect("a token")
        .to_owned();
    let mut to_act = reply["to_act"].as_u64();
    let mut step = 0;
    while let Some(seat) = to_act {
        // The seat's own view says what it may do, and shows the match's public fairness.
        let (status, view) = server
            .post_json(
                "/v1/games/view",
                &json!({"state": sealed_json(&token), "seat": seat}),
            )
            .await;
        assert_eq!(status, 200, "{view}");
        let view: View = serde_json::from_value(view["view"].clone()).expect("a view");
        let fairness = view.fairness.expect("a fair match shows its commitment");
        assert_eq!(
            fairness.server_commitment.0.to_vec(),
            commitment.server_commitment
        );
        assert_eq!(fairness.client_seeds, client_seeds);
        let legal: LegalActions = view.legal.expect("the seat to act has legal actions");
        let action = poch_tests::pick(&legal);
        let (events, next, next_to_act) = if step % 2 == 0 {
            let reply = grpc
                .apply(apply_on(
                    sealed(&poch_service::token::from_text(&token).expect("base64url")),
                    seat as u32,
                    Some(action.to_proto()),
                ))
                .await
                .expect("Apply")
                .into_inner();
            let next = poch_service::token::to_text(&sealed_token(reply.state));
            (
                Vec::<Event>::from_proto(reply.events).expect("events"),
                next,
                reply.to_act.map(u64::from),
            )
        } else {
            let (status, reply) = server
                .post_json(
                    "/v1/games/apply",
                    &json!({"state": sealed_json(&token), "seat": seat, "action": action}),
                )
                .await;
            assert_eq!(status, 200, "{reply}");
            (
                serde_json::from_value(reply["events"].clone()).expect("events"),
                reply["state"]["sealed"]
                    .as_str()
                    .expect("a token")
                    .to_owned(),
                reply["to_act"].as_u64(),
            )
        };
        record(&events, &mut deals);
        token = next;
        to_act = next_to_act;
        step += 1;
    }
    // The match is over: its end reveals the server seed.
    let (status, view) = server
        .post_json("/v1/games/view", &json!({"state": sealed_json(&token)}))
        .await;
    assert_eq!(status, 200, "{view}");
    let server_seed = view["view"]["match_end"]["server_seed"]
        .as_str()
        .expect("the server seed, revealed")
        .to_owned();
    let seed: Seed = server_seed.parse().expect("64 hex digits");
    assert_eq!(seed.commitment().0.to_vec(), commitment.server_commitment);
    assert_eq!(deals.len(), 2, "{deals:?}");
    for deal in &deals {
        let body = json!({
            "commitment": deal.commitment,
            "deal_seed": deal.deal_seed,
            "deck": "french32",
            "table": {"players": 4, "dealer": deal.dealer, "deal_method": "all_but_one"},
            "chain": {
                "server_seed": server_seed,
                "server_commitment": hex(&commitment.server_commitment),
                "client_seeds": client_seeds,
                "deal_number": deal.number,
            },
        });
        let (status, verified) = server.post_json("/v1/deals/verify", &body).await;
        assert_eq!(status, 200, "{verified}");
        assert_eq!(verified["matches"], true, "{verified}");
        assert_eq!(verified["chain_matches"], true, "{verified}");
        assert_eq!(verified["deck_order"].as_array().map(Vec::len), Some(32));
        let hands: Vec<Vec<Card>> =
            serde_json::from_value(verified["dealt"]["hands"].clone()).expect("hands");
        assert_eq!(
            hands, deal.hands,
            "the seed deals the hands that were dealt"
        );
        // A deal whose hands were changed is not the seed's deal.
        let mut changed = deal.hands.clone();
        let moved = changed[0].pop().expect("a card");
        changed[1].push(moved);
        assert_ne!(hands, changed);

        // The same over gRPC: the deal dealt by `dealer`, the chain's first dealer named or not.
        let verify = |dealer: usize, first_dealer: Option<u32>| pb::VerifyDealRequest {
            commitment: unhex(deal.commitment.as_deref().expect("a commitment")),
            deal_seed: unhex(deal.deal_seed.as_deref().expect("a seed")),
            deck: pb::Deck::French32.into(),
            table: Some(pb::DealTable {
                players: 4,
                dealer: dealer as u32,
                deal_method: pb::DealMethod::AllButOne.into(),
            }),
            chain: Some(pb::FairChain {
                server_seed: seed.0.to_vec(),
                server_commitment: commitment.server_commitment.clone(),
                client_seeds: client_seeds.map(String::from).to_vec(),
                deal_number: deal.number,
                first_dealer,
            }),
        };
        let reply = grpc
            .verify_deal(verify(deal.dealer, Some(deals[0].dealer as u32)))
            .await
            .expect("VerifyDeal")
            .into_inner();
        assert!(reply.matches && reply.commitment_matches && reply.chain_matches == Some(true));
        let dealt = reply.dealt.expect("the dealt cards");
        assert_eq!(dealt.hands[2].cards, deal.hands[2].to_proto());

        // Another client seed breaks the chain; another deal seed, the commitment.
        let mut wrong_chain = body.clone();
        wrong_chain["chain"]["client_seeds"][1] = json!("mallory");
        let (_, verified) = server.post_json("/v1/deals/verify", &wrong_chain).await;
        assert_eq!(
            (
                &verified["matches"],
                &verified["chain_matches"],
                &verified["chain_mismatch"]
            ),
            (&json!(false), &json!(false), &json!("deal_seed"))
        );
        // Another first dealer breaks it too: named, or as the first deal's dealer.
        let other_dealer = (deals[0].dealer + 1) % 4;
        let mut wrong_first = body.clone();
        wrong_first["chain"]["first_dealer"] = json!(other_dealer);
        let (_, verified) = server.post_json("/v1/deals/verify", &wrong_first).await;
        assert_eq!(
            (&verified["chain_matches"], &verified["chain_mismatch"]),
            (&json!(false), &json!("first_dealer")),
            "{verified}"
        );
        let mut right_first = body.clone();
        right_first["chain"]["first_dealer"] = json!(deals[0].dealer);
        let (_, verified) = server.post_json("/v1/deals/verify", &right_first).await;
        assert_eq!(verified["chain_matches"], true, "{verified}");
        if deal.number == 1 {
            let mut moved = body.clone();
            moved["table"]["dealer"] = json!(other_dealer);
            let (_, verified) = server.post_json("/v1/deals/verify", &moved).await;
            assert_eq!(verified["chain_mismatch"], "first_dealer", "{verified}");
            let reply = grpc
                .verify_deal(verify(other_dealer, None))
                .await
                .expect("VerifyDeal")
                .into_inner();
            assert_eq!(
                (reply.matches, reply.chain_matches, reply.chain_mismatch()),
                (false, Some(false), pb::ChainMismatch::FirstDealer)
            );
        }
        let mut wrong_seed = body.clone();
        wrong_seed["deal_seed"] = json!("00".repeat(32));
        let (_, verified) = server.post_json("/v1/deals/verify", &wrong_seed).await;
        assert_eq!(verified["commitment_matches"], false, "{verified}");
        assert_eq!(verified["deck_order"], json!([]));
    }
}

fn unhex(text: &str) -> Vec<u8> {
    text.parse::<Seed>().expect("64 hex digits").0.to_vec()
}

#[tokio::test]
async fn pre_match_tokens_are_checked() {
    let server = Server::start_with(&["--pre-match-ttl-ms", "1"], &[]);
    let mut grpc = server.grpc().await;
    let commitment = commit(&mut grpc).await;
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let new_game = |token: Vec<u8>, seeds: Vec<String>| pb::NewGameRequest {
        players: vec!["ann".into(), "bob".into(), "cy".into()],
        deal_source: poch_tests::fair(token, seeds, None),
        ..pb::NewGameRequest::default()
    };
    let status = grpc
        .new_game(new_game(
            commitment.pre_match_token.clone(),
            vec!["a".into()],
        ))
        .await
        .expect_err("expired");
    assert_eq!(
        (status.code(), reason(&status).as_str()),
        (Code::FailedPrecondition, "pre_match_token_expired")
    );
    // A state token is no pre-match token, and garbage is none either.
    let state_token = grpc
        .new_game(pb::NewGameRequest {
            state_form: pb::StateForm::Sealed.into(),
            deal_source: None,
            ..new_game(Vec::new(), Vec::new())
        })
        .await
        .expect("NewGame")
        .into_inner()
        .state
        .and_then(|s| s.kind);
    let Some(pb::state_envelope::Kind::Sealed(state_token)) = state_token else {
        panic!("a token");
    };
    for token in [state_token, vec![1, 2, 3]] {
        let status = grpc
            .new_game(new_game(token, Vec::new()))
            .await
            .expect_err("not a pre-match token");
        assert_eq!(reason(&status), "state_tampered");
    }
    // Client seeds need a commitment: a fair source without its pre-match token is refused.
    let status = grpc
        .new_game(new_game(Vec::new(), vec!["a".into()]))
        .await
        .expect_err("client seeds alone");
    assert_eq!(reason(&status), "invalid_argument");
    // A table that cannot be dealt is refused; without a table the deck order is answered.
    let seed = Seed([4; 32]);
    let (status, problem) = server
        .post_json(
            "/v1/deals/verify",
            &json!({"commitment": seed.commitment(), "deal_seed": seed, "deck": "french32",
                "table": {"players": 8, "dealer": 0, "deal_method": "five_talon"}}),
        )
        .await;
    assert_eq!(
        (status, &problem["code"]),
        (422, &json!("invalid_table")),
        "{problem}"
    );
    let (status, verified) = server
        .post_json(
            "/v1/deals/verify",
            &json!({"commitment": seed.commitment(), "deal_seed": seed, "deck": "bavarian36"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        verified["deck_order"],
        serde_json::to_value(poch_engine::rng::shuffled_deck(
            poch_engine::DeckKind::Bavarian36,
            &seed
        ))
        .expect("JSON")
    );
    assert_eq!(verified["chain_matches"], Value::Null);
}

/// The gRPC `NewGame` of a provably fair match of `players` from the pre-match `token`, with
/// `client_seeds`, and the first dealer when named.
fn fair_request(
    players: &[&str],
    token: &[u8],
    client_seeds: &[&str],
    first_dealer: Option<u32>,
) -> pb::NewGameRequest {
    pb::NewGameRequest {
        players: players.iter().map(|p| (*p).to_owned()).collect(),
        deal_source: poch_tests::fair(
            token.to_vec(),
            client_seeds.iter().map(|s| (*s).to_owned()).collect(),
            first_dealer,
        ),
        ..pb::NewGameRequest::default()
    }
}

/// [`fair_request`] as the JSON body of a REST new game.
fn fair_json(
    players: &[&str],
    token: &[u8],
    client_seeds: &[&str],
    first_dealer: Option<u32>,
) -> Value {
    let mut fair = json!({
        "pre_match_token": poch_service::token::to_text(token),
        "client_seeds": client_seeds,
    });
    if let Some(named) = first_dealer {
        fair["first_dealer"] = json!(named);
    }
    json!({"players": players, "deal_source": {"fair": fair}})
}

/// Every deal of a fair match is fixed once the server has committed and the client seeds are
/// given: the client seeds in any of their orders give the same match, the first dealer the
/// chain draws is the only one accepted, on both wires; a first dealer to check needs a table.
#[tokio::test]
async fn the_caller_of_a_fair_match_has_no_choice_between_deals() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let commitment = commit(&mut grpc).await;
    let seeds = ["ann rolled 4", "bob", "cy's lucky charm", "di"];
    let orders: [[usize; 4]; 6] = [
        [0, 1, 2, 3],
        [3, 2, 1, 0],
        [1, 0, 3, 2],
        [2, 3, 0, 1],
        [0, 2, 1, 3],
        [3, 0, 2, 1],
    ];
    let players = ["ann", "bob", "cy", "di"];
    let token = &commitment.pre_match_token;
    let mut first = None;
    for (i, order) in orders.iter().enumerate() {
        let client_seeds: Vec<&str> = order.iter().map(|&k| seeds[k]).collect();
        // What a match begins with: its dealer, the commitment and the hands dealt.
        let events: Value = if i % 2 == 0 {
            let reply = grpc
                .new_game(fair_request(&players, token, &client_seeds, None))
                .await
                .expect("NewGame")
                .into_inner();
            serde_json::to_value(Vec::<Event>::from_proto(reply.events).expect("events"))
                .expect("JSON")
        } else {
            let body = fair_json(&players, token, &client_seeds, None);
            let (status, reply) = server.post_json("/v1/games", &body).await;
            assert_eq!(status, 200, "{reply}");
            reply["events"].clone()
        };
        match &first {
            None => first = Some(events),
            Some(first) => assert_eq!(&events, first, "order {order:?} dealt another match"),
        }
    }
    let events: Vec<Event> = serde_json::from_value(first.expect("a match")).expect("events");
    let drawn = events
        .iter()
        .find_map(|e| match e.kind {
            EventKind::DealStarted { dealer, .. } => Some(dealer),
            _ => None,
        })
        .expect("the first deal started");
    for named in 0..4u32 {
        let grpc_answer = grpc
            .new_game(fair_request(&players, token, &seeds, Some(named)))
            .await;
        let body = fair_json(&players, token, &seeds, Some(named));
        let (status, rest_answer) = server.post_json("/v1/games", &body).await;
        if Seat(named as usize) == drawn {
            let reply = grpc_answer.expect("the drawn dealer").into_inner();
            assert_eq!(
                serde_json::to_value(Vec::<Event>::from_proto(reply.events).expect("events"))
                    .expect("JSON"),
                serde_json::to_value(&events).expect("JSON"),
                "the drawn dealer named gives the same match"
            );
            assert_eq!(status, 200, "{rest_answer}");
        } else {
            let refused = grpc_answer.expect_err("another dealer");
            assert_eq!(
                (refused.code(), reason(&refused).as_str()),
                (Code::InvalidArgument, "invalid_deal_source"),
                "{refused:?}"
            );
            assert_eq!(
                (status, &rest_answer["code"]),
                (422, &json!("invalid_deal_source")),
                "{rest_answer}"
            );
        }
    }
    // A first dealer is drawn for a number of seats, which only a table gives.
    let seed = Seed([4; 32]);
    let (status, problem) = server
        .post_json(
            "/v1/deals/verify",
            &json!({"commitment": seed.commitment(), "deal_seed": seed, "deck": "french32",
                "chain": {"server_seed": seed, "server_commitment": seed.commitment(),
                    "client_seeds": ["a"], "deal_number": 1, "first_dealer": 0}}),
        )
        .await;
    assert_eq!(
        (status, &problem["code"]),
        (422, &json!("invalid_table")),
        "{problem}"
    );
}
