//! Legal actions, the action table, groups and views.

use super::*;

impl ToProto for AmountRange {
    type Proto = v1::AmountRange;

    fn to_proto(&self) -> v1::AmountRange {
        let AmountRange { min, max } = *self;
        v1::AmountRange { min, max }
    }
}

impl FromProto<v1::AmountRange> for AmountRange {
    fn from_proto(proto: v1::AmountRange) -> Result<AmountRange, ConvertError> {
        let v1::AmountRange { min, max } = proto;
        Ok(AmountRange { min, max })
    }
}

impl ToProto for LegalActions {
    type Proto = v1::LegalActions;

    fn to_proto(&self) -> v1::LegalActions {
        let LegalActions {
            seat,
            pass,
            bet,
            call,
            raise,
            fold,
            lead,
            directions,
            deal,
            deck_required,
            deck_allowed,
        } = self;
        v1::LegalActions {
            seat: seat_out(*seat),
            pass_turn: *pass,
            bet: bet.as_ref().map(ToProto::to_proto),
            call: *call,
            raise_bet: raise.as_ref().map(ToProto::to_proto),
            fold: *fold,
            lead: lead.to_proto(),
            directions: directions.iter().copied().map(code).collect(),
            deal: *deal,
            deck_required: *deck_required,
            deck_allowed: *deck_allowed,
        }
    }
}

impl FromProto<v1::LegalActions> for LegalActions {
    fn from_proto(proto: v1::LegalActions) -> Result<LegalActions, ConvertError> {
        let v1::LegalActions {
            seat,
            pass_turn: pass,
            bet,
            call,
            raise_bet: raise,
            fold,
            lead,
            directions,
            deal,
            deck_required,
            deck_allowed,
        } = proto;
        Ok(LegalActions {
            seat: seat_in(seat),
            pass,
            bet: sub_optional(bet, "bet")?,
            call,
            raise: sub_optional(raise, "raise_bet")?,
            fold,
            lead: sub(lead, "lead")?,
            directions: directions
                .into_iter()
                .enumerate()
                .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under("directions")))
                .collect::<Result<_, _>>()?,
            deal,
            deck_required,
            deck_allowed,
        })
    }
}

impl ToProto for ActionTableInfo {
    type Proto = v1::ActionTable;

    fn to_proto(&self) -> v1::ActionTable {
        let ActionTableInfo {
            size,
            digest,
            max_chips,
        } = *self;
        v1::ActionTable {
            size,
            digest: digest.to_proto(),
            max_chips,
        }
    }
}

/// The digest is required: 32 bytes.
impl FromProto<v1::ActionTable> for ActionTableInfo {
    fn from_proto(proto: v1::ActionTable) -> Result<ActionTableInfo, ConvertError> {
        let v1::ActionTable {
            size,
            digest,
            max_chips,
        } = proto;
        let digest: Option<Digest> = sub(digest, "digest")?;
        Ok(ActionTableInfo {
            size,
            digest: digest.ok_or_else(|| ConvertError::new("digest", "is required: 32 bytes"))?,
            max_chips,
        })
    }
}

/// The rank as its character.
impl ToProto for Group {
    type Proto = v1::Group;

    fn to_proto(&self) -> v1::Group {
        let Group { size, rank } = *self;
        v1::Group {
            size,
            rank: rank.to_proto(),
        }
    }
}

impl FromProto<v1::Group> for Group {
    fn from_proto(proto: v1::Group) -> Result<Group, ConvertError> {
        let v1::Group { size, rank } = proto;
        Ok(Group {
            size,
            rank: sub(rank, "rank")?,
        })
    }
}

impl ToProto for DealView {
    type Proto = v1::DealView;

    fn to_proto(&self) -> v1::DealView {
        let DealView {
            number,
            dealer,
            forehand,
            commitment,
            deal_seed,
            ante,
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand,
            best_group,
            hand_sizes,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = self;
        v1::DealView {
            number: *number,
            dealer: seat_out(*dealer),
            forehand: seat_out(*forehand),
            commitment: commitment.to_proto(),
            deal_seed: deal_seed.to_proto(),
            ante: Some(ante.to_proto()),
            upcard: upcard.to_proto(),
            pay_suit: pay_suit.to_proto(),
            upcard_holder: upcard_holder.map(seat_out),
            dead: dead.to_proto(),
            talon_size: *talon_size,
            hand: hand.as_ref().map(|cards| v1::Hand {
                cards: cards.to_proto(),
            }),
            best_group: best_group.as_ref().map(ToProto::to_proto),
            hand_sizes: hand_sizes.clone(),
            revealed: revealed
                .iter()
                .map(|cards| v1::Hand {
                    cards: cards.to_proto(),
                })
                .collect(),
            awarded: awarded.to_proto(),
            pochen: pochen.as_ref().map(ToProto::to_proto),
            discard: discard.as_ref().map(ToProto::to_proto),
            settlement: settlement.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::DealView> for DealView {
    fn from_proto(proto: v1::DealView) -> Result<DealView, ConvertError> {
        let v1::DealView {
            number,
            dealer,
            forehand,
            commitment,
            deal_seed,
            ante,
            upcard,
            pay_suit,
            upcard_holder,
            dead,
            talon_size,
            hand,
            best_group,
            hand_sizes,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = proto;
        Ok(DealView {
            number,
            dealer: seat_in(dealer),
            forehand: seat_in(forehand),
            commitment: sub(commitment, "commitment")?,
            deal_seed: sub(deal_seed, "deal_seed")?,
            ante: sub_required(ante, "ante")?,
            upcard: sub(upcard, "upcard")?,
            pay_suit: sub(pay_suit, "pay_suit")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "dead")?,
            talon_size,
            hand: sub_optional(hand, "hand")?,
            best_group: sub_optional(best_group, "best_group")?,
            hand_sizes,
            revealed: sub(revealed, "revealed")?,
            awarded: sub(awarded, "awarded")?,
            pochen: sub_optional(pochen, "pochen")?,
            discard: sub_optional(discard, "discard")?,
            settlement: sub_optional(settlement, "settlement")?,
        })
    }
}

/// `viewer` is unset for a spectator.
impl ToProto for View {
    type Proto = v1::View;

    fn to_proto(&self) -> v1::View {
        let View {
            viewer,
            rules,
            players,
            stacks,
            board,
            fields,
            carried,
            deals,
            version,
            phase,
            to_act,
            legal,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = self;
        v1::View {
            viewer: viewer.to_proto(),
            rules: Some(rules.to_proto()),
            players: players.clone(),
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
            deals: *deals,
            version: *version,
            phase: code(*phase),
            to_act: to_act.map(seat_out),
            legal: legal.as_ref().map(ToProto::to_proto),
            deal: deal.as_ref().map(ToProto::to_proto),
            match_end: match_end.as_ref().map(ToProto::to_proto),
            fairness: fairness.as_ref().map(ToProto::to_proto),
            bots: bots.to_proto(),
            match_id: match_id.to_proto(),
            fields: fields.to_proto(),
        }
    }
}

/// `fields` empty (a service that predates it) reads as the rules' fields.
impl FromProto<v1::View> for View {
    fn from_proto(proto: v1::View) -> Result<View, ConvertError> {
        let v1::View {
            viewer,
            rules,
            players,
            stacks,
            board,
            carried,
            deals,
            version,
            phase,
            to_act,
            legal,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
            fields,
        } = proto;
        let rules: Rules = sub_required(rules, "rules")?;
        let fields: FieldSet = sub(fields, "fields")?;
        Ok(View {
            viewer: sub(viewer, "viewer")?,
            rules,
            players,
            stacks,
            board: sub_required(board, "board")?,
            fields: if fields.is_empty() {
                rules.fields()
            } else {
                fields
            },
            carried: sub(carried, "carried")?,
            deals,
            version,
            phase: sub(phase, "phase")?,
            to_act: to_act.map(seat_in),
            legal: sub_optional(legal, "legal")?,
            deal: sub_optional(deal, "deal")?,
            match_end: sub_optional(match_end, "match_end")?,
            fairness: sub_optional(fairness, "fairness")?,
            bots: sub(bots, "bots")?,
            match_id: sub(match_id, "match_id")?,
        })
    }
}

impl ToProto for SeatPart {
    type Proto = v1::SeatPart;

    fn to_proto(&self) -> v1::SeatPart {
        let SeatPart {
            seat,
            hand,
            best_group,
            legal,
        } = self;
        v1::SeatPart {
            seat: seat_out(*seat),
            hand: hand.to_proto(),
            best_group: best_group.as_ref().map(ToProto::to_proto),
            legal: legal.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::SeatPart> for SeatPart {
    fn from_proto(proto: v1::SeatPart) -> Result<SeatPart, ConvertError> {
        let v1::SeatPart {
            seat,
            hand,
            best_group,
            legal,
        } = proto;
        Ok(SeatPart {
            seat: seat_in(seat),
            hand: sub(hand, "hand")?,
            best_group: sub_optional(best_group, "best_group")?,
            legal: sub_optional(legal, "legal")?,
        })
    }
}

impl ToProto for SeatViews {
    type Proto = v1::SeatViews;

    fn to_proto(&self) -> v1::SeatViews {
        let SeatViews { public_view, seats } = self;
        v1::SeatViews {
            public_view: Some(public_view.to_proto()),
            seats: seats.iter().map(ToProto::to_proto).collect(),
        }
    }
}

/// `public_view` is required.
impl FromProto<v1::SeatViews> for SeatViews {
    fn from_proto(proto: v1::SeatViews) -> Result<SeatViews, ConvertError> {
        let v1::SeatViews { public_view, seats } = proto;
        Ok(SeatViews {
            public_view: sub_required(public_view, "public_view")?,
            seats: sub(seats, "seats")?,
        })
    }
}
