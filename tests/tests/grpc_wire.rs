//! `Apply`'s fast protobuf path (`poch_service::convert::wire`) against the reference path
//! (prost's generated types and the conversion module), on every position of random matches
//! and on mutated bytes: what the fast path reads is what the reference path reads, and what it
//! writes is what prost writes.

use poch_engine::{Action, DeckKind, DeckOrder, Digest, GameState, Seed};
use poch_proto::v1 as pb;
use poch_service::convert::wire::{self, ApplyRequest};
use poch_service::convert::{FromProto, ToProto};
use poch_service::ops::{self, Envelope, Outcome, Policy};
use poch_tests::{Picker, Sampled, apply_request, random_play};
use prost::Message as _;

/// The reference path's reading of `bytes`, as far as the fast path goes: prost's decoding and
/// the conversion module; `None` where it refuses.
fn reference(bytes: &[u8]) -> Option<ApplyRequest> {
    let pb::ApplyRequest {
        state,
        seat,
        action,
        include_views,
    } = pb::ApplyRequest::decode(bytes).ok()?;
    let state = match state?.kind? {
        pb::state_envelope::Kind::Plain(state) => GameState::from_proto(state).ok()?,
        pb::state_envelope::Kind::Sealed(_) => return None,
    };
    Some(ApplyRequest {
        state,
        seat,
        action: Action::from_proto(action?).ok()?,
        include_views,
    })
}

/// The reference path's answer: the method's `GameOut`, encoded by prost.
fn reference_answer(outcome: &Outcome) -> Vec<u8> {
    pb::ApplyResponse {
        state: Some(pb::StateEnvelope {
            kind: Some(pb::state_envelope::Kind::Plain(
                outcome.game.state().to_proto(),
            )),
        }),
        events: outcome.events.to_proto(),
        views: outcome.views.to_proto(),
        to_act: outcome.to_act().map(|s| s as u32),
        phase: i32::from(outcome.phase().to_proto()),
    }
    .encode_to_vec()
}

/// States beside the played ones, with the fields random play leaves alone: deck orders, no
/// seeds, an upcard holder, a match end.
fn variants(state: &GameState) -> Vec<GameState> {
    let mut out = Vec::new();
    let mut s = state.clone();
    s.deck_orders = vec![
        DeckOrder::new(DeckKind::French32.cards().iter().collect()),
        DeckOrder::new(Vec::new()),
    ];
    s.seed = None;
    if let Some(deal) = s.deal.as_mut() {
        deal.deal_seed = None;
        deal.commitment = Some(Digest([0xab; 32]));
        deal.upcard_holder = Some(0);
    }
    out.push(s);
    let mut s = state.clone();
    s.seed = Some(Seed([0; 32]));
    s.players.push(String::new());
    s.players.push("é🂡".into());
    out.push(s);
    out
}

fn positions() -> Vec<Sampled> {
    random_play(0..24)
}

#[test]
fn the_fast_path_reads_every_played_request_as_the_reference_does() {
    let mut read = 0;
    for (i, s) in positions().iter().enumerate() {
        let mut states = vec![s.before.state().clone()];
        states.extend(variants(s.before.state()));
        for state in &states {
            let bytes = apply_request(state, s.seat, &s.action, i % 2 == 0).encode_to_vec();
            let fast = wire::read_apply(&bytes);
            assert!(
                fast.is_some(),
                "position {i}: the fast path reads a common request"
            );
            assert_eq!(fast, reference(&bytes), "position {i}");
            read += 1;
        }
    }
    assert!(read > 1000, "{read} requests");
}

#[test]
fn the_fast_path_writes_the_bytes_prost_writes() {
    let policy = Policy {
        allow_deck_orders: true,
    };
    let mut written = 0;
    for (i, s) in positions().iter().enumerate() {
        let outcome = ops::apply(
            policy,
            Envelope::Plain(Box::new(s.before.state().clone())),
            s.seat,
            s.action.clone(),
            i % 3 == 0,
        )
        .unwrap_or_else(|e| panic!("position {i}: {e}"));
        let mut fast = Vec::new();
        wire::write_apply_response(&outcome, &mut fast);
        assert_eq!(fast, reference_answer(&outcome), "position {i}");
        for state in variants(s.before.state()) {
            let mut fast = Vec::new();
            wire::write_game_state(&state, &mut fast);
            assert_eq!(fast, state.to_proto().encode_to_vec(), "position {i}");
        }
        written += 1;
    }
    assert!(written > 500, "{written} answers");
}

/// Random edits of valid requests: bytes flipped, dropped, inserted or duplicated, fields
/// moved. Whatever the fast path reads, the reference path reads the same.
#[test]
fn mutated_requests_are_read_as_the_reference_reads_them_or_left_to_it() {
    let positions = positions();
    let mut pick = Picker(20261129);
    let (mut tried, mut both, mut left) = (0, 0, 0);
    for (i, s) in positions.iter().enumerate().step_by(3) {
        let bytes = apply_request(s.before.state(), s.seat, &s.action, false).encode_to_vec();
        for _ in 0..90 {
            let mut m = bytes.clone();
            for _ in 0..=pick.below(3) {
                let at = pick.below(m.len() as u32) as usize;
                match pick.below(6) {
                    0 => m[at] ^= 1 << pick.below(8),
                    1 => {
                        m.remove(at);
                    }
                    2 => m.insert(at, pick.below(256) as u8),
                    3 => {
                        m[at] =
                            [0, 0x7f, 0x80, 0xff, b'T', b'D', 0x0a, 0x12][pick.below(8) as usize]
                    }
                    4 => {
                        // A run of bytes repeated (a field given twice, when it falls on one).
                        let len = (pick.below(24) as usize).min(m.len() - at);
                        let run = m[at..at + len].to_vec();
                        m.splice(at..at, run);
                    }
                    _ => {
                        // The request's own fields in another order: the state moved last.
                        let state_len = m.len().min(at + 1);
                        let head: Vec<u8> = m.drain(..state_len).collect();
                        m.extend(head);
                    }
                }
                if m.is_empty() {
                    break;
                }
            }
            tried += 1;
            match wire::read_apply(&m) {
                Some(fast) => {
                    assert_eq!(Some(fast), reference(&m), "position {i}: {m:?}");
                    both += 1;
                }
                None => left += 1,
            }
            if m.is_empty() {
                break;
            }
        }
    }
    println!("{tried} mutations: {both} read by both paths alike, {left} left to the reference");
    assert!(tried > 20_000, "{tried} mutations");
    assert!(
        both > 500,
        "the mutations reach readable requests too: {both}"
    );
    assert!(left > 500, "{left}");
}

/// What the fast path leaves to the reference path, on purpose.
#[test]
fn uncommon_requests_are_left_to_the_reference_path() {
    let s = &positions()[40];
    let state = s.before.state();
    let base = apply_request(state, s.seat, &s.action, false);
    // A sealed state.
    let mut sealed = base.clone();
    sealed.state = Some(pb::StateEnvelope {
        kind: Some(pb::state_envelope::Kind::Sealed(vec![1, 2, 3])),
    });
    assert_eq!(wire::read_apply(&sealed.encode_to_vec()), None);
    // No state, no action.
    let mut none = base.clone();
    none.state = None;
    assert_eq!(wire::read_apply(&none.encode_to_vec()), None);
    let mut none = base.clone();
    none.action = None;
    assert_eq!(wire::read_apply(&none.encode_to_vec()), None);
    // An unknown field (number 99, varint 1).
    let mut unknown = base.encode_to_vec();
    unknown.extend([0x98, 0x06, 0x01]);
    assert_eq!(wire::read_apply(&unknown), None);
    assert!(reference(&unknown).is_some(), "prost skips it");
    // A card listed twice, a card that is none, a seed of 31 bytes.
    for broken in [
        |p: &mut pb::GameState| {
            let deal = p.deal.as_mut().expect("a deal");
            let card = deal.hands[0].cards[0].clone();
            deal.hands[0].cards.push(card);
        },
        |p: &mut pb::GameState| p.deal.as_mut().expect("a deal").upcard = "XX".into(),
        |p: &mut pb::GameState| p.seed = vec![7; 31],
    ] {
        let mut proto = state.to_proto();
        broken(&mut proto);
        let mut req = base.clone();
        req.state = Some(pb::StateEnvelope {
            kind: Some(pb::state_envelope::Kind::Plain(proto)),
        });
        let bytes = req.encode_to_vec();
        assert_eq!(wire::read_apply(&bytes), None);
        assert_eq!(reference(&bytes), None);
    }
}
