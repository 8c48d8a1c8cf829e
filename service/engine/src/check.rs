//! Every invariant of RULES §13, and the structure a state must have, checked on any state.
//!
//! Used on every state that arrives from outside ([`crate::Game::from_state`]) and in every
//! test after every step.

use std::fmt;

use crate::action::Direction;
use crate::card::CardSet;
use crate::deal::{self, Hands, ante_for, dealt_hands, phase_one_claims, validate_deck};
use crate::discard::standings;
use crate::error::{Invariant, InvariantViolation};
use crate::event::{BoardShare, MatchEndReason, PochenOutcome, Status};
use crate::field::{Field, FieldSet};
use crate::pochen::{Resolution, resolve, shown_cards};
use crate::random;
use crate::rules::{BoardAtEnd, DealMethod, DiscardDirection, RulesError};
use crate::seating;
use crate::seats::{Seat, SeatSet};
use crate::state::{self, DealState, GameState, PochenState};

fn fail<T>(invariant: Invariant, detail: impl Into<String>) -> Result<T, InvariantViolation> {
    Err(InvariantViolation {
        invariant,
        detail: detail.into(),
    })
}

macro_rules! ensure {
    ($cond:expr, $inv:expr, $($msg:tt)+) => {
        if !$cond {
            return fail($inv, format!($($msg)+));
        }
    };
}

/// Checks a whole state.
pub(crate) fn check_state(s: &GameState) -> Result<(), InvariantViolation> {
    let n = s.players.len();
    if let Err(e) = s.rules.validate(n) {
        // A starting stack below the ante only matters for new matches.
        if !matches!(e, RulesError::StartingChipsBelowAnte { .. }) {
            return fail(
                Invariant::Structure,
                format!("the rules refuse the table: {e}"),
            );
        }
    }
    // The rule `NewGame` holds ids to.
    if let Err(e) = state::check_player_ids(&s.players) {
        return fail(Invariant::Structure, e.to_string());
    }
    ensure!(
        s.stacks.len() == n,
        Invariant::Structure,
        "{} stacks for {n} players",
        s.stacks.len()
    );
    ensure!(
        s.first_dealer.at_table(n),
        Invariant::Structure,
        "first_dealer {} is not a seat",
        s.first_dealer
    );
    // Every chip sum of the match must fit the u32 amounts it is made of, and the counters must
    // have room for the next action and deal.
    ensure!(
        s.total_chips <= u64::from(u32::MAX),
        Invariant::Structure,
        "{} chips in play: at most {} fit",
        s.total_chips,
        u32::MAX
    );
    ensure!(
        s.version < u64::MAX && s.deals < u32::MAX,
        Invariant::Structure,
        "the action or deal counter is exhausted"
    );
    let fields = s.rules.fields();
    for f in Field::ALL {
        ensure!(
            fields.contains(f) || s.board[f] == 0,
            Invariant::Structure,
            "field {f} is not on this board but holds chips"
        );
    }
    ensure!(
        s.carried.is_subset(fields),
        Invariant::Structure,
        "a carried field is not on this board"
    );
    if s.seed.is_some() {
        ensure!(
            s.deck_orders.is_empty(),
            Invariant::Structure,
            "a seeded match holds deck orders"
        );
    }
    // ED-2: a provably fair match's seed is the one its server seed and client seeds derive.
    if let Some(fair) = &s.fairness {
        if let Err(e) = random::check_client_seeds(&fair.client_seeds, s.players.len()) {
            return fail(Invariant::I13, e.to_string());
        }
        ensure!(
            fair.client_seeds.is_sorted(),
            Invariant::I13,
            "the client seeds are not in ascending byte order"
        );
        ensure!(
            fair.server_commitment == fair.server_seed.commitment(),
            Invariant::I13,
            "the server commitment is not the server seed's"
        );
        // One derivation for both checks: the first dealer is drawn from the match seed.
        let match_seed = fair.match_seed();
        ensure!(
            s.seed == Some(match_seed),
            Invariant::I13,
            "the match seed is not the one the server seed and client seeds derive"
        );
        ensure!(
            s.first_dealer == random::first_dealer(&match_seed, s.players.len()),
            Invariant::I13,
            "the first dealer is not the one the chain draws"
        );
    }
    if let Some(e) = seating::seating_error(&s.bots, n).map(|e| e.to_string()) {
        return fail(Invariant::Structure, e);
    }
    for (i, d) in s.deck_orders.iter().enumerate() {
        if let Err(e) = validate_deck(s.rules.deck, d) {
            return fail(Invariant::Structure, format!("deck order {i}: {e}"));
        }
    }
    let Some(deal) = &s.deal else {
        return fail(
            Invariant::Structure,
            "a match always has a deal (the first is dealt at once)",
        );
    };
    ensure!(
        deal.number == s.deals && s.deals >= 1,
        Invariant::Structure,
        "deal number {} but {} deals begun",
        deal.number,
        s.deals
    );
    // I12.
    ensure!(
        deal.dealer == s.rules.dealer_of(s.first_dealer, deal.number, n),
        Invariant::I12,
        "deal {} has dealer {}, not the rotation's",
        deal.number,
        deal.dealer
    );
    let dealt = check_cards(s, deal)?;
    // Phase 2's resolution, computed at most once for check_claims and check_pochen.
    let mut resolution = None;
    check_claims(s, deal, &dealt, &mut resolution)?;
    let betting = check_pochen(s, deal, &dealt, &mut resolution)?;
    check_discard(s, deal)?;

    // I1 and I2 (u32 is never negative).
    let contributions: u64 = if betting {
        deal.pochen
            .as_ref()
            .map_or(0, |p| p.contributions.iter().map(|&c| u64::from(c)).sum())
    } else {
        0
    };
    let total =
        s.stacks.iter().map(|&x| u64::from(x)).sum::<u64>() + s.board.total() + contributions;
    ensure!(
        total == s.total_chips,
        Invariant::I1,
        "stacks, board and contributions hold {total} chips, not {}",
        s.total_chips
    );

    check_match_end(s, deal)
}

/// I3: every card in exactly one zone; hand sizes as dealt; the seeded deal recomputed.
/// Returns the hands as dealt.
fn check_cards(s: &GameState, deal: &DealState) -> Result<Hands, InvariantViolation> {
    let n = s.players.len();
    let kind = s.rules.deck;
    ensure!(
        deal.hands.len() == n && deal.revealed.len() == n,
        Invariant::Structure,
        "hands or revealed cards for the wrong number of seats"
    );
    let dealt = dealt_hands(deal);
    let played = deal.discard.as_ref().map_or(CardSet::EMPTY, |d| d.played());
    let plays = deal.discard.as_ref().map_or(0, |d| d.plays.len());
    ensure!(
        played.len() as usize == plays,
        Invariant::I3,
        "a card is played twice"
    );
    let mut seen = CardSet::EMPTY;
    let mut zone = |set: CardSet, name: &dyn fmt::Display| -> Result<(), InvariantViolation> {
        ensure!(
            set.is_disjoint(seen),
            Invariant::I3,
            "a card of {name} is in another zone too"
        );
        seen = seen.union(set);
        Ok(())
    };
    for (i, h) in deal.hands.iter().enumerate() {
        zone(*h, &format_args!("seat {i}'s hand"))?;
    }
    zone(played, &"the played pile")?;
    zone(deal.dead, &"the dead leftovers")?;
    zone(deal.talon, &"the talon")?;
    // ED-4, ED-34: the seat that holds the upcard, if any, follows from the rules.
    let size = kind.size() as usize;
    let forehand = s.rules.forehand(deal.dealer, n);
    let direction = s.rules.direction_of_play;
    let holder = deal::upcard_seat(
        s.rules.deal_method,
        s.rules.upcard_honour,
        direction,
        size,
        n,
        forehand,
    );
    ensure!(
        deal.upcard_holder == holder.map(|(seat, _)| seat),
        Invariant::I3,
        "the upcard's holder does not fit the deal method and upcard_honour"
    );
    match deal.upcard_holder {
        None => zone(CardSet::from_iter([deal.upcard]), &"the upcard")?,
        Some(holder) => ensure!(
            dealt[holder].contains(deal.upcard),
            Invariant::I3,
            "the upcard is not its holder's card"
        ),
    }
    ensure!(
        seen == kind.cards(),
        Invariant::I3,
        "the zones do not hold exactly the {} deck",
        kind.name()
    );

    // The shape of the deal (RULES 5.2-5.4, ED-3; 11.7.1).
    let dealt_count = deal::dealt_count(s.rules.deal_method, size, n);
    for (seat, h) in Seat::all(dealt.len()).zip(dealt.iter()) {
        // Card i goes to the seat i places after forehand in the direction of play: the seat
        // `position` places after forehand gets cards position, position + n, ... below
        // dealt_count; under `next_player` its holder also has the upcard.
        let position = direction.places(forehand, seat, n);
        let expected = dealt_count / n
            + usize::from(position < dealt_count % n)
            + usize::from(holder == Some((seat, true)));
        ensure!(
            h.len() as usize == expected,
            Invariant::I3,
            "seat {seat} was dealt {} cards, not {expected}",
            h.len()
        );
        ensure!(
            deal.revealed[seat].minus(*h).is_empty(),
            Invariant::Structure,
            "seat {seat} revealed cards it was not dealt"
        );
    }
    let leftovers = size - dealt_count;
    let (dead, talon) = match s.rules.deal_method {
        DealMethod::AllButOne => (0, 0),
        DealMethod::AllEvenly => (leftovers.saturating_sub(1), 0),
        DealMethod::FiveTalon => (0, leftovers - 1),
    };
    ensure!(
        deal.dead.len() as usize == dead && deal.talon.len() as usize == talon,
        Invariant::I3,
        "wrong number of dead or talon cards"
    );
    for f in Field::ALL {
        let present = s.rules.fields().contains(f);
        ensure!(
            present == (deal.ante[f] >= 1),
            Invariant::Structure,
            "the ante of field {f} does not fit the board"
        );
    }

    // ED-2: a seeded deal must be the seed's deal.
    match (&s.seed, &deal.deal_seed, &deal.commitment) {
        (None, None, None) => {}
        (Some(seed), Some(deal_seed), Some(commitment)) => {
            ensure!(
                *deal_seed == random::deal_seed(seed, deal.number),
                Invariant::I13,
                "the deal seed is not the match seed's"
            );
            ensure!(
                *commitment == deal_seed.commitment(),
                Invariant::I13,
                "the commitment is not the deal seed's"
            );
            let deck = random::shuffle(kind, deal_seed);
            let (hands, rest) = deal::deal_sets(
                s.rules.deal_method,
                s.rules.upcard_honour,
                direction,
                &deck,
                n,
                forehand,
            );
            for (seat, &h) in hands.iter().enumerate() {
                ensure!(
                    h == dealt[seat],
                    Invariant::I13,
                    "seat {seat}'s cards are not the seed's deal"
                );
            }
            ensure!(
                rest.upcard == deal.upcard && rest.dead == deal.dead && rest.talon == deal.talon,
                Invariant::I13,
                "the upcard, dead cards or talon are not the seed's deal"
            );
        }
        _ => {
            return fail(
                Invariant::Structure,
                "seed, deal seed and commitment must all be present or all absent",
            );
        }
    }
    Ok(dealt)
}

/// Phase 2's resolution from the hands as `dealt`, computed once into `cache`. Its inputs are
/// checked first: data for every seat, and stakes that fit the chips in play (so that the
/// resolution's sums cannot overflow).
fn resolution<'c>(
    s: &GameState,
    deal: &DealState,
    dealt: &[CardSet],
    p: &PochenState,
    cache: &'c mut Option<Resolution>,
) -> Result<&'c Resolution, InvariantViolation> {
    let n = s.players.len();
    ensure!(
        p.statuses.len() == n && p.contributions.len() == n,
        Invariant::Structure,
        "phase 2 has data for the wrong number of seats"
    );
    let staked =
        u64::from(p.poch_before) + p.contributions.iter().map(|&c| u64::from(c)).sum::<u64>();
    ensure!(
        staked <= s.total_chips,
        Invariant::I1,
        "phase 2 stakes {staked} chips, more than the {} in play",
        s.total_chips
    );
    Ok(cache.get_or_insert_with(|| {
        let forehand = s.rules.forehand(deal.dealer, s.players.len());
        resolve(
            &s.rules,
            dealt,
            deal.upcard.suit(),
            p,
            p.poch_before,
            forehand,
        )
    }))
}

/// I5: every field a dealt hand claims is empty and awarded.
fn check_claims(
    s: &GameState,
    deal: &DealState,
    dealt: &[CardSet],
    cache: &mut Option<Resolution>,
) -> Result<(), InvariantViolation> {
    let fields = s.rules.fields();
    let mut expected = FieldSet::EMPTY;
    // RULES 7.6, ED-13: exactly the claiming cards (here) and the shown groups (below) are
    // revealed.
    let mut revealed = Hands::empty(s.players.len());
    for claim in phase_one_claims(&s.rules, deal, dealt) {
        expected.insert(claim.field);
        ensure!(
            s.board[claim.field] == 0,
            Invariant::I5,
            "field {} should have gone to seat {}",
            claim.field,
            claim.seat
        );
        for &card in claim.cards.as_slice() {
            if dealt[claim.seat].contains(card) {
                revealed[claim.seat].insert(card);
            }
        }
    }
    if let Some(p) = &deal.pochen
        && matches!(
            p.outcome,
            Some(PochenOutcome::Uncontested | PochenOutcome::Showdown)
        )
    {
        expected.insert(Field::POCH);
    }
    if deal.settlement.is_some() && fields.contains(Field::MID) {
        expected.insert(Field::MID);
    }
    ensure!(
        deal.awarded == expected,
        Invariant::I5,
        "the awarded fields {:?} should be {:?}",
        deal.awarded,
        expected
    );
    if deal.settlement.is_some() {
        let carried: FieldSet = fields
            .iter()
            .filter(|&f| !deal.awarded.contains(f))
            .collect();
        ensure!(
            s.carried == carried,
            Invariant::Structure,
            "the carried fields {:?} should be {:?} (ED-26)",
            s.carried,
            carried
        );
    }

    if let Some(p) = &deal.pochen
        && p.outcome.is_some()
    {
        for seat in resolution(s, deal, dealt, p, cache)?.shown.iter() {
            revealed[seat] = revealed[seat].union(shown_cards(&s.rules, dealt[seat]));
        }
    }
    ensure!(
        *deal.revealed == *revealed,
        Invariant::Structure,
        "the revealed cards {:?} should be {:?}",
        deal.revealed,
        &*revealed
    );
    Ok(())
}

/// I6, I8 for phase 2. Returns whether betting is under way.
fn check_pochen(
    s: &GameState,
    deal: &DealState,
    dealt: &[CardSet],
    cache: &mut Option<Resolution>,
) -> Result<bool, InvariantViolation> {
    let n = s.players.len();
    let Some(p) = &deal.pochen else {
        ensure!(
            !s.rules.pochen.is_on(),
            Invariant::Structure,
            "phase 2 is missing"
        );
        return Ok(false);
    };
    ensure!(
        s.rules.pochen.is_on(),
        Invariant::Structure,
        "phase 2 under pochen=off"
    );
    ensure!(
        p.statuses.len() == n && p.contributions.len() == n,
        Invariant::Structure,
        "phase 2 has data for the wrong number of seats"
    );
    ensure!(
        p.last_actor.is_none_or(|a| a.at_table(n)),
        Invariant::Structure,
        "last_actor is not a seat"
    );
    ensure!(
        p.pending.iter().all(|x| x.at_table(n)),
        Invariant::Structure,
        "a pending seat is not a seat"
    );
    ensure!(
        p.winner.is_none_or(|w| w.at_table(n)),
        Invariant::Structure,
        "the Pochen winner is not a seat"
    );
    let h = p.high_stake;
    ensure!(
        p.contributions.iter().copied().max().unwrap_or(0) == h,
        Invariant::I6,
        "the high stake {h} is not the highest contribution"
    );
    let betting = p.outcome.is_none();
    for seat in Seat::all(n) {
        let c = p.contributions[seat];
        match p.statuses[seat] {
            Status::Out => ensure!(
                c == 0 && !p.pending.contains(seat),
                Invariant::I6,
                "seat {seat} is out but bet or must act"
            ),
            Status::Folded => ensure!(
                c < h && !p.pending.contains(seat),
                Invariant::I6,
                "seat {seat} folded without a bet to face"
            ),
            Status::AllIn => ensure!(
                c > 0 && !p.pending.contains(seat) && (!betting || s.stacks[seat] == 0),
                Invariant::I6,
                "seat {seat} is all-in with chips left"
            ),
            Status::In => {
                if betting {
                    ensure!(
                        s.stacks[seat] > 0,
                        Invariant::I6,
                        "seat {seat} is in with no chips"
                    );
                    ensure!(
                        p.pending.contains(seat) || c == h,
                        Invariant::I6,
                        "seat {seat} has not matched the high stake and need not act"
                    );
                } else {
                    ensure!(
                        c == h,
                        Invariant::I6,
                        "betting ended with seat {seat} in below the high stake"
                    );
                }
            }
        }
    }
    if betting {
        // I8.
        ensure!(
            !p.pending.is_empty(),
            Invariant::I8,
            "betting is under way but nobody may act"
        );
        ensure!(
            deal.discard.is_none(),
            Invariant::Structure,
            "phase 3 began during phase 2"
        );
    } else {
        ensure!(
            p.pending.is_empty(),
            Invariant::I6,
            "betting is over but seats must act"
        );
        let live = Seat::all(n)
            .filter(|&x| matches!(p.statuses[x], Status::In | Status::AllIn))
            .count();
        let outcome = if h == 0 {
            PochenOutcome::AllPassed
        } else if live == 1 {
            PochenOutcome::Uncontested
        } else {
            PochenOutcome::Showdown
        };
        ensure!(
            p.outcome == Some(outcome),
            Invariant::I6,
            "phase 2 ended as {:?}, not {outcome:?}",
            p.outcome
        );
        ensure!(
            p.winner.is_some() == (outcome != PochenOutcome::AllPassed),
            Invariant::I6,
            "the Pochen winner does not fit the outcome"
        );
        let r = resolution(s, deal, dealt, p, cache)?;
        ensure!(
            p.winner == r.winner,
            Invariant::I6,
            "the Pochen winner is seat {:?}, not {:?} (ED-18)",
            r.winner,
            p.winner
        );
        if outcome == PochenOutcome::Uncontested {
            ensure!(
                s.board[Field::POCH] == 0 || deal.settlement.is_some(),
                Invariant::I6,
                "POCH was won but holds chips"
            );
        }
        ensure!(
            deal.discard.is_some(),
            Invariant::Structure,
            "phase 2 is over but phase 3 has not begun"
        );
    }
    Ok(betting)
}

/// I4, I8, I9, I10 for phase 3.
fn check_discard(s: &GameState, deal: &DealState) -> Result<(), InvariantViolation> {
    let n = s.players.len();
    let Some(d) = &deal.discard else {
        ensure!(
            deal.settlement.is_none(),
            Invariant::Structure,
            "a settlement without phase 3"
        );
        return Ok(());
    };
    ensure!(
        d.leader.at_table(n),
        Invariant::Structure,
        "the leader is not a seat"
    );
    match s.rules.discard_direction {
        DiscardDirection::Ascending => ensure!(
            d.direction == Some(Direction::Up),
            Invariant::Structure,
            "the direction must be up"
        ),
        DiscardDirection::LeaderChoice => ensure!(
            d.direction.is_some() != d.plays.is_empty(),
            Invariant::Structure,
            "the direction is chosen with the first lead"
        ),
    }
    if d.plays.is_empty() {
        // RULES 9.1, ED-18, ED-19: the first leader.
        let forehand = s.rules.forehand(deal.dealer, n);
        let designated = deal
            .pochen
            .as_ref()
            .and_then(|p| p.winner)
            .unwrap_or(forehand);
        ensure!(
            d.leader == designated,
            Invariant::I8,
            "the first leader is seat {designated}, not {}",
            d.leader
        );
    }
    let up = d.direction != Some(Direction::Down);
    // I4: chains.
    ensure!(
        d.chain_starts.first().is_none_or(|&x| x == 0)
            && d.chain_starts.is_empty() == d.plays.is_empty(),
        Invariant::I4,
        "the first chain must start the plays"
    );
    ensure!(
        d.chain_starts.windows(2).all(|w| w[0] < w[1])
            && d.chain_starts
                .last()
                .is_none_or(|&x| (x as usize) < d.plays.len()),
        Invariant::I4,
        "chains must start in order"
    );
    for (i, w) in d.plays.windows(2).enumerate() {
        if d.chain_starts.contains(&(i as u32 + 1)) {
            continue;
        }
        ensure!(
            w[0].card.neighbour(up) == Some(w[1].card),
            Invariant::I4,
            "{} does not follow {}",
            w[1].card,
            w[0].card
        );
    }
    ensure!(
        d.plays.iter().all(|p| p.seat.at_table(n)),
        Invariant::Structure,
        "a play by a seat that does not exist"
    );
    let empty: SeatSet = Seat::all(n).filter(|&x| deal.hands[x].is_empty()).collect();
    match d.winner {
        None => {
            ensure!(
                empty.is_empty(),
                Invariant::I9,
                "a hand is empty but nobody has won"
            );
            // I8.
            ensure!(
                !deal.hands[d.leader].is_empty(),
                Invariant::I8,
                "the leader holds no card"
            );
            if let Some(last) = d.plays.last() {
                ensure!(
                    d.leader == last.seat,
                    Invariant::I8,
                    "the leader must be the player of the last card"
                );
            }
            ensure!(
                deal.settlement.is_none(),
                Invariant::Structure,
                "a settlement without a winner"
            );
        }
        Some(w) => {
            ensure!(
                empty.len() == 1 && empty.contains(w),
                Invariant::I9,
                "the winner must be the only seat with an empty hand"
            );
            ensure!(
                d.plays.last().is_some_and(|p| p.seat == w),
                Invariant::I9,
                "the winner must have played the last card"
            );
            let Some(st) = &deal.settlement else {
                return fail(Invariant::Structure, "the deal is won but not settled");
            };
            ensure!(
                st.winner == w,
                Invariant::I10,
                "the settlement's winner is not the deal's"
            );
            ensure!(
                st.owed.len() == n && st.owed.iter().zip(&deal.hands).all(|(&o, h)| o == h.len()),
                Invariant::I10,
                "the settlement's cards owed do not match the hands"
            );
            ensure!(
                st.payments.len() == n && st.forgiven.len() == n,
                Invariant::Structure,
                "settlement for the wrong number of seats"
            );
            ensure!(
                Seat::all(n).all(|x| {
                    u64::from(st.payments[x]) + u64::from(st.forgiven[x]) == u64::from(st.owed[x])
                }),
                Invariant::I10,
                "payments plus forgiven must be the cards owed"
            );
            ensure!(
                u64::from(st.winner_receives)
                    == u64::from(st.mid) + st.payments.iter().map(|&x| u64::from(x)).sum::<u64>(),
                Invariant::I10,
                "the winner must receive MID plus the payments"
            );
            if s.rules.fields().contains(Field::MID) {
                ensure!(
                    s.board[Field::MID] == 0,
                    Invariant::I9,
                    "MID holds chips between deals"
                );
            } else {
                ensure!(
                    st.mid == 0,
                    Invariant::I10,
                    "no MID field, yet MID was paid"
                );
            }
        }
    }
    Ok(())
}

/// RULES 10.2: a match ends exactly when its end conditions hold; I14: what the end does to
/// the board (RULES 11.7.3).
fn check_match_end(s: &GameState, deal: &DealState) -> Result<(), InvariantViolation> {
    let n = s.players.len();
    let over = deal.settlement.is_some();
    // The stacks and board the match-end test saw: before the share, if there was one (ED-40).
    let mut stacks = s.stacks.clone();
    let mut board = s.board;
    if let Some(end) = &s.match_end {
        match (s.rules.board_at_end, &end.board_share) {
            (BoardAtEnd::Kept, None) => {}
            (BoardAtEnd::Kept, Some(_)) => {
                return fail(Invariant::I14, "board_at_end=kept shares nothing");
            }
            (BoardAtEnd::Shared, None) => {
                return fail(
                    Invariant::I14,
                    "board_at_end=shared: the board was not shared",
                );
            }
            (BoardAtEnd::Shared, Some(share)) => {
                ensure!(
                    *share == BoardShare::of(&end.board_left, n),
                    Invariant::I14,
                    "the share is not floor(T/n) of the board left, taken in field order"
                );
                ensure!(
                    s.board == share.board_after,
                    Invariant::I14,
                    "the board is not the one the share left"
                );
                ensure!(
                    s.stacks.iter().all(|&x| x >= share.per_player),
                    Invariant::I14,
                    "a stack holds less than its share"
                );
                for x in &mut stacks {
                    *x -= share.per_player;
                }
                board = end.board_left;
            }
        }
    }
    let (next_ante, _) = ante_for(&s.rules, &board, s.carried, n);
    let mut reasons = Vec::new();
    if over {
        if s.rules.max_deals.0.is_some_and(|m| s.deals >= m.get()) {
            reasons.push(MatchEndReason::MaxDeals);
        }
        if stacks.iter().any(|&x| x < next_ante) {
            reasons.push(MatchEndReason::AnteShortfall);
        }
    }
    match &s.match_end {
        None => ensure!(
            reasons.is_empty(),
            Invariant::I11,
            "the match should have ended: {reasons:?}"
        ),
        Some(end) => {
            ensure!(
                !reasons.is_empty() && end.reasons == reasons,
                Invariant::I11,
                "the match ended for {:?}, not {reasons:?}",
                end.reasons
            );
            ensure!(
                end.next_ante == next_ante
                    && end.deals_played == s.deals
                    && end.board_left == board,
                Invariant::Structure,
                "the match end does not fit the state"
            );
            // ED-40: the places of the stacks before any share, listing the stacks after it.
            let mut expected = standings(&stacks, next_ante);
            let added = end.board_share.map_or(0, |share| share.per_player);
            for standing in &mut expected {
                standing.stack += added;
            }
            ensure!(
                end.standings == expected,
                Invariant::Structure,
                "the standings do not fit the stacks"
            );
            ensure!(
                end.server_seed == s.fairness.as_ref().map(|f| f.server_seed),
                Invariant::Structure,
                "the match end must reveal the server seed of a provably fair match, and only it"
            );
        }
    }
    Ok(())
}
