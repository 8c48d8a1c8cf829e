//! Events and the Pochen's layers.

use super::state::statuses_in;
use super::*;

impl ToProto for Layer {
    type Proto = v1::Layer;

    fn to_proto(&self) -> v1::Layer {
        let Layer {
            level,
            amount,
            eligible,
            winners,
            share,
            remainder,
        } = self;
        v1::Layer {
            level: *level,
            amount: *amount,
            eligible: eligible.to_proto(),
            winners: winners.to_proto(),
            share: *share,
            remainder: *remainder,
        }
    }
}

impl FromProto<v1::Layer> for Layer {
    fn from_proto(proto: v1::Layer) -> Result<Layer, ConvertError> {
        let v1::Layer {
            level,
            amount,
            eligible,
            winners,
            share,
            remainder,
        } = proto;
        Ok(Layer {
            level,
            amount,
            eligible: SeatSet::from_proto(eligible).map_err(|e| e.under("eligible"))?,
            winners: SeatSet::from_proto(winners).map_err(|e| e.under("winners"))?,
            share,
            remainder,
        })
    }
}

/// `private_to` is the seat of a private event, unset for a public one.
impl ToProto for Event {
    type Proto = v1::Event;

    fn to_proto(&self) -> v1::Event {
        let Event { visibility, kind } = self;
        v1::Event {
            private_to: match visibility {
                Visibility::Public => None,
                Visibility::Private(seat) => Some(seat_out(*seat)),
            },
            kind: Some(kind.to_proto()),
            // The sentence is the service's, added when a request names a locale.
            text: None,
        }
    }
}

impl ToProto for EventKind {
    type Proto = v1::event::Kind;

    fn to_proto(&self) -> v1::event::Kind {
        use v1::event::Kind as K;
        match self {
            EventKind::DealStarted {
                deal,
                dealer,
                forehand,
                commitment,
            } => K::DealStarted(v1::DealStarted {
                deal: *deal,
                dealer: seat_out(*dealer),
                forehand: seat_out(*forehand),
                commitment: commitment.to_proto(),
            }),
            EventKind::AntePaid {
                per_player,
                fields,
                stacks,
                board,
            } => K::AntePaid(v1::AntePaid {
                per_player: *per_player,
                fields: Some(fields.to_proto()),
                stacks: stacks.clone(),
                board: Some(board.to_proto()),
            }),
            EventKind::HandDealt { seat, cards } => K::HandDealt(v1::HandDealt {
                seat: seat_out(*seat),
                cards: cards.to_proto(),
            }),
            EventKind::UpcardTurned {
                upcard,
                pay_suit,
                upcard_holder,
                dead,
                talon_size,
                hand_sizes,
            } => K::UpcardTurned(v1::UpcardTurned {
                upcard: upcard.to_proto(),
                pay_suit: pay_suit.to_proto(),
                upcard_holder: upcard_holder.map(seat_out),
                dead: dead.to_proto(),
                talon_size: *talon_size,
                hand_sizes: hand_sizes.clone(),
            }),
            EventKind::FieldClaimed {
                field,
                seat,
                chips,
                cards,
            } => K::FieldClaimed(v1::FieldClaimed {
                field: code(*field),
                seat: seat_out(*seat),
                chips: *chips,
                cards: cards.to_proto(),
            }),
            EventKind::PochenStarted { seats_in, poch } => K::PochenStarted(v1::PochenStarted {
                seats_in: seats_out(seats_in),
                poch: *poch,
            }),
            EventKind::PochenSkipped { seats_in } => K::PochenSkipped(v1::PochenSkipped {
                seats_in: seats_out(seats_in),
            }),
            EventKind::Passed { seat, out } => K::Passed(v1::Passed {
                seat: seat_out(*seat),
                out: *out,
            }),
            EventKind::BetPlaced {
                seat,
                amount,
                put,
                all_in,
            } => K::BetPlaced(v1::BetPlaced {
                seat: seat_out(*seat),
                amount: *amount,
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Called { seat, put, all_in } => K::Called(v1::Called {
                seat: seat_out(*seat),
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Raised {
                seat,
                amount,
                put,
                all_in,
            } => K::Raised(v1::Raised {
                seat: seat_out(*seat),
                amount: *amount,
                put: *put,
                all_in: *all_in,
            }),
            EventKind::Folded { seat } => K::Folded(v1::Folded {
                seat: seat_out(*seat),
            }),
            EventKind::GroupShown { seat, cards } => K::GroupShown(v1::GroupShown {
                seat: seat_out(*seat),
                cards: cards.to_proto(),
            }),
            EventKind::PochenEnded {
                outcome,
                high_stake,
                contributions,
                statuses,
                layers,
                payouts,
                winner,
                poch_before,
                poch_after,
                stacks,
            } => K::PochenEnded(v1::PochenEnded {
                outcome: code(*outcome),
                high_stake: *high_stake,
                contributions: contributions.clone(),
                statuses: statuses.iter().copied().map(code).collect(),
                layers: layers.to_proto(),
                payouts: payouts.clone(),
                winner: winner.map(seat_out),
                poch_before: *poch_before,
                poch_after: *poch_after,
                stacks: stacks.clone(),
            }),
            EventKind::DiscardStarted { leader } => K::DiscardStarted(v1::DiscardStarted {
                leader: seat_out(*leader),
            }),
            EventKind::DirectionChosen { direction } => K::DirectionChosen(v1::DirectionChosen {
                direction: code(*direction),
            }),
            EventKind::CardPlayed { seat, card, led } => K::CardPlayed(v1::CardPlayed {
                seat: seat_out(*seat),
                card: card.to_proto(),
                led: *led,
            }),
            EventKind::ChainStopped { stop, next_leader } => K::ChainStopped(v1::ChainStopped {
                stop: code(*stop),
                next_leader: seat_out(*next_leader),
            }),
            EventKind::DealSettled(settlement) => K::DealSettled(settlement.to_proto()),
            EventKind::DealEnded {
                deal,
                deal_seed,
                stacks,
                board,
                awarded,
                carried_next,
            } => K::DealEnded(v1::DealEnded {
                deal: *deal,
                deal_seed: deal_seed.to_proto(),
                stacks: stacks.clone(),
                board: Some(board.to_proto()),
                awarded: awarded.to_proto(),
                carried_next: carried_next.to_proto(),
            }),
            EventKind::MatchEnded(end) => K::MatchEnded(end.to_proto()),
            EventKind::TimedOut { seat, action } => K::TimedOut(v1::TimedOut {
                seat: seat_out(*seat),
                action: Some(action.to_proto()),
            }),
        }
    }
}

/// An empty oneof is refused; paths name the oneof case (`ante_paid.board`).
impl FromProto<v1::Event> for Event {
    fn from_proto(proto: v1::Event) -> Result<Event, ConvertError> {
        // The sentence is told from the event; the event itself is the data.
        let v1::Event {
            private_to,
            kind,
            text: _,
        } = proto;
        let Some(kind) = kind else {
            return Err(ConvertError::new("kind", "no event: the oneof is empty"));
        };
        Ok(Event {
            visibility: match private_to {
                Some(seat) => Visibility::Private(seat_in(seat)),
                None => Visibility::Public,
            },
            kind: event_kind(kind)?,
        })
    }
}

fn event_kind(kind: v1::event::Kind) -> Result<EventKind, ConvertError> {
    use v1::event::Kind as K;
    Ok(match kind {
        K::DealStarted(v1::DealStarted {
            deal,
            dealer,
            forehand,
            commitment,
        }) => EventKind::DealStarted {
            deal,
            dealer: seat_in(dealer),
            forehand: seat_in(forehand),
            commitment: sub(commitment, "deal_started.commitment")?,
        },
        K::AntePaid(v1::AntePaid {
            per_player,
            fields,
            stacks,
            board,
        }) => EventKind::AntePaid {
            per_player,
            fields: sub_required(fields, "ante_paid.fields")?,
            stacks,
            board: sub_required(board, "ante_paid.board")?,
        },
        K::HandDealt(v1::HandDealt { seat, cards }) => EventKind::HandDealt {
            seat: seat_in(seat),
            cards: sub(cards, "hand_dealt.cards")?,
        },
        K::UpcardTurned(v1::UpcardTurned {
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand_sizes,
        }) => EventKind::UpcardTurned {
            upcard: sub(upcard, "upcard_turned.upcard")?,
            pay_suit: sub(pay_suit, "upcard_turned.pay_suit")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "upcard_turned.dead")?,
            talon_size,
            hand_sizes,
        },
        K::FieldClaimed(v1::FieldClaimed {
            field,
            seat,
            chips,
            cards,
        }) => EventKind::FieldClaimed {
            field: required_enum(field, "field_claimed.field")?,
            seat: seat_in(seat),
            chips,
            cards: sub(cards, "field_claimed.cards")?,
        },
        K::PochenStarted(v1::PochenStarted {
            seats_in: seats,
            poch,
        }) => EventKind::PochenStarted {
            seats_in: seats_in(seats),
            poch,
        },
        K::PochenSkipped(v1::PochenSkipped { seats_in: seats }) => EventKind::PochenSkipped {
            seats_in: seats_in(seats),
        },
        K::Passed(v1::Passed { seat, out }) => EventKind::Passed {
            seat: seat_in(seat),
            out,
        },
        K::BetPlaced(v1::BetPlaced {
            seat,
            amount,
            put,
            all_in,
        }) => EventKind::BetPlaced {
            seat: seat_in(seat),
            amount,
            put,
            all_in,
        },
        K::Called(v1::Called { seat, put, all_in }) => EventKind::Called {
            seat: seat_in(seat),
            put,
            all_in,
        },
        K::Raised(v1::Raised {
            seat,
            amount,
            put,
            all_in,
        }) => EventKind::Raised {
            seat: seat_in(seat),
            amount,
            put,
            all_in,
        },
        K::Folded(v1::Folded { seat }) => EventKind::Folded {
            seat: seat_in(seat),
        },
        K::GroupShown(v1::GroupShown { seat, cards }) => EventKind::GroupShown {
            seat: seat_in(seat),
            cards: sub(cards, "group_shown.cards")?,
        },
        K::PochenEnded(v1::PochenEnded {
            outcome,
            high_stake,
            contributions,
            statuses,
            layers,
            payouts,
            winner,
            poch_before,
            poch_after,
            stacks,
        }) => EventKind::PochenEnded {
            outcome: required_enum(outcome, "pochen_ended.outcome")?,
            high_stake,
            contributions,
            statuses: statuses_in(statuses, "pochen_ended.statuses")?,
            layers: sub(layers, "pochen_ended.layers")?,
            payouts,
            winner: winner.map(seat_in),
            poch_before,
            poch_after,
            stacks,
        },
        K::DiscardStarted(v1::DiscardStarted { leader }) => EventKind::DiscardStarted {
            leader: seat_in(leader),
        },
        K::DirectionChosen(v1::DirectionChosen { direction }) => EventKind::DirectionChosen {
            direction: required_enum(direction, "direction_chosen.direction")?,
        },
        K::CardPlayed(v1::CardPlayed { seat, card, led }) => EventKind::CardPlayed {
            seat: seat_in(seat),
            card: sub(card, "card_played.card")?,
            led,
        },
        K::ChainStopped(v1::ChainStopped { stop, next_leader }) => EventKind::ChainStopped {
            stop: required_enum(stop, "chain_stopped.stop")?,
            next_leader: seat_in(next_leader),
        },
        K::DealSettled(settlement) => EventKind::DealSettled(sub(settlement, "deal_settled")?),
        K::DealEnded(v1::DealEnded {
            deal,
            deal_seed,
            stacks,
            board,
            awarded,
            carried_next,
        }) => EventKind::DealEnded {
            deal,
            deal_seed: sub(deal_seed, "deal_ended.deal_seed")?,
            stacks,
            board: sub_required(board, "deal_ended.board")?,
            awarded: sub(awarded, "deal_ended.awarded")?,
            carried_next: sub(carried_next, "deal_ended.carried_next")?,
        },
        K::MatchEnded(end) => EventKind::MatchEnded(sub(end, "match_ended")?),
        K::TimedOut(v1::TimedOut { seat, action }) => EventKind::TimedOut {
            seat: seat_in(seat),
            action: sub_required(action, "timed_out.action")?,
        },
    })
}
