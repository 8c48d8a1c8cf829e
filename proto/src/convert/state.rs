//! The game state: the Pochen, the discard, settlements, standings, the match's end, the deal, fairness.

use super::basics::hand;
use super::*;

/// `UNSPECIFIED` outcome while phase 2 runs.
impl ToProto for PochenState {
    type Proto = v1::PochenState;

    fn to_proto(&self) -> v1::PochenState {
        let PochenState {
            statuses,
            contributions,
            high_stake,
            pending,
            last_actor,
            poch_before,
            outcome,
            winner,
        } = self;
        v1::PochenState {
            statuses: statuses.iter().copied().map(code).collect(),
            contributions: contributions.clone(),
            high_stake: *high_stake,
            pending: pending.to_proto(),
            last_actor: last_actor.map(seat_out),
            poch_before: *poch_before,
            outcome: outcome
                .map_or(v1::PochenOutcome::Unspecified, |o| o.to_proto())
                .into(),
            winner: winner.map(seat_out),
        }
    }
}

impl FromProto<v1::PochenState> for PochenState {
    fn from_proto(proto: v1::PochenState) -> Result<PochenState, ConvertError> {
        let v1::PochenState {
            statuses,
            contributions,
            high_stake,
            pending,
            last_actor,
            poch_before,
            outcome,
            winner,
        } = proto;
        Ok(PochenState {
            statuses: statuses_in(statuses, "statuses")?,
            contributions,
            high_stake,
            pending: sub(pending, "pending")?,
            last_actor: last_actor.map(seat_in),
            poch_before,
            outcome: optional_enum(outcome, "outcome")?,
            winner: winner.map(seat_in),
        })
    }
}

pub(super) fn statuses_in(statuses: Vec<i32>, field: &str) -> Result<Vec<Status>, ConvertError> {
    statuses
        .into_iter()
        .enumerate()
        .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under(field)))
        .collect()
}

impl ToProto for Play {
    type Proto = v1::Play;

    fn to_proto(&self) -> v1::Play {
        let Play { seat, card } = *self;
        v1::Play {
            seat: seat_out(seat),
            card: card.to_proto(),
        }
    }
}

impl FromProto<v1::Play> for Play {
    fn from_proto(proto: v1::Play) -> Result<Play, ConvertError> {
        let v1::Play { seat, card } = proto;
        Ok(Play {
            seat: seat_in(seat),
            card: sub(card, "card")?,
        })
    }
}

/// `UNSPECIFIED` direction until it is chosen.
impl ToProto for DiscardState {
    type Proto = v1::DiscardState;

    fn to_proto(&self) -> v1::DiscardState {
        let DiscardState {
            direction,
            leader,
            plays,
            chain_starts,
            winner,
        } = self;
        v1::DiscardState {
            direction: direction
                .map_or(v1::Direction::Unspecified, |d| d.to_proto())
                .into(),
            leader: seat_out(*leader),
            plays: plays.to_proto(),
            chain_starts: chain_starts.clone(),
            winner: winner.map(seat_out),
        }
    }
}

impl FromProto<v1::DiscardState> for DiscardState {
    fn from_proto(proto: v1::DiscardState) -> Result<DiscardState, ConvertError> {
        let v1::DiscardState {
            direction,
            leader,
            plays,
            chain_starts,
            winner,
        } = proto;
        Ok(DiscardState {
            direction: optional_enum(direction, "direction")?,
            leader: seat_in(leader),
            plays: sub(plays, "plays")?,
            chain_starts,
            winner: winner.map(seat_in),
        })
    }
}

impl ToProto for Settlement {
    type Proto = v1::Settlement;

    fn to_proto(&self) -> v1::Settlement {
        let Settlement {
            winner,
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        } = self;
        v1::Settlement {
            winner: seat_out(*winner),
            went_out_on_lead: *went_out_on_lead,
            mid: *mid,
            owed: owed.clone(),
            payments: payments.clone(),
            forgiven: forgiven.clone(),
            winner_receives: *winner_receives,
        }
    }
}

impl FromProto<v1::Settlement> for Settlement {
    fn from_proto(proto: v1::Settlement) -> Result<Settlement, ConvertError> {
        let v1::Settlement {
            winner,
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        } = proto;
        Ok(Settlement {
            winner: seat_in(winner),
            went_out_on_lead,
            mid,
            owed,
            payments,
            forgiven,
            winner_receives,
        })
    }
}

impl ToProto for Standing {
    type Proto = v1::Standing;

    fn to_proto(&self) -> v1::Standing {
        let Standing {
            seat,
            stack,
            place,
            could_pay,
        } = *self;
        v1::Standing {
            seat: seat_out(seat),
            stack,
            place,
            could_pay,
        }
    }
}

impl FromProto<v1::Standing> for Standing {
    fn from_proto(proto: v1::Standing) -> Result<Standing, ConvertError> {
        let v1::Standing {
            seat,
            stack,
            place,
            could_pay,
        } = proto;
        Ok(Standing {
            seat: seat_in(seat),
            stack,
            place,
            could_pay,
        })
    }
}

impl ToProto for MatchEnd {
    type Proto = v1::MatchEnd;

    fn to_proto(&self) -> v1::MatchEnd {
        let MatchEnd {
            reasons,
            deals_played,
            next_ante,
            standings,
            board_left,
            server_seed,
            board_share,
        } = self;
        v1::MatchEnd {
            reasons: reasons.iter().copied().map(code).collect(),
            deals_played: *deals_played,
            next_ante: *next_ante,
            standings: standings.to_proto(),
            board_left: Some(board_left.to_proto()),
            server_seed: server_seed.to_proto(),
            board_share: board_share.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::MatchEnd> for MatchEnd {
    fn from_proto(proto: v1::MatchEnd) -> Result<MatchEnd, ConvertError> {
        let v1::MatchEnd {
            reasons,
            deals_played,
            next_ante,
            standings,
            board_left,
            server_seed,
            board_share,
        } = proto;
        Ok(MatchEnd {
            reasons: reasons
                .into_iter()
                .enumerate()
                .map(|(i, n)| element(i, required_enum(n, "")).map_err(|e| e.under("reasons")))
                .collect::<Result<_, _>>()?,
            deals_played,
            next_ante,
            standings: sub(standings, "standings")?,
            board_left: sub_required(board_left, "board_left")?,
            server_seed: sub(server_seed, "server_seed")?,
            board_share: sub_optional(board_share, "board_share")?,
        })
    }
}

impl ToProto for BoardShare {
    type Proto = v1::BoardShare;

    fn to_proto(&self) -> v1::BoardShare {
        let BoardShare {
            per_player,
            shared,
            remainder,
            board_after,
        } = self;
        v1::BoardShare {
            per_player: *per_player,
            shared: *shared,
            remainder: *remainder,
            board_after: Some(board_after.to_proto()),
        }
    }
}

impl FromProto<v1::BoardShare> for BoardShare {
    fn from_proto(proto: v1::BoardShare) -> Result<BoardShare, ConvertError> {
        let v1::BoardShare {
            per_player,
            shared,
            remainder,
            board_after,
        } = proto;
        Ok(BoardShare {
            per_player,
            shared,
            remainder,
            board_after: sub_required(board_after, "board_after")?,
        })
    }
}

/// Holds the hidden cards and the deal seed.
impl ToProto for DealState {
    type Proto = v1::DealState;

    fn to_proto(&self) -> v1::DealState {
        let DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard,
            upcard_holder,
            dead,
            talon,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = self;
        v1::DealState {
            number: *number,
            dealer: seat_out(*dealer),
            deal_seed: deal_seed.to_proto(),
            commitment: commitment.to_proto(),
            ante: Some(ante.to_proto()),
            hands: hands.iter().copied().map(hand).collect(),
            upcard: upcard.to_proto(),
            upcard_holder: upcard_holder.map(seat_out),
            dead: dead.to_proto(),
            talon: talon.to_proto(),
            revealed: revealed.iter().copied().map(hand).collect(),
            awarded: awarded.to_proto(),
            pochen: pochen.as_ref().map(ToProto::to_proto),
            discard: discard.as_ref().map(ToProto::to_proto),
            settlement: settlement.as_ref().map(ToProto::to_proto),
        }
    }
}

impl FromProto<v1::DealState> for DealState {
    fn from_proto(proto: v1::DealState) -> Result<DealState, ConvertError> {
        let v1::DealState {
            number,
            dealer,
            deal_seed,
            commitment,
            ante,
            hands,
            upcard,
            upcard_holder,
            dead,
            talon,
            revealed,
            awarded,
            pochen,
            discard,
            settlement,
        } = proto;
        Ok(DealState {
            number,
            dealer: seat_in(dealer),
            deal_seed: sub(deal_seed, "deal_seed")?,
            commitment: sub(commitment, "commitment")?,
            ante: sub_required(ante, "ante")?,
            hands: sub(hands, "hands")?,
            upcard: sub(upcard, "upcard")?,
            upcard_holder: upcard_holder.map(seat_in),
            dead: sub(dead, "dead")?,
            talon: sub(talon, "talon")?,
            revealed: sub(revealed, "revealed")?,
            awarded: sub(awarded, "awarded")?,
            pochen: sub_optional(pochen, "pochen")?,
            discard: sub_optional(discard, "discard")?,
            settlement: sub_optional(settlement, "settlement")?,
        })
    }
}

/// The whole match, hidden cards and secret seed included.
impl ToProto for GameState {
    type Proto = v1::GameState;

    fn to_proto(&self) -> v1::GameState {
        let GameState {
            schema_version,
            rules,
            players,
            stacks,
            board,
            carried,
            total_chips,
            first_dealer,
            deals,
            version,
            seed,
            deck_orders,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = self;
        v1::GameState {
            schema_version: *schema_version,
            rules: Some(rules.to_proto()),
            players: players.clone(),
            stacks: stacks.clone(),
            board: Some(board.to_proto()),
            carried: carried.to_proto(),
            total_chips: *total_chips,
            first_dealer: seat_out(*first_dealer),
            deals: *deals,
            version: *version,
            seed: seed.to_proto(),
            deck_orders: deck_orders.to_proto(),
            deal: deal.as_ref().map(ToProto::to_proto),
            match_end: match_end.as_ref().map(ToProto::to_proto),
            fairness: fairness.as_ref().map(ToProto::to_proto),
            bots: bots.to_proto(),
            match_id: match_id.to_proto(),
        }
    }
}

/// The exact inverse of the outward conversion. The schema version and every invariant are
/// left to [`poch_engine::Game::from_state`].
impl FromProto<v1::GameState> for GameState {
    fn from_proto(proto: v1::GameState) -> Result<GameState, ConvertError> {
        let v1::GameState {
            schema_version,
            rules,
            players,
            stacks,
            board,
            carried,
            total_chips,
            first_dealer,
            deals,
            version,
            seed,
            deck_orders,
            deal,
            match_end,
            fairness,
            bots,
            match_id,
        } = proto;
        Ok(GameState {
            schema_version,
            rules: sub_required(rules, "rules")?,
            players,
            stacks,
            board: sub_required(board, "board")?,
            carried: sub(carried, "carried")?,
            total_chips,
            first_dealer: seat_in(first_dealer),
            deals,
            version,
            seed: sub(seed, "seed")?,
            deck_orders: sub(deck_orders, "deck_orders")?,
            deal: sub_optional(deal, "deal")?,
            match_end: sub_optional(match_end, "match_end")?,
            fairness: sub_optional(fairness, "fairness")?,
            bots: sub(bots, "bots")?,
            match_id: sub(match_id, "match_id")?,
        })
    }
}

/// Holds the secret server seed.
impl ToProto for Fairness {
    type Proto = v1::Fairness;

    fn to_proto(&self) -> v1::Fairness {
        let Fairness {
            server_seed,
            server_commitment,
            client_seeds,
        } = self;
        v1::Fairness {
            server_seed: server_seed.to_proto(),
            server_commitment: server_commitment.to_proto(),
            client_seeds: client_seeds.clone(),
        }
    }
}

impl FromProto<v1::Fairness> for Fairness {
    fn from_proto(proto: v1::Fairness) -> Result<Fairness, ConvertError> {
        let v1::Fairness {
            server_seed,
            server_commitment,
            client_seeds,
        } = proto;
        let server_seed: Option<Seed> = sub(server_seed, "server_seed")?;
        let server_commitment: Option<Digest> = sub(server_commitment, "server_commitment")?;
        Ok(Fairness {
            server_seed: server_seed
                .ok_or_else(|| ConvertError::new("server_seed", "is required"))?,
            server_commitment: server_commitment
                .ok_or_else(|| ConvertError::new("server_commitment", "is required"))?,
            client_seeds,
        })
    }
}

impl ToProto for FairnessView {
    type Proto = v1::FairnessView;

    fn to_proto(&self) -> v1::FairnessView {
        let FairnessView {
            server_commitment,
            client_seeds,
        } = self;
        v1::FairnessView {
            server_commitment: server_commitment.to_proto(),
            client_seeds: client_seeds.clone(),
        }
    }
}

impl FromProto<v1::FairnessView> for FairnessView {
    fn from_proto(proto: v1::FairnessView) -> Result<FairnessView, ConvertError> {
        let v1::FairnessView {
            server_commitment,
            client_seeds,
        } = proto;
        let server_commitment: Option<Digest> = sub(server_commitment, "server_commitment")?;
        Ok(FairnessView {
            server_commitment: server_commitment
                .ok_or_else(|| ConvertError::new("server_commitment", "is required"))?,
            client_seeds,
        })
    }
}
