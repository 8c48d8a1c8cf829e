//! Phase 3: the discard race, the settlement and the end of a deal (RULES §9, §10).

use crate::action::Direction;
use crate::card::{Card, CardSet};
use crate::error::Rejection;
use crate::event::{
    BoardShare, Event, EventKind, MatchEnd, MatchEndReason, Settlement, Standing, StopReason,
    push_event,
};
use crate::field::Field;
use crate::rules::{BoardAtEnd, DiscardDirection};
use crate::seats::Seat;
use crate::state::{DiscardState, GameState, Play};

/// A seat's leads in phase 3, as [`GameState::lead_options`] reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LeadOptions {
    /// The cards it may lead: its hand.
    pub(crate) cards: CardSet,
    /// The lead chooses the direction (the first lead under `discard_direction=leader_choice`).
    pub(crate) choose_direction: bool,
}

impl LeadOptions {
    /// The directions a lead chooses from: both, or none where the direction is set.
    pub(crate) fn directions(self) -> Vec<Direction> {
        if self.choose_direction {
            vec![Direction::Up, Direction::Down]
        } else {
            Vec::new()
        }
    }

    /// Why leading `card` with `direction` is refused, in the order the rules are checked;
    /// `None` for a lead these options allow.
    pub(crate) fn refusal(self, card: Card, direction: Option<Direction>) -> Option<Rejection> {
        if !self.cards.contains(card) {
            return Some(Rejection::CardNotInHand { card });
        }
        match (self.choose_direction, direction) {
            (true, None) => Some(Rejection::DirectionRequired),
            (false, Some(_)) => Some(Rejection::DirectionNotAllowed),
            (true, Some(_)) | (false, None) => None,
        }
    }
}

impl GameState {
    /// RULES 9.1, ED-19: phase 3 begins with `leader` (or the next seat with cards).
    pub(crate) fn start_discard(&mut self, leader: Seat, events: &mut Vec<Event>) {
        let n = self.players();
        let hands = &self.deal_ref().hands;
        // ED-41: the next seat in the direction of play.
        let leader = self
            .rules
            .direction_of_play
            .from(leader, n)
            .find(|&s| !hands[s].is_empty())
            .unwrap_or(leader);
        let direction = match self.rules.discard_direction {
            DiscardDirection::Ascending => Some(Direction::Up),
            DiscardDirection::LeaderChoice => None,
        };
        self.deal_mut().discard = Some(DiscardState {
            direction,
            leader,
            // Allocated by the first lead, so that closing phase 2 allocates less.
            plays: Vec::new(),
            chain_starts: Vec::new(),
            winner: None,
        });
        push_event(events, || {
            Event::public(EventKind::DiscardStarted { leader })
        });
    }

    fn discard_ref(&self) -> &DiscardState {
        self.deal_ref()
            .discard
            .as_ref()
            .unwrap_or_else(|| unreachable!("no phase 3"))
    }

    /// What `seat` may lead now (RULES 9.2, 9.3, 12.4): the one computation that both the
    /// legal leads ([`crate::Game::legal_actions`]) and the refusals
    /// ([`GameState::validate_lead`]) read.
    pub(crate) fn lead_options(&self, seat: Seat) -> LeadOptions {
        LeadOptions {
            cards: self.deal_ref().hands[seat],
            choose_direction: self.discard_ref().direction.is_none(),
        }
    }

    pub(crate) fn validate_lead(
        &self,
        seat: Seat,
        card: Card,
        direction: Option<Direction>,
    ) -> Result<(), Rejection> {
        self.lead_options(seat)
            .refusal(card, direction)
            .map_or(Ok(()), Err)
    }

    /// RULES 9.2–9.7, ED-21: a lead and its whole chain of forced follows.
    pub(crate) fn lead(
        &mut self,
        seat: Seat,
        card: Card,
        direction: Option<Direction>,
        events: &mut Vec<Event>,
    ) {
        let deck = self.rules.deck;
        let n = self.players();
        let deal = self.deal_mut();
        let Some(discard) = deal.discard.as_mut() else {
            unreachable!("validated")
        };
        if let Some(d) = direction {
            discard.direction = Some(d);
            push_event(events, || {
                Event::public(EventKind::DirectionChosen { direction: d })
            });
        }
        let up = discard.direction != Some(Direction::Down);
        if discard.plays.capacity() == 0 {
            // The first lead: room for every card of the deck, so that no later one grows
            // them.
            let cards = deck.size() as usize;
            discard.plays.reserve_exact(cards);
            discard.chain_starts.reserve_exact(cards);
        }
        discard.chain_starts.push(discard.plays.len() as u32);
        let (mut seat, mut card, mut led) = (seat, card, true);
        let stop = loop {
            deal.hands[seat].remove(card);
            discard.plays.push(Play { seat, card });
            push_event(events, || {
                Event::public(EventKind::CardPlayed { seat, card, led })
            });
            led = false;
            // RULES 9.7, ED-22: an empty hand wins at once, on a lead or a forced card.
            if deal.hands[seat].is_empty() {
                break StopReason::Out;
            }
            // RULES 9.5(a).
            if up && card.rank() == deck.top() {
                break StopReason::Top;
            }
            if !up && card.rank() == deck.bottom() {
                break StopReason::Bottom;
            }
            let Some(next) = card.neighbour(up) else {
                break if up {
                    StopReason::Top
                } else {
                    StopReason::Bottom
                };
            };
            // RULES 9.4: the holder of the successor must play it; the turn jumps to him.
            if let Some(holder) = Seat::all(n).find(|&s| deal.hands[s].contains(next)) {
                seat = holder;
                card = next;
                continue;
            }
            // RULES 9.5(b), (c).
            break if next == deal.upcard && deal.upcard_holder.is_none() {
                StopReason::Upcard
            } else if deal.dead.contains(next) {
                StopReason::Dead
            } else if deal.talon.contains(next) {
                StopReason::Talon
            } else {
                StopReason::Played
            };
        };
        discard.leader = seat;
        push_event(events, || {
            Event::public(EventKind::ChainStopped {
                stop,
                next_leader: seat,
            })
        });
        if stop == StopReason::Out {
            discard.winner = Some(seat);
            let went_out_on_lead = discard
                .chain_starts
                .last()
                .is_some_and(|&start| start as usize == discard.plays.len() - 1);
            self.settle(seat, went_out_on_lead, events);
        }
    }

    /// RULES 9.8, 9.9, ED-23: MID and the per-card payments; then the end of the deal.
    fn settle(&mut self, winner: Seat, went_out_on_lead: bool, events: &mut Vec<Event>) {
        let n = self.players();
        let mid_present = self.rules.fields().contains(Field::MID);
        let mid = std::mem::take(&mut self.board[Field::MID]);
        let owed: Vec<u32> = self.deal_ref().hands.iter().map(|h| h.len()).collect();
        let payments: Vec<u32> = (0..n).map(|s| owed[s].min(self.stacks[s])).collect();
        let forgiven: Vec<u32> = (0..n).map(|s| owed[s] - payments[s]).collect();
        let winner_receives = mid + payments.iter().sum::<u32>();
        for (stack, paid) in self.stacks.iter_mut().zip(&payments) {
            *stack -= paid;
        }
        self.stacks[winner] += winner_receives;
        let settlement = Settlement {
            winner,
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        };
        let deal = self.deal_mut();
        if mid_present {
            deal.awarded.insert(Field::MID);
        }
        deal.settlement = Some(settlement.clone());
        events.push(Event::public(EventKind::DealSettled(settlement)));
        self.end_deal(events);
    }

    /// RULES 10.1, 10.2: the deal's end (its seed revealed) and the match-end test, then the
    /// board's share under `board_at_end=shared` (RULES 11.7.3, 12.3).
    fn end_deal(&mut self, events: &mut Vec<Event>) {
        let fields = self.rules.fields();
        let deal = self.deal_ref();
        let carried_next = fields
            .iter()
            .filter(|&f| !deal.awarded.contains(f))
            .collect();
        let (number, deal_seed, awarded) = (deal.number, deal.deal_seed, deal.awarded);
        self.carried = carried_next;
        events.push(Event::public(EventKind::DealEnded {
            deal: number,
            deal_seed,
            stacks: self.stacks.clone(),
            board: self.board,
            awarded,
            carried_next,
        }));
        let (next_ante, _) = self.next_ante();
        let mut reasons = Vec::new();
        if self
            .rules
            .max_deals
            .0
            .is_some_and(|max| self.deals >= max.get())
        {
            reasons.push(MatchEndReason::MaxDeals);
        }
        if self.stacks.iter().any(|&s| s < next_ante) {
            reasons.push(MatchEndReason::AnteShortfall);
        }
        if reasons.is_empty() {
            return;
        }
        // RULES 10.3, ED-40: who could pay is judged on the stacks before any share.
        let mut standings = standings(&self.stacks, next_ante);
        let board_left = self.board;
        let board_share = match self.rules.board_at_end {
            BoardAtEnd::Kept => None,
            // RULES 11.7.3, ED-39: an equal share for every player, the remainder left where
            // it lies; an equal addition keeps every place.
            BoardAtEnd::Shared => {
                let share = BoardShare::of(&self.board, self.players());
                for stack in &mut self.stacks {
                    *stack += share.per_player;
                }
                for standing in &mut standings {
                    standing.stack += share.per_player;
                }
                self.board = share.board_after;
                Some(share)
            }
        };
        let end = MatchEnd {
            reasons,
            deals_played: self.deals,
            next_ante,
            standings,
            board_left,
            server_seed: self.fairness.as_ref().map(|f| f.server_seed),
            board_share,
        };
        self.match_end = Some(end.clone());
        events.push(Event::public(EventKind::MatchEnded(end)));
    }
}

/// The standings of `stacks` (RULES 10.3, ED-24, §17 C10): seats that could pay `next_ante`
/// rank above those that could not, then by stack; equal seats share a place. The match end
/// uses the next deal's ante; with 0, the stacks alone rank (the standings so far).
///
/// ```
/// let standings = poch_engine::standings(&[20, 5, 20, 30], 9);
/// let places: Vec<(usize, u32)> = standings.iter().map(|s| (s.seat.index(), s.place)).collect();
/// assert_eq!(places, [(3, 1), (0, 2), (2, 2), (1, 4)]);
/// assert!(!standings[3].could_pay);
/// ```
pub fn standings(stacks: &[u32], next_ante: u32) -> Vec<Standing> {
    let mut seats: Vec<(bool, u32, Seat)> = Seat::all(stacks.len())
        .zip(stacks)
        .map(|(seat, &stack)| (stack >= next_ante, stack, seat))
        .collect();
    seats.sort_by(|a, b| (b.0, b.1).cmp(&(a.0, a.1)).then(a.2.cmp(&b.2)));
    let mut out: Vec<Standing> = Vec::with_capacity(seats.len());
    for (i, &(could_pay, stack, seat)) in seats.iter().enumerate() {
        let place = match out.last() {
            Some(prev) if prev.could_pay == could_pay && prev.stack == stack => prev.place,
            _ => i as u32 + 1,
        };
        out.push(Standing {
            seat,
            stack,
            place,
            could_pay,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn competition_ranking() {
        let s = standings(&[20, 5, 20, 30], 9);
        let places: Vec<(usize, u32)> = s.iter().map(|s| (s.seat.index(), s.place)).collect();
        assert_eq!(places, [(3, 1), (0, 2), (2, 2), (1, 4)]);
        assert!(!s[3].could_pay);
    }
}
