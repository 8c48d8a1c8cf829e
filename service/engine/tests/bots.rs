//! The bots: the time-out move in every phase, one pure and deterministic choice for every
//! kind, and a search that reads nothing its seat cannot see.

use poch_engine::bots::{self, SearchBot, TimeoutBot};
use poch_engine::encoding::resample;
use poch_engine::{
    Action, Bot as _, BotKind, Card, DealSource, DeckOrder, Direction, Game, Information, MaxDeals,
    NewGame, PRESETS, Phase, Rank, Rules, Seat, Sight, Suit, Viewer,
};
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng as _;

mod common;
use common::{seeded_match, without_source};

fn apply(game: Game, action: Action) -> Game {
    let seat = game.to_act().expect("a seat to act");
    game.apply(seat, action).expect("a legal action").game
}

/// Plays `game` with random bots until `until` holds of it (or the match is over).
fn play_until(game: Game, seed: u64, until: impl Fn(&Game) -> bool) -> Game {
    play_with(BotKind::Random, game, seed, until)
}

/// Plays `game` with bots of `kind` until `until` holds of it (or the match is over).
fn play_with(kind: BotKind, mut game: Game, seed: u64, until: impl Fn(&Game) -> bool) -> Game {
    let mut bot = kind.build(seed);
    let mut steps = 0;
    while !until(&game) && game.phase() != Phase::MatchOver {
        let seat = game.to_act().expect("a seat to act");
        let action = bot.choose_in(&game, seat).expect("an action");
        game = game.apply(seat, action).expect("legal").game;
        steps += 1;
        assert!(steps < 10_000, "the match does not end");
    }
    game
}

fn timeout(game: &Game) -> Option<Action> {
    let seat = game.to_act()?;
    bots::choose(BotKind::Timeout, game, seat, 0)
}

/// The lowest card of `hand` as ED-42 says it: the lowest rank, then C S H D.
fn lowest(hand: &[Card]) -> Card {
    let mut best: Option<Card> = None;
    for rank in 0..13 {
        for suit in Suit::ALL {
            let card = Card::new(Rank::new(rank).expect("a rank"), suit);
            if best.is_none() && hand.contains(&card) {
                best = Some(card);
            }
        }
    }
    best.expect("a card")
}

#[test]
fn the_timeout_move_in_phase_two_passes_else_folds() {
    let game = seeded_match(Rules::CLASSIC, 4, 1).0;
    assert_eq!(game.phase(), Phase::Pochen);
    let seat = game.to_act().expect("forehand");
    assert!(game.legal_actions(seat).bet.is_some() || game.legal_actions(seat).pass);
    assert_eq!(timeout(&game), Some(Action::Pass), "no bet outstanding");

    // After a bet, the next seat may not pass: it folds.
    for seed in 0..40 {
        let game = seeded_match(Rules::CLASSIC, 4, seed).0;
        let seat = game.to_act().expect("a seat");
        let Some(bet) = game.legal_actions(seat).bet else {
            continue;
        };
        let game = apply(game, Action::Bet { amount: bet.min });
        let next = game.to_act().expect("the next seat");
        let legal = game.legal_actions(next);
        assert!(!legal.pass && legal.fold, "{legal:?}");
        let stacks = game.stacks().to_vec();
        assert_eq!(timeout(&game), Some(Action::Fold), "a bet outstanding");
        // Folding puts no chip at risk.
        let after = apply(game, Action::Fold);
        assert_eq!(after.stacks()[next], stacks[next]);
        return;
    }
    panic!("no match of 40 had a seat that could bet first");
}

#[test]
fn the_timeout_move_in_phase_three_leads_the_lowest_card_upward() {
    for preset in ["classic", "five-card"] {
        let rules = Rules::preset(preset).expect("a preset");
        let mut leads = 0;
        for seed in 0..20 {
            let mut game = play_until(seeded_match(rules, 4, seed).0, seed, |g| {
                g.phase() == Phase::Discard
            });
            while game.phase() == Phase::Discard {
                let seat = game.to_act().expect("the leader");
                let view = game.view(Viewer::Seat(seat)).expect("a view");
                let hand = view
                    .deal
                    .as_ref()
                    .and_then(|d| d.hand.clone())
                    .expect("a hand");
                let legal = game.legal_actions(seat);
                let direction = (!legal.directions.is_empty()).then_some(Direction::Up);
                let expected = Action::Lead {
                    card: lowest(&hand),
                    direction,
                };
                assert_eq!(timeout(&game), Some(expected.clone()), "{preset}: {hand:?}");
                game = apply(game, expected);
                leads += 1;
            }
        }
        assert!(leads > 20, "{preset}: {leads} leads");
    }
    // Under `leader_choice` the first lead names the direction: upward.
    let rules = Rules::preset("five-card").expect("a preset");
    let game = play_until(seeded_match(rules, 4, 3).0, 3, |g| {
        g.phase() == Phase::Discard
    });
    let seat = game.to_act().expect("the leader");
    assert_eq!(
        game.legal_actions(seat).directions,
        vec![Direction::Up, Direction::Down]
    );
    assert!(matches!(
        timeout(&game),
        Some(Action::Lead {
            direction: Some(Direction::Up),
            ..
        })
    ));
}

#[test]
fn the_timeout_move_between_deals_deals_and_at_the_end_there_is_none() {
    let mut between = 0;
    for seed in 0..10 {
        let game = play_until(seeded_match(Rules::CLASSIC, 4, seed).0, seed, |g| {
            g.phase() == Phase::BetweenDeals
        });
        if game.phase() == Phase::BetweenDeals {
            assert_eq!(timeout(&game), Some(Action::Deal { deck: None }));
            between += 1;
        }
    }
    assert!(
        between >= 5,
        "{between} of 10 matches outlasted their first deal"
    );

    // Nobody acts once the match is over, and a seat whose turn it is not has no move.
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(1));
    let over = play_until(seeded_match(rules, 4, 5).0, 5, |_| false);
    assert_eq!(over.phase(), Phase::MatchOver);
    for seat in Seat::all(4) {
        assert_eq!(bots::choose(BotKind::Timeout, &over, seat, 0), None);
    }
    let game = seeded_match(Rules::CLASSIC, 4, 6).0;
    let idle = Seat((game.to_act().expect("a seat").index() + 1) % 4);
    for kind in BotKind::ALL {
        assert_eq!(bots::choose(kind, &game, idle, 0), None, "{kind}");
    }

    // A match from supplied decks with none left: only the caller can supply the deck.
    let deck = DeckOrder::new(Rules::CLASSIC.deck.ordered());
    let game = Game::new(NewGame {
        rules: Rules::CLASSIC,
        players: (0..4).map(|i| format!("p{i}")).collect(),
        source: DealSource::Decks {
            first_dealer: Seat(0),
            decks: vec![deck],
        },
        start: None,
        bots: Vec::new(),
    })
    .expect("a match")
    .game;
    let game = play_with(BotKind::Timeout, game, 7, |g| {
        g.phase() == Phase::BetweenDeals
    });
    let seat = game.to_act().expect("the next dealer");
    assert!(game.legal_actions(seat).deck_required);
    assert_eq!(timeout(&game), None);
    assert_eq!(TimeoutBot::pick(&game.legal_actions(seat)), None);
}

/// Every kind, over random matches of every preset: the same game, seat and seed give the
/// same action, and it is legal.
#[test]
fn every_kind_chooses_one_legal_action_from_its_inputs() {
    for preset in PRESETS {
        let rules = Rules {
            max_deals: MaxDeals(std::num::NonZeroU32::new(2)),
            ..preset.rules
        };
        let players = if preset.rules.validate(4).is_ok() {
            4
        } else {
            3
        };
        let mut game = seeded_match(rules, players, 11).0;
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut steps = 0;
        while game.phase() != Phase::MatchOver {
            let seat = game.to_act().expect("a seat");
            let mut chosen = Vec::new();
            for kind in BotKind::ALL {
                let seed = rng.next_u64();
                let action = small_budget(kind, seed, &game, seat);
                let again = small_budget(kind, seed, &game, seat);
                assert_eq!(action, again, "{}: {kind}", preset.name);
                let action = action.expect("an action");
                assert!(
                    game.legal_actions(seat).allows(&action),
                    "{}: {kind} chose {action}",
                    preset.name
                );
                chosen.push(action);
            }
            let pick = chosen.swap_remove((rng.next_u64() % 4) as usize);
            game = game.apply(seat, pick).expect("legal").game;
            steps += 1;
            assert!(steps < 2_000, "{}: the match does not end", preset.name);
        }
    }
}

/// What a bot of `kind` chooses, the searching kinds at a small budget (a debug build).
fn small_budget(kind: BotKind, seed: u64, game: &Game, seat: Seat) -> Option<Action> {
    match kind {
        BotKind::Search => SearchBot::with_playouts(seed, 16).choose_in(game, seat),
        BotKind::Infoset => SearchBot::infoset_with_playouts(seed, 16).choose_in(game, seat),
        BotKind::Random | BotKind::Heuristic | BotKind::Timeout => {
            bots::choose(kind, game, seat, seed)
        }
    }
}

/// A match with a search bot at one seat plays to its end.
#[test]
fn a_search_bot_plays_a_whole_match() {
    let mut rules = Rules::CLASSIC;
    rules.max_deals = MaxDeals(std::num::NonZeroU32::new(3));
    let mut game = seeded_match(rules, 4, 21).0;
    let mut table: Vec<Box<dyn poch_engine::Bot + Send>> = vec![
        Box::new(SearchBot::with_playouts(1, 32)),
        BotKind::Heuristic.build(2),
        BotKind::Random.build(3),
        BotKind::Heuristic.build(4),
    ];
    let mut decisions = 0;
    while game.phase() != Phase::MatchOver {
        let seat = game.to_act().expect("a seat");
        let action = table[seat].choose_in(&game, seat).expect("an action");
        decisions += usize::from(seat == Seat(0));
        game = game.apply(seat, action).expect("legal").game;
    }
    assert!(decisions > 3, "{decisions} decisions of the search bot");
}

/// What a bot reads, up to the deal source (a resampled world deals from supplied decks).
fn input(game: &Game, seat: Seat) -> (Information, Sight<'_>) {
    let information = Information::of(game, seat).expect("a seat of the table");
    let mut sight = Sight::of_game(game, seat);
    sight.legal.deck_allowed = false;
    sight.legal.deck_required = false;
    (information, sight)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Another deal of the cards a seat cannot see (the other hands' unseen cards, the talon),
    /// consistent with all it has seen, changes neither the seat's view, nor what a bot reads
    /// (its sight and information), nor so any bot's choice.
    #[test]
    fn hidden_cards_change_no_bot_input(
        preset in 0..PRESETS.len(),
        match_seed in any::<u64>(),
        steps in 0u32..40,
        world_seed in any::<u64>(),
        bot_seed in any::<u64>(),
    ) {
        let preset = &PRESETS[preset];
        let players = if preset.rules.validate(4).is_ok() { 4 } else { 3 };
        let mut game = seeded_match(preset.rules, players, match_seed).0;
        let mut bot = BotKind::Random.build(match_seed);
        for _ in 0..steps {
            let Some(seat) = game.to_act() else { break };
            let action = bot.choose_in(&game, seat).expect("an action");
            game = game.apply(seat, action).expect("legal").game;
        }
        prop_assume!(matches!(game.phase(), Phase::Pochen | Phase::Discard));
        for seat in Seat::all(players) {
            let world = resample(&game, seat, world_seed).fresh();
            prop_assume!(world.is_some());
            let Some(other) = world else { continue };
            // The seat cannot tell the two apart...
            prop_assert_eq!(
                without_source(game.view(Viewer::Seat(seat)).expect("a view")),
                without_source(other.view(Viewer::Seat(seat)).expect("a view"))
            );
            // ...so what its bots read is the same...
            let (information, sight) = input(&game, seat);
            let (other_information, other_sight) = input(&other, seat);
            prop_assert_eq!(&information, &other_information);
            prop_assert_eq!(sight, other_sight);
            prop_assert_eq!(information.sight(), Sight::of_game(&game, seat));
            // ...and so is every bot's choice.
            for kind in [BotKind::Random, BotKind::Heuristic, BotKind::Timeout] {
                prop_assert_eq!(
                    bots::choose(kind, &game, seat, bot_seed),
                    bots::choose(kind, &other, seat, bot_seed)
                );
            }
            if game.to_act() == Some(seat) {
                prop_assert_eq!(
                    SearchBot::with_playouts(bot_seed, 24).choose_in(&game, seat),
                    SearchBot::with_playouts(bot_seed, 24).choose_in(&other, seat)
                );
                prop_assert_eq!(
                    SearchBot::infoset_with_playouts(bot_seed, 24).choose_in(&game, seat),
                    SearchBot::infoset_with_playouts(bot_seed, 24).choose_in(&other, seat)
                );
            }
        }
    }
}

/// The hidden cards do move in those worlds (else the property above would hold trivially),
/// and a card the seat does see changes what it reads.
#[test]
fn the_worlds_move_hidden_cards_and_the_seat_s_own_cards_count() {
    let game = seeded_match(Rules::CLASSIC, 4, 31).0;
    let seat = game.to_act().expect("a seat");
    let mut moved = 0;
    for w in 0..20 {
        let world = resample(&game, seat, w).fresh().expect("a fresh world");
        let hands = |g: &Game| g.deal().expect("a deal").hands.clone();
        if hands(&world) != hands(&game) {
            moved += 1;
        }
        assert_eq!(Information::of(&game, seat), Information::of(&world, seat));
    }
    assert!(moved >= 18, "{moved} of 20 worlds moved a card");
    // Another seat's information is another.
    let next = Seat((seat.index() + 1) % 4);
    assert_ne!(Information::of(&game, seat), Information::of(&game, next));
}

/// `Worlds` deals what `resample_known` deals, once worked out: the same world for the same
/// seed when every deal is accepted, none when every deal is refused, and only deals that
/// `accept` keeps.
#[test]
fn worlds_deal_what_resample_known_deals_and_only_what_is_accepted() {
    use poch_engine::encoding::{Worlds, known_state, resample_known};
    let game = play_until(seeded_match(Rules::CLASSIC, 4, 41).0, 41, |g| {
        g.phase() == Phase::Discard
    });
    let seat = game.to_act().expect("a seat");
    let known = known_state(&game, seat).expect("a deal");
    let worlds = Worlds::of(&known, seat).expect("a deal");
    let other = Seat((seat.index() + 1) % 4);
    for seed in 0..20 {
        assert_eq!(
            worlds.draw(seed, 64, |_| true).map(|w| w.into_state()),
            resample_known(&known, seat, seed, 64).map(|w| w.into_state())
        );
        assert!(worlds.draw(seed, 64, |_| false).is_none());
        // Only the deals that give the next seat no ace.
        let aceless = |hand: poch_engine::CardSet| hand.iter().all(|c| c.rank() != Rank::ACE);
        if let Some(world) = worlds.draw(seed, 2_000, |hands| aceless(hands[other.index()])) {
            assert!(aceless(world.deal().expect("a deal").hands[other.index()]));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// The information-set search only ever takes a legal action, and the same one for the
    /// same seed, over whole matches against random and heuristic bots under any preset.
    #[test]
    fn the_infoset_bot_plays_legal_actions_over_whole_matches(
        preset in 0..PRESETS.len(),
        match_seed in any::<u64>(),
    ) {
        let preset = &PRESETS[preset];
        let rules = Rules { max_deals: MaxDeals(std::num::NonZeroU32::new(2)), ..preset.rules };
        let players = if rules.validate(4).is_ok() { 4 } else { 3 };
        let mut game = seeded_match(rules, players, match_seed).0;
        let mut others = [BotKind::Random.build(match_seed), BotKind::Heuristic.build(match_seed)];
        let mut decisions = 0;
        while game.phase() != Phase::MatchOver {
            let seat = game.to_act().expect("a seat");
            let action = if seat == Seat(0) {
                let seed = match_seed ^ game.state().version;
                let action = SearchBot::infoset_with_playouts(seed, 16).choose_in(&game, seat);
                prop_assert_eq!(
                    &action,
                    &SearchBot::infoset_with_playouts(seed, 16).choose_in(&game, seat)
                );
                decisions += 1;
                action
            } else {
                others[seat.index() % 2].choose_in(&game, seat)
            };
            let action = action.expect("an action");
            prop_assert!(game.legal_actions(seat).allows(&action), "{}: {}", preset.name, action);
            game = game.apply(seat, action).expect("legal").game;
        }
        prop_assert!(decisions > 0);
    }
}
