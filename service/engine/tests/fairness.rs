//! The seeded shuffle is part of the contract: these vectors pin it, so a seed deals the same
//! cards in every future version. Also: commitments verify, and a revealed deal recomputes.

#![allow(
    clippy::wildcard_enum_match_arm,
    reason = "tests pick single events out of logs"
)]

use poch_engine::{
    Action, DealSource, DeckKind, EventKind, Game, NewGame, Phase, Rules, Seat, Seed, rng,
};

fn seed() -> Seed {
    let mut bytes = [0u8; 32];
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = i as u8;
    }
    Seed(bytes)
}

fn deck_string(kind: DeckKind, s: &Seed) -> String {
    rng::shuffled_deck(kind, s)
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Seed bytes 0, 1, …, 31. Reproduced independently with Python's `cryptography` ChaCha20
/// (key = seed, 16-byte nonce = 64-bit block counter 0 then 64-bit stream, little-endian).
#[test]
fn golden_vector() {
    let m = seed();
    let d1 = rng::deal_seed(&m, 1);
    assert_eq!(
        d1.to_hex(),
        "2fa4f10250808e89a25231e50fdf6ee071c65f21ef9eee784c3f2d89061ae895"
    );
    assert_eq!(
        d1.commitment().to_hex(),
        "6eb542c58ccce5f1bbed7b7f5952583bfa6c12850568305ea7cdb52336e641f1"
    );
    assert_eq!(rng::first_dealer(&m, 4), Seat(1));
    assert_eq!(
        deck_string(DeckKind::French32, &d1),
        "8H 9H 7D 7C QC QD AH 8C 7H 9S KC 8S JD QS TS QH KD 9C TH 7S TD JH KS AS 8D 9D AD TC JS JC KH AC"
    );
    assert_eq!(
        deck_string(DeckKind::French52, &d1),
        "6H AC QC KC 8D 3D 2H 4D TD 2S 4C QH 8C 5D AD 2D 8H 6D 9S 6S 9H QD 7S AH 6C 3S TH JC AS 5S QS KD 8S TS 7H 5C 7C JS 2C 4H TC KS 5H JD KH JH 3C 4S 9C 7D 9D 3H"
    );
    assert_eq!(
        deck_string(DeckKind::Bavarian36, &d1),
        "KS 6D 8D 7D JC QD QH 6C TC TS 9S JD AC KH KC 7C TH 6S 9D 9C AH 8C 7S KD 9H QC 6H JH 8S AS AD QS TD JS 8H 7H"
    );
}

/// A seeded match deals the seed's deck: the commitment published at the start verifies
/// against the seed revealed at the end, and the recomputed deck gives the dealt hands.
#[test]
fn revealed_deal_verifies() {
    let players: Vec<String> = ["ann", "bob", "cy", "di"].map(String::from).to_vec();
    let step = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players,
        source: DealSource::Seed {
            seed: seed(),
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("new game");
    let mut game = step.game;
    let mut events = step.events;
    // The first dealer is drawn from the seed.
    assert_eq!(game.deal().expect("deal").dealer, Seat(1));
    let mut x = 7u32;
    while game.phase() != Phase::BetweenDeals && game.phase() != Phase::MatchOver {
        let seat = game.to_act().expect("to act");
        let action = game
            .legal_actions(seat)
            .sample(|k| {
                x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (x >> 8) % k
            })
            .expect("an action");
        let step = game.apply(seat, action).expect("legal");
        game = step.game;
        events.extend(step.events);
    }
    let commitment = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::DealStarted { commitment, .. } => *commitment,
            _ => None,
        })
        .expect("a commitment");
    let revealed = events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::DealEnded { deal_seed, .. } => *deal_seed,
            _ => None,
        })
        .expect("the revealed seed");
    // Until the end, no public event carries the deal seed.
    let deck = rng::verify_deal(&commitment, &revealed, DeckKind::French32).expect("verifies");
    assert_eq!(
        deck,
        rng::shuffled_deck(DeckKind::French32, &rng::deal_seed(&seed(), 1))
    );
    let mut dealt: Vec<Vec<poch_engine::Card>> = vec![Vec::new(); 4];
    for e in &events {
        if let EventKind::HandDealt { seat, cards } = &e.kind {
            dealt[*seat] = cards.clone();
        }
    }
    // Forehand (seat 2) gets the top card; dealing goes round clockwise.
    for (i, card) in deck[..31].iter().enumerate() {
        assert_eq!(dealt[(2 + i) % 4][i / 4], *card);
    }
    // A wrong seed does not verify.
    let wrong = rng::deal_seed(&seed(), 2);
    assert!(rng::verify_deal(&commitment, &wrong, DeckKind::French32).is_err());
    // The next deal has its own commitment.
    let dealer = game.to_act().expect("next dealer");
    if game.phase() == Phase::BetweenDeals {
        let step = game
            .apply(dealer, Action::Deal { deck: None })
            .expect("deal");
        let next = step
            .events
            .iter()
            .find_map(|e| match &e.kind {
                EventKind::DealStarted { commitment, .. } => *commitment,
                _ => None,
            })
            .expect("a commitment");
        assert_ne!(next, commitment);
        assert_eq!(next, rng::deal_seed(&seed(), 2).commitment());
    }
}

/// The provably fair match seed, pinned: SHA-256 over the label, the server seed, the count
/// and each client seed, in ascending byte order, with its length. Reproduced independently
/// with Python's `hashlib`: `sha256(b"poch fair match seed v2" + bytes([1]*32) +
/// (2).to_bytes(4, "big") + (3).to_bytes(4, "big") + b"ann" + (3).to_bytes(4, "big") + b"bob")`.
#[test]
fn fair_match_seed_golden_vector() {
    let server = Seed([1; 32]);
    let pinned = "66512a6f960056c6c102f3b4156a56da0c028024369d75dc1b8ee263f5b00bc2";
    assert_eq!(
        rng::fair_match_seed(&server, &["ann".into(), "bob".into()]).to_hex(),
        pinned
    );
    // The order the seeds were given in counts for nothing.
    assert_eq!(
        rng::fair_match_seed(&server, &["bob".into(), "ann".into()]).to_hex(),
        pinned
    );
    assert_eq!(
        rng::fair_match_seed(&server, &[]).to_hex(),
        "3136c609d1891cfe27ef64af5cbf8d5439ae8016b17efb17f64c547a7cededa6"
    );
    // The lengths keep the seeds apart: "ab"+"c" is not "a"+"bc".
    assert_ne!(
        rng::fair_match_seed(&server, &["ab".into(), "c".into()]),
        rng::fair_match_seed(&server, &["a".into(), "bc".into()])
    );
}

/// Whoever starts a fair match has no choice between deals: every order of the client seeds
/// gives the same match, whose seeds are kept in ascending order; a first dealer other than the
/// one the chain draws is refused, and that one gives the same match. A state whose first dealer
/// was changed afterwards breaks I13, and so does one whose client seeds are out of order.
#[test]
fn the_order_of_client_seeds_and_the_first_dealer_choose_nothing() {
    let seeds = ["di", "ann's dice", "cy", "bob"];
    let start = |client_seeds: Vec<String>, first_dealer: Option<Seat>| {
        Game::new(NewGame {
            rules: Rules::CLASSIC,
            players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
            source: DealSource::Fair {
                server_seed: Seed([9; 32]),
                client_seeds,
                first_dealer,
            },
            start: None,
            bots: Vec::new(),
        })
    };
    let given = |order: [usize; 4]| order.iter().map(|&i| seeds[i].to_owned()).collect();
    let reference = start(given([0, 1, 2, 3]), None).expect("a fair match");
    let mut sorted: Vec<String> = seeds.map(String::from).to_vec();
    sorted.sort();
    assert_eq!(
        reference
            .game
            .state()
            .fairness
            .as_ref()
            .map(|f| &f.client_seeds),
        Some(&sorted)
    );
    for order in [[3, 2, 1, 0], [1, 0, 3, 2], [2, 3, 1, 0], [0, 2, 3, 1]] {
        let other = start(given(order), None).expect("a fair match");
        assert_eq!(other.game.state(), reference.game.state(), "{order:?}");
        assert_eq!(other.events, reference.events, "{order:?}");
    }
    let drawn = reference.game.state().first_dealer;
    for named in Seat::all(4) {
        match start(given([0, 1, 2, 3]), Some(named)) {
            Ok(same) => {
                assert_eq!(named, drawn);
                assert_eq!(same.game.state(), reference.game.state());
            }
            Err(e) => {
                assert_ne!(named, drawn);
                assert_eq!(e.code(), "invalid_deal_source");
                assert_eq!(
                    e,
                    poch_engine::NewGameError::DealSource {
                        reason: poch_engine::DealSourceError::FairFirstDealer { named, drawn }
                    }
                );
            }
        }
    }
    let mut moved = reference.game.state().clone();
    moved.first_dealer = Seat((drawn.index() + 1) % 4);
    if let Some(deal) = moved.deal.as_mut() {
        deal.dealer = moved.first_dealer;
    }
    let err = Game::from_state(moved).expect_err("a first dealer the chain did not draw");
    assert!(
        err.to_string()
            .contains("the first dealer is not the one the chain draws"),
        "{err}"
    );
    let mut unsorted = reference.game.into_state();
    if let Some(f) = unsorted.fairness.as_mut() {
        f.client_seeds.reverse();
    }
    let err = Game::from_state(unsorted).expect_err("client seeds out of order");
    assert!(err.to_string().contains("ascending"), "{err}");
}

fn fair_match(client_seeds: Vec<String>) -> Game {
    Game::new(NewGame {
        rules: Rules {
            max_deals: poch_engine::MaxDeals(std::num::NonZeroU32::new(3)),
            ..Rules::CLASSIC
        },
        players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
        source: DealSource::Fair {
            server_seed: Seed([9; 32]),
            client_seeds,
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a fair match")
    .game
}

/// A provably fair match to its end: the server seed stays hidden from every view until the
/// match is over, the match end reveals it, and every deal's revealed seed verifies along the
/// whole chain; a forged chain does not.
#[test]
fn a_fair_match_verifies_end_to_end() {
    let client_seeds: Vec<String> = vec!["ann's dice".into(), "bob".into(), "cy".into()];
    let mut game = fair_match(client_seeds.clone());
    let fairness = game.state().fairness.clone().expect("a fair match");
    assert_eq!(game.state().seed, Some(fairness.match_seed()));
    let server_hex = Seed([9; 32]).to_hex();
    let mut revealed = Vec::new();
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        for viewer in Seat::all(4)
            .map(poch_engine::Viewer::Seat)
            .chain([poch_engine::Viewer::Spectator])
        {
            let view = serde_json::to_string(&game.view(viewer).expect("a view")).expect("JSON");
            assert!(
                !view.contains(&server_hex),
                "the server seed leaked at step {steps}"
            );
            let fair = game
                .view(viewer)
                .expect("a view")
                .fairness
                .expect("the public side");
            assert_eq!(fair.server_commitment, Seed([9; 32]).commitment());
            assert_eq!(fair.client_seeds, client_seeds);
        }
        let legal = game.legal_actions(seat);
        let action = if legal.deal {
            Action::Deal { deck: None }
        } else if let Some(card) = legal.lead.iter().next() {
            Action::Lead {
                card,
                direction: legal.directions.first().copied(),
            }
        } else if legal.pass {
            Action::Pass
        } else if legal.call.is_some() {
            Action::Call
        } else {
            Action::Fold
        };
        let step = game.apply(seat, action).expect("legal");
        for event in &step.events {
            if let EventKind::DealEnded {
                deal, deal_seed, ..
            } = &event.kind
            {
                revealed.push((*deal, deal_seed.expect("a seeded deal")));
            }
        }
        game = step.game;
        steps += 1;
    }
    assert_eq!(game.phase(), Phase::MatchOver);
    let end = game.state().match_end.clone().expect("over");
    assert_eq!(
        end.server_seed,
        Some(Seed([9; 32])),
        "the match end reveals the server seed"
    );
    assert_eq!(revealed.len(), 3);
    for (deal, deal_seed) in &revealed {
        assert_eq!(rng::verify_chain(&fairness, *deal, deal_seed), Ok(()));
        // Another client seed, or a server seed that is not the committed one, breaks it.
        let mut other = fairness.clone();
        other.client_seeds[0].push('!');
        assert_eq!(
            rng::verify_chain(&other, *deal, deal_seed),
            Err(rng::ChainMismatch::DealSeed)
        );
        let mut forged = fairness.clone();
        forged.server_seed = Seed([8; 32]);
        assert_eq!(
            rng::verify_chain(&forged, *deal, deal_seed),
            Err(rng::ChainMismatch::ServerCommitment)
        );
    }
    // A state whose client seeds were changed afterwards breaks I13.
    let mut state = game.into_state();
    if let Some(f) = state.fairness.as_mut() {
        f.client_seeds[1] = "mallory".into();
    }
    let err = Game::from_state(state).expect_err("a forged chain");
    assert_eq!(err.code(), "state_invalid");
}

/// Client seeds are bounded: at most one per player, 1 to 64 bytes each.
#[test]
fn client_seeds_are_bounded() {
    for bad in [
        vec![String::new()],
        vec!["x".repeat(65)],
        vec!["a".into(), "b".into(), "c".into(), "d".into(), "e".into()],
    ] {
        let refused = Game::new(NewGame {
            rules: Rules::CLASSIC,
            players: vec!["ann".into(), "bob".into(), "cy".into(), "di".into()],
            source: DealSource::Fair {
                server_seed: Seed([9; 32]),
                client_seeds: bad.clone(),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        });
        assert_eq!(
            refused.err().map(|e| e.code()),
            Some("invalid_deal_source"),
            "{bad:?}"
        );
    }
}
