//! Actions and what a match starts from: deck orders, actions, seated bots, start positions.

use super::*;

/// The cut is 0 when the deck is not cut.
impl ToProto for DeckOrder {
    type Proto = v1::DeckOrder;

    fn to_proto(&self) -> v1::DeckOrder {
        let DeckOrder { cards, cut } = self;
        v1::DeckOrder {
            cards: cards.to_proto(),
            cut: cut.unwrap_or(0),
        }
    }
}

/// A cut of 0 is no cut. The cards are parsed here; whether they are the deck is the engine's
/// question.
impl FromProto<v1::DeckOrder> for DeckOrder {
    fn from_proto(proto: v1::DeckOrder) -> Result<DeckOrder, ConvertError> {
        let v1::DeckOrder { cards, cut } = proto;
        Ok(DeckOrder {
            cards: sub(cards, "cards")?,
            cut: (cut != 0).then_some(cut),
        })
    }
}

impl ToProto for Action {
    type Proto = v1::Action;

    fn to_proto(&self) -> v1::Action {
        use v1::action as a;
        let kind = match self {
            Action::Pass => a::Kind::PassTurn(a::PassTurn {}),
            Action::Bet { amount } => a::Kind::Bet(a::Bet { amount: *amount }),
            Action::Call => a::Kind::Call(a::Call {}),
            Action::Raise { amount } => a::Kind::RaiseBet(a::RaiseBet { amount: *amount }),
            Action::Fold => a::Kind::Fold(a::Fold {}),
            Action::Lead { card, direction } => a::Kind::Lead(a::Lead {
                card: card.to_proto(),
                direction: direction
                    .map_or(v1::Direction::Unspecified, |d| d.to_proto())
                    .into(),
            }),
            Action::Deal { deck } => a::Kind::Deal(a::Deal {
                deck: deck.as_ref().map(ToProto::to_proto),
            }),
            Action::Timeout => a::Kind::Timeout(a::Timeout {}),
        };
        v1::Action { kind: Some(kind) }
    }
}

/// An empty oneof is refused; a lead's card must parse; a lead's `UNSPECIFIED` direction is no
/// direction; a deal's deck is optional.
impl FromProto<v1::Action> for Action {
    fn from_proto(proto: v1::Action) -> Result<Action, ConvertError> {
        use v1::action as a;
        let v1::Action { kind } = proto;
        let Some(kind) = kind else {
            return Err(ConvertError::new("kind", "no action: the oneof is empty"));
        };
        Ok(match kind {
            a::Kind::PassTurn(a::PassTurn {}) => Action::Pass,
            a::Kind::Bet(a::Bet { amount }) => Action::Bet { amount },
            a::Kind::Call(a::Call {}) => Action::Call,
            a::Kind::RaiseBet(a::RaiseBet { amount }) => Action::Raise { amount },
            a::Kind::Fold(a::Fold {}) => Action::Fold,
            a::Kind::Lead(a::Lead { card, direction }) => Action::Lead {
                card: sub(card, "lead.card")?,
                direction: optional_enum(direction, "lead.direction")?,
            },
            a::Kind::Deal(a::Deal { deck }) => Action::Deal {
                deck: sub_optional(deck, "deal.deck")?,
            },
            a::Kind::Timeout(a::Timeout {}) => Action::Timeout,
        })
    }
}

impl ToProto for BotSeat {
    type Proto = v1::BotSeat;

    fn to_proto(&self) -> v1::BotSeat {
        let BotSeat { seat, kind } = self;
        v1::BotSeat {
            seat: seat_out(*seat),
            kind: code(*kind),
        }
    }
}

/// The kind is required; whether the seat is the table's is the engine's question.
impl FromProto<v1::BotSeat> for BotSeat {
    fn from_proto(proto: v1::BotSeat) -> Result<BotSeat, ConvertError> {
        let v1::BotSeat { seat, kind } = proto;
        Ok(BotSeat {
            seat: seat_in(seat),
            kind: required_enum(kind, "kind")?,
        })
    }
}

impl ToProto for StartPosition {
    type Proto = v1::StartPosition;

    fn to_proto(&self) -> v1::StartPosition {
        let StartPosition {
            stacks,
            board,
            carried,
        } = self;
        v1::StartPosition {
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
        }
    }
}

/// The board is required.
impl FromProto<v1::StartPosition> for StartPosition {
    fn from_proto(proto: v1::StartPosition) -> Result<StartPosition, ConvertError> {
        let v1::StartPosition {
            stacks,
            board,
            carried,
        } = proto;
        Ok(StartPosition {
            stacks,
            board: sub_required(board, "board")?,
            carried: sub(carried, "carried")?,
        })
    }
}
