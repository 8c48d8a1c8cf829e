//! Fair deals: a deal to verify and the verification.

use super::*;

/// 32 bytes that must be given.
fn required<T>(value: Option<T>, field: &str) -> Result<T, ConvertError> {
    value.ok_or_else(|| ConvertError::new(field, "is required: 32 bytes"))
}

impl FromProto<v1::VerifyDealRequest> for DealCheck {
    fn from_proto(proto: v1::VerifyDealRequest) -> Result<DealCheck, ConvertError> {
        let v1::VerifyDealRequest {
            commitment,
            deal_seed,
            deck,
            table,
            chain,
        } = proto;
        let commitment: Option<Digest> = sub(commitment, "commitment")?;
        let deal_seed: Option<Seed> = sub(deal_seed, "deal_seed")?;
        let table = table
            .map(|t| {
                let v1::DealTable {
                    players,
                    dealer,
                    deal_method,
                } = t;
                Ok::<_, ConvertError>(DealTable {
                    players: usize::try_from(players).unwrap_or(usize::MAX),
                    dealer: seat_in(dealer),
                    deal_method: required_enum(deal_method, "deal_method")?,
                })
            })
            .transpose()
            .map_err(|e| e.under("table"))?;
        let chain = chain
            .map(|c| {
                let v1::FairChain {
                    server_seed,
                    server_commitment,
                    client_seeds,
                    deal_number,
                    first_dealer,
                } = c;
                let server_seed: Option<Seed> = sub(server_seed, "server_seed")?;
                let server_commitment: Option<Digest> =
                    sub(server_commitment, "server_commitment")?;
                Ok::<_, ConvertError>(FairChain {
                    fairness: Fairness {
                        server_seed: required(server_seed, "server_seed")?,
                        server_commitment: required(server_commitment, "server_commitment")?,
                        client_seeds,
                    },
                    deal_number,
                    first_dealer: first_dealer.map(seat_in),
                })
            })
            .transpose()
            .map_err(|e| e.under("chain"))?;
        Ok(DealCheck {
            commitment: required(commitment, "commitment")?,
            deal_seed: required(deal_seed, "deal_seed")?,
            deck: required_enum(deck, "deck")?,
            table,
            chain,
        })
    }
}

impl ToProto for DealVerification {
    type Proto = v1::VerifyDealResponse;

    fn to_proto(&self) -> v1::VerifyDealResponse {
        let DealVerification {
            commitment_matches,
            seed_digest,
            chain,
            deck_order,
            dealt,
        } = self;
        v1::VerifyDealResponse {
            matches: self.matches(),
            commitment_matches: *commitment_matches,
            seed_digest: seed_digest.to_proto(),
            chain_matches: chain.map(|c| c.is_ok()),
            chain_detail: match chain {
                Some(Err(e)) => e.to_string(),
                Some(Ok(())) | None => String::new(),
            },
            deck_order: deck_order.to_proto(),
            dealt: dealt.as_ref().map(ToProto::to_proto),
            chain_mismatch: match chain {
                Some(Err(e)) => code(*e),
                Some(Ok(())) | None => v1::ChainMismatch::Unspecified.into(),
            },
        }
    }
}

impl ToProto for DealtCards {
    type Proto = v1::DealtCards;

    fn to_proto(&self) -> v1::DealtCards {
        let DealtCards {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        } = self;
        v1::DealtCards {
            hands: hands
                .iter()
                .map(|h| v1::Hand {
                    cards: h.to_proto(),
                })
                .collect(),
            upcard: upcard.to_proto(),
            upcard_held: *upcard_held,
            dead: dead.to_proto(),
            talon: talon.to_proto(),
        }
    }
}

/// The request of `VerifyDeal` (the outward direction of the conversion above).
impl ToProto for DealCheck {
    type Proto = v1::VerifyDealRequest;

    fn to_proto(&self) -> v1::VerifyDealRequest {
        let DealCheck {
            commitment,
            deal_seed,
            deck,
            table,
            chain,
        } = self;
        v1::VerifyDealRequest {
            commitment: commitment.to_proto(),
            deal_seed: deal_seed.to_proto(),
            deck: code(*deck),
            table: table.map(|t| v1::DealTable {
                players: u32::try_from(t.players).unwrap_or(u32::MAX),
                dealer: seat_out(t.dealer),
                deal_method: code(t.deal_method),
            }),
            chain: chain.as_ref().map(
                |FairChain {
                     fairness,
                     deal_number,
                     first_dealer,
                 }| {
                    let Fairness {
                        server_seed,
                        server_commitment,
                        client_seeds,
                    } = fairness;
                    v1::FairChain {
                        server_seed: server_seed.to_proto(),
                        server_commitment: server_commitment.to_proto(),
                        client_seeds: client_seeds.clone(),
                        deal_number: *deal_number,
                        first_dealer: first_dealer.map(seat_out),
                    }
                },
            ),
        }
    }
}

/// A chain that does not hold is told by `chain_mismatch`, and its detail must be that
/// [`ChainMismatch`]'s text. `matches` is derived, so it is checked against the rest rather than
/// kept.
impl FromProto<v1::VerifyDealResponse> for DealVerification {
    fn from_proto(proto: v1::VerifyDealResponse) -> Result<DealVerification, ConvertError> {
        let v1::VerifyDealResponse {
            matches,
            commitment_matches,
            seed_digest,
            chain_matches,
            chain_detail,
            deck_order,
            dealt,
            chain_mismatch,
        } = proto;
        let seed_digest: Option<Digest> = sub(seed_digest, "seed_digest")?;
        let mismatch: Option<ChainMismatch> = optional_enum(chain_mismatch, "chain_mismatch")?;
        let chain = match (chain_matches, mismatch) {
            (None, None) => None,
            (Some(true), None) => Some(Ok(())),
            (Some(false), Some(m)) if m.to_string() == chain_detail => Some(Err(m)),
            (Some(false), Some(_)) => {
                return Err(ConvertError::new(
                    "chain_detail",
                    "is not the text of chain_mismatch",
                ));
            }
            (None | Some(true), Some(_)) | (Some(false), None) => {
                return Err(ConvertError::new(
                    "chain_mismatch",
                    "is set exactly when chain_matches is false",
                ));
            }
        };
        let verification = DealVerification {
            commitment_matches,
            seed_digest: required(seed_digest, "seed_digest")?,
            chain,
            deck_order: sub(deck_order, "deck_order")?,
            dealt: sub_optional(dealt, "dealt")?,
        };
        if verification.matches() != matches {
            return Err(ConvertError::new(
                "matches",
                "disagrees with commitment_matches and chain_matches",
            ));
        }
        Ok(verification)
    }
}

impl FromProto<v1::DealtCards> for DealtCards {
    fn from_proto(proto: v1::DealtCards) -> Result<DealtCards, ConvertError> {
        let v1::DealtCards {
            hands,
            upcard,
            upcard_held,
            dead,
            talon,
        } = proto;
        Ok(DealtCards {
            hands: sub(hands, "hands")?,
            upcard: sub(upcard, "upcard")?,
            upcard_held,
            dead: sub(dead, "dead")?,
            talon: sub(talon, "talon")?,
        })
    }
}
