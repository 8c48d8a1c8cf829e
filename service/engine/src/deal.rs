//! The deal up to phase 2 (RULES §4–§7): the ante, dealing the cards by the deal method, and
//! the automatic phase-1 claims of the board's fields.

use crate::action::{DeckOrder, DeckOrderError};
use crate::card::{Card, CardSet, DeckKind, Suit};
use crate::error::Rejection;
use crate::event::Status;
use crate::event::{Event, EventKind, push_event};
use crate::field::{ByField, Field, FieldSet};
use crate::random::{self, Seed};
use crate::rules::{DealMethod, DirectionOfPlay, Rules, UpcardHonour};
use crate::seats::Seat;
use crate::state::{DealState, GameState, MAX_PLAYERS, PochenState};

/// The per-player ante and the per-field per-player ante (RULES 4.2, 11.2, ED-26).
pub(crate) fn ante_for(
    rules: &Rules,
    board: &ByField<u32>,
    carried: FieldSet,
    n: usize,
) -> (u32, ByField<u32>) {
    let mut ante = ByField::<u32>::default();
    let mut total = 0;
    for f in rules.fields().iter() {
        let chips = if rules.progressive.is_on() && carried.contains(f) {
            board[f].div_ceil(n as u32).max(1)
        } else {
            1
        };
        ante[f] = chips;
        total += chips;
    }
    (total, ante)
}

/// Whether the next deal takes a supplied deck order (RULES 12.3, 12.4), as
/// [`GameState::deck_options`] reads them: the one computation that both the legal deal
/// ([`crate::Game::legal_actions`]) and its refusals read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DeckOptions {
    /// A deck order may be supplied (a match from supplied decks).
    pub(crate) allowed: bool,
    /// A deck order must be supplied (a match from supplied decks with none left).
    pub(crate) required: bool,
}

impl DeckOptions {
    /// Why a deal with (`supplied`) or without a deck order is refused; `None` when allowed.
    /// The order itself is checked by [`validate_deck`].
    pub(crate) const fn refusal(self, supplied: bool) -> Option<Rejection> {
        match (supplied, self.allowed, self.required) {
            (true, false, _) => Some(Rejection::DeckOrderNotAllowed),
            (false, _, true) => Some(Rejection::DeckOrderRequired),
            _ => None,
        }
    }
}

/// Checks that a supplied deck order is one whole deck of `kind` and its cut is in range.
pub(crate) fn validate_deck(kind: DeckKind, deck: &DeckOrder) -> Result<(), DeckOrderError> {
    let set: CardSet = deck.cards.iter().copied().collect();
    if deck.cards.len() != kind.size() as usize || set != kind.cards() {
        return Err(DeckOrderError::NotTheDeck { deck: kind });
    }
    if let Some(c) = deck.cut
        && (c == 0 || c >= kind.size())
    {
        return Err(DeckOrderError::CutOutOfRange { deck: kind });
    }
    Ok(())
}

fn cut_deck(order: DeckOrder) -> Vec<Card> {
    let mut cards = order.cards;
    if let Some(c) = order.cut {
        cards.rotate_left(c as usize);
    }
    cards
}

/// The cards of one deal as a deck order deals them (RULES §5): for checking a revealed deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealtCards {
    /// Each seat's hand as dealt, in the order its cards were dealt.
    pub hands: Vec<Vec<Card>>,
    /// The upcard.
    pub upcard: Card,
    /// Whether the upcard is the dealer's own last card (ED-4).
    pub upcard_held: bool,
    /// Dead leftovers (`all_evenly`).
    pub dead: CardSet,
    /// The talon (`five_talon`).
    pub talon: CardSet,
}

impl DealtCards {
    /// Deals `deck` (top first) by `method` to `players` seats, clockwise from the seat after
    /// `dealer`, as the engine deals every deal.
    ///
    /// # Errors
    ///
    /// A table the method cannot deal `deck` to: fewer than 3 or more than [`MAX_PLAYERS`]
    /// seats, a dealer not at the table, or too few cards for the method.
    ///
    /// # Examples
    ///
    /// ```
    /// use poch_engine::{rng, DealMethod, DealtCards, DeckKind, Seat, Seed};
    /// let deck = rng::shuffled_deck(DeckKind::French32, &Seed([7; 32]));
    /// let dealt = DealtCards::deal(DealMethod::AllButOne, &deck, 4, Seat(3)).unwrap();
    /// assert_eq!(dealt.hands[0][0], deck[0], "forehand, after the dealer, gets the top card");
    /// assert_eq!(dealt.upcard, deck[31]);
    /// ```
    pub fn deal(
        method: DealMethod,
        deck: &[Card],
        players: usize,
        dealer: Seat,
    ) -> Result<DealtCards, TableError> {
        if !(3..=MAX_PLAYERS).contains(&players) || !dealer.at_table(players) {
            return Err(TableError::Seats { players, dealer });
        }
        let needed = dealt_count(method, deck.len(), players);
        if needed == 0 || needed >= deck.len() + usize::from(method == DealMethod::AllEvenly) {
            return Err(TableError::TooFewCards {
                cards: deck.len(),
                players,
            });
        }
        let Dealt {
            hands,
            upcard,
            upcard_holder,
            dead,
            talon,
        } = deal_cards(
            method,
            UpcardHonour::Stays,
            DirectionOfPlay::Clockwise,
            deck,
            players,
            DirectionOfPlay::Clockwise.after(dealer, 1, players),
        );
        Ok(DealtCards {
            hands,
            upcard,
            upcard_held: upcard_holder.is_some(),
            dead,
            talon,
        })
    }
}

/// A table that [`DealtCards::deal`] cannot deal a deck to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Fewer than 3 or more than [`MAX_PLAYERS`] seats, or a dealer not at the table.
    Seats {
        /// The seats asked for.
        players: usize,
        /// The dealer asked for.
        dealer: Seat,
    },
    /// Too few cards for the method at this table.
    TooFewCards {
        /// The deck's cards.
        cards: usize,
        /// The seats asked for.
        players: usize,
    },
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Seats { players, dealer } => write!(
                f,
                "a table of {players} seats with dealer {dealer} cannot be dealt (3 to \
                 {MAX_PLAYERS} seats, the dealer one of them)"
            ),
            TableError::TooFewCards { cards, players } => write!(
                f,
                "{cards} cards cannot be dealt to {players} seats by this method"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// The cards of one deal, before they become a [`DealState`].
pub(crate) struct Dealt {
    pub(crate) hands: Vec<Vec<Card>>,
    pub(crate) upcard: Card,
    pub(crate) upcard_holder: Option<Seat>,
    pub(crate) dead: CardSet,
    pub(crate) talon: CardSet,
}

/// The cards of one deal that go to no hand.
pub(crate) struct Leftovers {
    pub(crate) upcard: Card,
    pub(crate) upcard_holder: Option<Seat>,
    pub(crate) dead: CardSet,
    pub(crate) talon: CardSet,
}

/// RULES 5.2-5.4, ED-3: how many cards of a deck of `size` the hands receive at `n` seats.
pub(crate) fn dealt_count(method: DealMethod, size: usize, n: usize) -> usize {
    match method {
        DealMethod::AllButOne => size - 1,
        DealMethod::AllEvenly => size / n * n,
        DealMethod::FiveTalon => 5 * n,
    }
}

/// Who holds the upcard (RULES 5.3, ED-4; 11.7.1, ED-34) of a deck of `size` dealt by
/// `method` to `n` seats from `forehand` in `direction`, and whether it goes into his hand on
/// top of the dealt cards (`next_player`) rather than being his last dealt card (ED-4).
pub(crate) fn upcard_seat(
    method: DealMethod,
    honour: UpcardHonour,
    direction: DirectionOfPlay,
    size: usize,
    n: usize,
    forehand: Seat,
) -> Option<(Seat, bool)> {
    let dealt = dealt_count(method, size, n);
    if method == DealMethod::AllEvenly && dealt == size {
        // ED-4: the dealer's own last card.
        Some((direction.after(forehand, dealt + n - 1, n), false))
    } else if honour == UpcardHonour::NextPlayer {
        // ED-34: the seat its position p (= the cards dealt) falls on, p mod n places after
        // forehand in the direction of play.
        Some((direction.after(forehand, dealt % n, n), true))
    } else {
        None
    }
}

/// RULES §5: deals `deck` (top first) by `method` to `n` seats starting at `forehand`; under
/// `upcard_honour=next_player` the upcard goes to its holder last (RULES 11.7.1).
pub(crate) fn deal_cards(
    method: DealMethod,
    honour: UpcardHonour,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
) -> Dealt {
    // Each hand its own room (`vec![v; n]` would clone the vector without its capacity).
    let room = dealt_count(method, deck.len(), n) / n + 2;
    let mut hands: Vec<Vec<Card>> = (0..n).map(|_| Vec::with_capacity(room)).collect();
    let rest = deal_each(
        method,
        honour,
        direction,
        deck,
        n,
        forehand,
        |seat, card| hands[seat].push(card),
    );
    Dealt {
        hands,
        upcard: rest.upcard,
        upcard_holder: rest.upcard_holder,
        dead: rest.dead,
        talon: rest.talon,
    }
}

/// [`deal_cards`] as card sets, without allocating (`n` at most [`MAX_PLAYERS`]).
pub(crate) fn deal_sets(
    method: DealMethod,
    honour: UpcardHonour,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
) -> (Hands, Leftovers) {
    let mut hands = Hands::empty(n);
    let rest = deal_each(
        method,
        honour,
        direction,
        deck,
        n,
        forehand,
        |seat, card| {
            if let Some(h) = hands.get_mut(seat.index()) {
                h.insert(card);
            }
        },
    );
    (hands, rest)
}

/// RULES §5: hands each dealt card of `deck` (top first) to its seat, one card at a time
/// from `forehand` in `direction` (ED-3, ED-41), by `give(seat, card)`; returns the cards
/// left over. Under `upcard_honour=next_player` the upcard is given last, to its holder
/// (RULES 11.7.1, ED-34).
fn deal_each(
    method: DealMethod,
    honour: UpcardHonour,
    direction: DirectionOfPlay,
    deck: &[Card],
    n: usize,
    forehand: Seat,
    mut give: impl FnMut(Seat, Card),
) -> Leftovers {
    let dealt_count = dealt_count(method, deck.len(), n);
    let mut seat = forehand;
    for &card in &deck[..dealt_count] {
        give(seat, card);
        seat = direction.after(seat, 1, n);
    }
    let rest = &deck[dealt_count..];
    let (upcard, dead, talon) = match method {
        DealMethod::AllButOne => (rest[0], CardSet::EMPTY, CardSet::EMPTY),
        DealMethod::AllEvenly => match rest.split_first() {
            Some((&up, dead)) => (up, dead.iter().copied().collect(), CardSet::EMPTY),
            // ED-4: no leftovers: the dealer's own last card is the upcard.
            None => (deck[dealt_count - 1], CardSet::EMPTY, CardSet::EMPTY),
        },
        DealMethod::FiveTalon => (rest[0], CardSet::EMPTY, rest[1..].iter().copied().collect()),
    };
    let holder = upcard_seat(method, honour, direction, deck.len(), n, forehand);
    if let Some((seat, true)) = holder {
        give(seat, upcard);
    }
    Leftovers {
        upcard,
        upcard_holder: holder.map(|(seat, _)| seat),
        dead,
        talon,
    }
}

/// One card set per seat (hands as dealt, cards revealed), held inline: a table has at most
/// [`MAX_PLAYERS`] seats. Derefs to the sets, by seat.
#[derive(Clone, Copy)]
pub(crate) struct Hands {
    sets: [CardSet; MAX_PLAYERS],
    n: usize,
}

impl Hands {
    /// `n` empty sets (`n` at most [`MAX_PLAYERS`], which every checked state has).
    pub(crate) fn empty(n: usize) -> Hands {
        Hands {
            sets: [CardSet::EMPTY; MAX_PLAYERS],
            n: n.min(MAX_PLAYERS),
        }
    }
}

impl std::ops::Deref for Hands {
    type Target = [CardSet];

    fn deref(&self) -> &[CardSet] {
        &self.sets[..self.n]
    }
}

impl std::ops::DerefMut for Hands {
    fn deref_mut(&mut self) -> &mut [CardSet] {
        &mut self.sets[..self.n]
    }
}

/// The phase-2 vectors of a deal that is over, for the next deal's phase 2 to reuse.
#[derive(Default)]
pub(crate) struct Spare {
    pub(crate) statuses: Vec<Status>,
    pub(crate) contributions: Vec<u32>,
}

impl Spare {
    fn of(pochen: Option<PochenState>) -> Spare {
        match pochen {
            Some(p) => Spare {
                statuses: p.statuses,
                contributions: p.contributions,
            },
            None => Spare::default(),
        }
    }
}

/// One phase-1 claim.
#[derive(Clone, Copy)]
pub(crate) struct Claim {
    pub(crate) field: Field,
    pub(crate) seat: Seat,
    pub(crate) cards: ClaimCards,
}

/// The cards that earn a claim, in the order the rules name them.
#[derive(Clone, Copy)]
pub(crate) enum ClaimCards {
    /// A pay-suit honour (RULES 7.1, 7.4).
    Honour(Card),
    /// The pay-suit king and queen (RULES 7.2).
    Marriage([Card; 2]),
    /// Three pay-suit cards in a row, lowest first (RULES 7.3).
    Sequence([Card; 3]),
}

impl ClaimCards {
    /// The cards.
    pub(crate) fn as_slice(&self) -> &[Card] {
        match self {
            ClaimCards::Honour(card) => std::slice::from_ref(card),
            ClaimCards::Marriage(cards) => cards,
            ClaimCards::Sequence(cards) => cards,
        }
    }
}

/// RULES §7: who claims which field, in field order, from `hands`, the hands as dealt (current
/// hands plus the cards each seat has played, [`dealt_hands`]).
pub(crate) fn phase_one_claims<'a>(
    rules: &'a Rules,
    deal: &'a DealState,
    hands: &'a [CardSet],
) -> impl Iterator<Item = Claim> + 'a {
    let fields = rules.fields();
    let pay = deal.upcard.suit();
    let holder = move |card: Card| Seat::all(hands.len()).find(|&s| hands[s].contains(card));
    let ownerless_upcard = deal.upcard_holder.is_none();
    let honours = Field::HONOURS
        .into_iter()
        .filter(move |&(field, _)| fields.contains(field))
        .filter_map(move |(field, rank)| {
            let card = Card::new(rank, pay);
            let seat = holder(card).or_else(|| {
                // RULES 7.4 `dealer_claims`; ED-7: only its own honour field.
                (ownerless_upcard
                    && card == deal.upcard
                    && rules.upcard_honour == crate::rules::UpcardHonour::DealerClaims)
                    .then_some(deal.dealer)
            })?;
            Some(Claim {
                field,
                seat,
                cards: ClaimCards::Honour(card),
            })
        });
    // RULES 7.2: pay-suit K and Q in one hand.
    let k = Card::new(crate::card::Rank::KING, pay);
    let q = Card::new(crate::card::Rank::QUEEN, pay);
    let marriage = if fields.contains(Field::MAR)
        && let Some(seat) = holder(k)
        && hands[seat].contains(q)
    {
        Some(Claim {
            field: Field::MAR,
            seat,
            cards: ClaimCards::Marriage([k, q]),
        })
    } else {
        None
    };
    let sequence = if fields.contains(Field::SEQ)
        && let Some((seat, cards)) = sequence_holder(rules, pay, hands)
    {
        Some(Claim {
            field: Field::SEQ,
            seat,
            cards: ClaimCards::Sequence(cards),
        })
    } else {
        None
    };
    honours.chain(marriage).chain(sequence)
}

/// The hands as dealt: the current hands plus the cards each seat has played (`deal.hands` has
/// at most [`MAX_PLAYERS`] seats, which every checked state has).
pub(crate) fn dealt_hands(deal: &DealState) -> Hands {
    let mut hands = Hands::empty(deal.hands.len());
    let n = hands.len();
    hands.copy_from_slice(&deal.hands[..n]);
    if let Some(d) = &deal.discard {
        for p in &d.plays {
            if let Some(h) = hands.get_mut(p.seat.index()) {
                h.insert(p.card);
            }
        }
    }
    hands
}

/// RULES 7.3, ED-8: the seat that takes SEQ and the three cards that earn it.
fn sequence_holder(rules: &Rules, pay: Suit, hands: &[CardSet]) -> Option<(Seat, [Card; 3])> {
    use crate::card::Rank;
    use crate::rules::SequenceRule;
    let run = |top: u8| -> [Card; 3] {
        [top - 2, top - 1, top].map(|r| Card::new(Rank::new(r).unwrap_or(Rank::ACE), pay))
    };
    let (lowest_top, highest_top) = match rules.sequence_rule {
        SequenceRule::SevenEightNine => (Rank::NINE.index(), Rank::NINE.index()),
        SequenceRule::AnyThreeConsecutive => (rules.deck.bottom().index() + 2, Rank::ACE.index()),
    };
    // Highest top card first; no wrap-around.
    for top in (lowest_top..=highest_top).rev() {
        let cards = run(top);
        for (seat, hand) in Seat::all(hands.len()).zip(hands.iter()) {
            if cards.iter().all(|&c| hand.contains(c)) {
                return Some((seat, cards));
            }
        }
    }
    None
}

/// The deal's steps over the state.
impl GameState {
    /// Whether the next deal takes a supplied deck order: only a match without a seed does,
    /// and it must while it has none queued.
    pub(crate) fn deck_options(&self) -> DeckOptions {
        DeckOptions {
            allowed: self.seed.is_none(),
            required: self.seed.is_none() && self.deck_orders.is_empty(),
        }
    }

    /// The next deal's ante: per player, and per field per player (RULES 4.2, 11.2, ED-26).
    pub(crate) fn next_ante(&self) -> (u32, ByField<u32>) {
        ante_for(&self.rules, &self.board, self.carried, self.players())
    }

    /// The next deal up to its phase-1 claims (RULES 12.3): the ante (§4), the deal (§5) and
    /// the claims (§7); the caller starts phase 2 or 3, with the last deal's phase-2 vectors.
    pub(crate) fn start_deal(
        &mut self,
        supplied: Option<DeckOrder>,
        events: &mut Vec<Event>,
    ) -> Spare {
        let n = self.players();
        // The last deal's vectors, emptied, hold the new deal's: a deal allocates less.
        let (mut hands, mut revealed, spare) = match self.deal.take() {
            Some(last) => (last.hands, last.revealed, Spare::of(last.pochen)),
            None => (Vec::new(), Vec::new(), Spare::default()),
        };
        let number = self.deals + 1;
        // RULES 2.5, 10.1: the deal passes on in the direction of play (ED-41).
        let dealer = self.rules.dealer_of(self.first_dealer, number, n);
        let forehand = self.rules.forehand(dealer, n);
        // A shuffled deck is held inline; only a supplied one is a vector.
        let (supplied, shuffled, deal_seed) = match supplied {
            Some(order) => (cut_deck(order), None, None),
            None => {
                let seed = self.seed.unwrap_or(Seed([0; 32]));
                let deal_seed = random::deal_seed(&seed, number);
                (
                    Vec::new(),
                    Some(random::shuffle(self.rules.deck, &deal_seed)),
                    Some(deal_seed),
                )
            }
        };
        let deck: &[Card] = shuffled.as_deref().unwrap_or(&supplied);
        let commitment = deal_seed.as_ref().map(Seed::commitment);
        self.deals = number;
        push_event(events, || {
            Event::public(EventKind::DealStarted {
                deal: number,
                dealer,
                forehand,
                commitment,
            })
        });

        // RULES 4.2: the ante.
        let (per_player, ante) = self.next_ante();
        for stack in &mut self.stacks {
            *stack -= per_player;
        }
        for f in self.rules.fields().iter() {
            self.board[f] += ante[f] * n as u32;
        }
        push_event(events, || {
            Event::public(EventKind::AntePaid {
                per_player,
                fields: ante,
                stacks: self.stacks.clone(),
                board: self.board,
            })
        });

        // RULES §5: the deal, one card at a time in the direction of play from forehand
        // (ED-3, ED-5, ED-41).
        let rules = &self.rules;
        let mut dealt = deal_cards(
            rules.deal_method,
            rules.upcard_honour,
            rules.direction_of_play,
            deck,
            n,
            forehand,
        );
        hands.clear();
        hands.extend(
            dealt
                .hands
                .iter()
                .map(|h| h.iter().copied().collect::<CardSet>()),
        );
        revealed.clear();
        revealed.resize(n, CardSet::EMPTY);
        // Each hand as dealt goes into its event.
        for (seat, cards) in Seat::all(n).zip(dealt.hands.iter_mut()) {
            push_event(events, || {
                Event::private(
                    seat,
                    EventKind::HandDealt {
                        seat,
                        cards: std::mem::take(cards),
                    },
                )
            });
        }
        let upcard_holder = dealt.upcard_holder;
        push_event(events, || {
            Event::public(EventKind::UpcardTurned {
                upcard: dealt.upcard,
                pay_suit: dealt.upcard.suit(),
                upcard_holder,
                dead: dealt.dead.to_vec(),
                talon_size: dealt.talon.len(),
                hand_sizes: hands.iter().map(|h| h.len()).collect(),
            })
        });
        self.deal = Some(DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard: dealt.upcard,
            upcard_holder,
            dead: dealt.dead,
            talon: dealt.talon,
            revealed,
            awarded: FieldSet::EMPTY,
            pochen: None,
            discard: None,
            settlement: None,
        });

        self.claim_fields(events);
        spare
    }

    /// RULES §7: the automatic, compulsory board claims (ED-6).
    fn claim_fields(&mut self, events: &mut Vec<Event>) {
        // At most one claim a field, held inline.
        let mut claims = [None; Field::ALL.len()];
        {
            let deal = self.deal_ref();
            let dealt = dealt_hands(deal);
            // Walked by `for_each`, which runs each part of the chain in its own loop, where
            // `next` on a chain asks each part again for every claim.
            let mut slots = claims.iter_mut();
            phase_one_claims(&self.rules, deal, &dealt).for_each(|claim| {
                if let Some(slot) = slots.next() {
                    *slot = Some(claim);
                }
            });
        }
        for claim in claims.into_iter().flatten() {
            let chips = std::mem::take(&mut self.board[claim.field]);
            self.stacks[claim.seat] += chips;
            let deal = self.deal_mut();
            deal.awarded.insert(claim.field);
            for &card in claim.cards.as_slice() {
                if deal.hands[claim.seat].contains(card) {
                    deal.revealed[claim.seat].insert(card);
                }
            }
            push_event(events, || {
                Event::public(EventKind::FieldClaimed {
                    field: claim.field,
                    seat: claim.seat,
                    chips,
                    cards: claim.cards.as_slice().to_vec(),
                })
            });
        }
    }
}
