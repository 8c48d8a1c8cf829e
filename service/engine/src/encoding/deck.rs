//! The deck order that deals a deal: dealing run backwards, for a chance model that deals card
//! by card and for worlds whose history must deal their cards.

use rand_chacha::ChaCha20Rng;
use rand_core::SeedableRng as _;

use crate::card::{Card, CardSet};
use crate::deal::deal_cards;
use crate::game::Game;
use crate::random;
use crate::seats::Seat;

use super::deck_card;

/// Where a position of the deck goes when it is dealt.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Hand(Seat),
    Upcard,
    Dead,
    Talon,
}

/// A deck order, top card first, that deals the current (or last) deal of `game` exactly as it
/// was dealt: every seat's hand as dealt (the cards it holds and those it has played), the
/// upcard, the dead leftovers and the talon, by the rules' deal method, upcard honour and
/// direction of play from the deal's dealer (RULES §5). The cards that go to one place (a hand,
/// the dead cards, the talon) are laid on its positions in an order drawn from `seed`, so that
/// over seeds every order that deals the deal is equally likely. `None` for a match without a
/// deal.
pub fn dealt_deck(game: &Game, seed: u64) -> Option<Vec<Card>> {
    let s = game.state();
    let deal = s.deal.as_ref()?;
    let n = s.players.len();
    let deck = s.rules.deck;
    let size = deck.size();
    // The roles of the positions: deal the deck in listing order and see where each card went.
    let listing: Vec<Card> = (0..size).filter_map(|k| deck_card(deck, k)).collect();
    let forehand = s.rules.forehand(deal.dealer, n);
    let dealt = deal_cards(
        s.rules.deal_method,
        s.rules.upcard_honour,
        s.rules.direction_of_play,
        &listing,
        n,
        forehand,
    );
    let roles: Vec<Role> = listing
        .iter()
        .map(|&card| {
            if card == dealt.upcard {
                Role::Upcard
            } else if dealt.dead.contains(card) {
                Role::Dead
            } else if dealt.talon.contains(card) {
                Role::Talon
            } else {
                let seat = dealt.hands.iter().position(|h| h.contains(&card));
                Role::Hand(Seat(seat.unwrap_or(0)))
            }
        })
        .collect();

    // The cards of each place in this deal.
    let plays = deal.discard.as_ref().map_or(&[][..], |d| &d.plays[..]);
    let cards_of = |role: Role| -> CardSet {
        match role {
            Role::Upcard => [deal.upcard].into_iter().collect(),
            Role::Dead => deal.dead,
            Role::Talon => deal.talon,
            Role::Hand(x) => {
                let mut hand = deal.hands.get(x.index()).copied().unwrap_or_default();
                for p in plays.iter().filter(|p| p.seat == x) {
                    hand.insert(p.card);
                }
                hand.remove(deal.upcard);
                hand
            }
        }
    };
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let mut order = vec![listing[0]; size as usize];
    let mut places: Vec<Role> = Vec::with_capacity(n + 3);
    for &role in &roles {
        if !places.contains(&role) {
            places.push(role);
        }
    }
    for role in places {
        let positions: Vec<usize> = (0..roles.len()).filter(|&i| roles[i] == role).collect();
        let mut cards = cards_of(role).to_vec();
        if cards.len() != positions.len() {
            return None;
        }
        // Fisher–Yates, as the engine's shuffle.
        for i in (1..cards.len()).rev() {
            let j = random::uniform(&mut rng, i as u32 + 1) as usize;
            cards.swap(i, j);
        }
        for (&i, card) in positions.iter().zip(cards) {
            order[i] = card;
        }
    }
    Some(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, DealSource, DeckOrder, NewGame, Rules, Seed};

    fn new_game(rules: Rules, players: usize, seed: u8) -> Game {
        Game::new(NewGame {
            rules,
            players: (0..players).map(|i| format!("p{i}")).collect(),
            source: DealSource::Seed {
                seed: Seed([seed; 32]),
                first_dealer: None,
            },
            start: None,
            bots: Vec::new(),
        })
        .expect("a match")
        .game
    }

    /// Every preset (and each with the upcard to the next player, played anticlockwise),
    /// dealt by the engine, then dealt again from the order: the same cards.
    #[test]
    fn the_order_deals_the_deal() {
        let variants = crate::PRESETS.iter().flat_map(|p| {
            let mut house = p.rules;
            house.upcard_honour = crate::UpcardHonour::NextPlayer;
            house.direction_of_play = crate::DirectionOfPlay::Anticlockwise;
            [(p.name, p.rules), (p.name, house)]
        });
        for (name, rules) in variants {
            for players in 3..=6 {
                if rules.validate(players).is_err() {
                    continue;
                }
                for seed in 0..4u8 {
                    let game = new_game(rules, players, seed);
                    let deal = game.deal().expect("a deal");
                    let order = dealt_deck(&game, u64::from(seed)).expect("an order");
                    let again = Game::new(NewGame {
                        rules,
                        players: game.state().players.clone(),
                        source: DealSource::Decks {
                            first_dealer: deal.dealer,
                            decks: vec![DeckOrder {
                                cards: order,
                                cut: None,
                            }],
                        },
                        start: None,
                        bots: Vec::new(),
                    })
                    .expect("the same match from the order")
                    .game;
                    let d = again.deal().expect("a deal");
                    assert_eq!(d.hands, deal.hands, "{name} {players}");
                    assert_eq!(
                        (d.upcard, d.upcard_holder, d.dead, d.talon),
                        (deal.upcard, deal.upcard_holder, deal.dead, deal.talon)
                    );
                }
            }
        }
    }

    /// After cards are played, the hands as dealt come back.
    #[test]
    fn played_cards_go_back_to_their_hands() {
        let mut game = new_game(Rules::CLASSIC, 4, 9);
        let dealt: Vec<CardSet> = game.deal().expect("a deal").hands.clone();
        while game.deal().is_some_and(|d| d.discard.is_none()) {
            let seat = game.to_act().expect("a seat");
            let action = if game.legal_actions(seat).pass {
                Action::Pass
            } else {
                Action::Fold
            };
            game = game.apply(seat, action).expect("legal").game;
        }
        let seat = game.to_act().expect("the leader");
        let card = game.legal_actions(seat).lead.iter().next().expect("a card");
        game = game
            .apply(
                seat,
                Action::Lead {
                    card,
                    direction: None,
                },
            )
            .expect("a lead")
            .game;
        assert_ne!(game.deal().expect("a deal").hands, dealt);
        let order = dealt_deck(&game, 1).expect("an order");
        let deal = game.deal().expect("a deal");
        let method = game.rules().deal_method;
        let again = crate::DealtCards::deal(method, &order, 4, deal.dealer).expect("dealt");
        let sets: Vec<CardSet> = again
            .hands
            .iter()
            .map(|h| h.iter().copied().collect())
            .collect();
        assert_eq!(sets, dealt);
    }
}
