//! The REST wire: the contract's JSON bodies (`poch_api::rest`), written and read by serde,
//! errors from RFC 9457 problem documents.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use poch_api::operations::path;
use poch_api::rest::{
    ApplyRequest, ChooseActionRequest, ChooseActionResponse, CommitmentResponse, DealSourceRequest,
    DealTable, DealtCardsBody, FairChain, FairDeals, GameResponse, LegalActionsRequest,
    LegalActionsResponse, NewGameRequest, PresetsResponse, Problem, ReplayRequest, SeatAction,
    SeededDeals, StateEnvelope, SuppliedDecks, ValidateRequest, ValidateResponse,
    VerifyDealRequest, VerifyDealResponse, ViewRequest, ViewResponse,
};
use poch_engine::rng::{DealCheck, DealVerification};
use poch_engine::{
    Action, BotKind, DealtCards, LegalActions, RuleOverrides, Rules, Seat, View, Viewer,
};
use reqwest::header::{CONTENT_TYPE, HeaderValue};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::chain;
use crate::error::{Error, ErrorCode};
use crate::values::{
    Commitment, Move, NewMatch, Presets, Source, State, Step, Ticket, Tickets, Token,
};
use poch_api::rest::{ActionTableInfo, Violation};

/// A body ready to send (bytes shared by every attempt).
pub(super) type Body = bytes::Bytes;

pub(super) struct RestWire {
    http: reqwest::Client,
    bases: Vec<String>,
    next: AtomicUsize,
}

impl RestWire {
    pub(super) fn new(bases: Vec<String>, connect_timeout: Duration) -> Result<RestWire, Error> {
        let http = reqwest::Client::builder()
            .connect_timeout(connect_timeout)
            .tcp_nodelay(true)
            .build()
            .map_err(|e| Error::new(ErrorCode::InvalidArgument, chain(&e)))?;
        Ok(RestWire {
            http,
            bases,
            next: AtomicUsize::new(0),
        })
    }

    /// The next base URL, round-robin.
    fn base(&self) -> &str {
        let i = self.next.fetch_add(1, Ordering::Relaxed) % self.bases.len();
        &self.bases[i]
    }

    /// Sends a request and reads its JSON answer, or its problem document.
    async fn send<T: DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
        left: Duration,
    ) -> Result<T, Error> {
        let response = request.timeout(left).send().await.map_err(transport)?;
        let status = response.status();
        let bytes = response.bytes().await.map_err(transport)?;
        if status.is_success() {
            return serde_json::from_slice(&bytes)
                .map_err(|e| Error::bad_answer(format!("the answer does not read: {e}")));
        }
        if let Ok(problem) = serde_json::from_slice::<Problem>(&bytes) {
            return Err(Error {
                code: ErrorCode::from_wire(&problem.code),
                message: problem.detail,
                field: problem.field,
                invariant: problem.invariant,
                action_index: problem.action_index,
            });
        }
        // Not the service's answer: a proxy's, or a server on the way up or down.
        let code = match status.as_u16() {
            502 | 503 => ErrorCode::Unavailable,
            504 => ErrorCode::DeadlineExceeded,
            _ => ErrorCode::BadAnswer,
        };
        Err(Error::new(
            code,
            format!("HTTP {status} without a problem document"),
        ))
    }

    async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        body: Body,
        left: Duration,
    ) -> Result<T, Error> {
        let request = self
            .http
            .post(format!("{}{path}", self.base()))
            .header(CONTENT_TYPE, HeaderValue::from_static("application/json"))
            .body(body);
        self.send(request, left).await
    }

    /// An operation that answers a game (`NewGame`, `Apply`, `Replay`).
    pub(super) async fn game(&self, path: &str, body: Body, left: Duration) -> Result<Step, Error> {
        let GameResponse {
            state,
            events,
            views,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            seat_ticket,
        } = self.post(path, body, left).await?;
        let tickets = match tickets {
            None => None,
            Some(poch_api::rest::Tickets { seats, operator }) => Some(Tickets {
                seats: seats
                    .iter()
                    .map(|t| Ticket::from_text(t))
                    .collect::<Result<_, _>>()?,
                operator: Ticket::from_text(&operator)?,
            }),
        };
        Ok(Step {
            state: from_envelope(state)?,
            events: events.into_iter().map(|e| e.event).collect(),
            views,
            to_act,
            phase,
            match_id,
            version,
            tickets,
            seat_ticket: seat_ticket.as_deref().map(Ticket::from_text).transpose()?,
        })
    }

    pub(super) async fn choose_action(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<(Action, Option<u32>), Error> {
        let ChooseActionResponse { action, action_id } =
            self.post(path::CHOOSE_ACTION, body, left).await?;
        Ok((action, action_id))
    }

    pub(super) async fn legal_actions(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<(LegalActions, Option<(Vec<u32>, ActionTableInfo)>), Error> {
        let LegalActionsResponse {
            legal,
            action_ids,
            action_table,
        } = self.post(path::LEGAL_ACTIONS, body, left).await?;
        let ids = match (action_ids, action_table) {
            (Some(ids), Some(table)) => Some((ids, table)),
            (None, None) => None,
            (Some(_), None) | (None, Some(_)) => {
                return Err(Error::bad_answer(
                    "an answer with action ids without their table, or a table without its ids",
                ));
            }
        };
        Ok((legal, ids))
    }

    pub(super) async fn view(&self, body: Body, left: Duration) -> Result<View, Error> {
        let ViewResponse { view } = self.post(path::VIEW, body, left).await?;
        Ok(view)
    }

    pub(super) async fn validate(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<Vec<Violation>, Error> {
        let ValidateResponse { valid, violations } = self.post(path::VALIDATE, body, left).await?;
        if valid != violations.is_empty() {
            return Err(Error::bad_answer(
                "an answer whose `valid` disagrees with its violations",
            ));
        }
        Ok(violations)
    }

    pub(super) async fn presets(&self, left: Duration) -> Result<Presets, Error> {
        let request = self.http.get(format!("{}{}", self.base(), path::PRESETS));
        let presets: PresetsResponse = self.send(request, left).await?;
        Ok(presets)
    }

    pub(super) async fn commit_server_seed(&self, left: Duration) -> Result<Commitment, Error> {
        let CommitmentResponse {
            server_commitment,
            pre_match_token,
            expires_at_unix_ms,
        } = self
            .post(path::COMMITMENTS, Body::from_static(b"{}"), left)
            .await?;
        Ok(Commitment {
            server_commitment,
            pre_match_token: Token::from_text(&pre_match_token)?,
            expires_at_unix_ms,
        })
    }

    pub(super) async fn verify_deal(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<DealVerification, Error> {
        let VerifyDealResponse {
            matches,
            commitment_matches,
            seed_digest,
            chain_matches,
            chain_detail: _,
            chain_mismatch,
            deck_order,
            dealt,
        } = self.post(path::VERIFY_DEAL, body, left).await?;
        let chain = match (chain_matches, chain_mismatch) {
            (None, None) => None,
            (Some(true), None) => Some(Ok(())),
            (Some(false), Some(mismatch)) => Some(Err(mismatch)),
            (None | Some(true), Some(_)) | (Some(false), None) => {
                return Err(Error::bad_answer(
                    "chain_mismatch is set exactly when chain_matches is false",
                ));
            }
        };
        let verification = DealVerification {
            commitment_matches,
            seed_digest,
            chain,
            deck_order,
            dealt: dealt.map(
                |DealtCardsBody {
                     hands,
                     upcard,
                     upcard_held,
                     dead,
                     talon,
                 }| DealtCards {
                    hands,
                    upcard,
                    upcard_held,
                    dead,
                    talon,
                },
            ),
        };
        if verification.matches() != matches {
            return Err(Error::bad_answer(
                "an answer whose `matches` disagrees with its checks",
            ));
        }
        Ok(verification)
    }
}

/// The engine's reason for a broken chain, told by its text.
/// A request that got no answer: its deadline passed, or no connection carried it.
fn transport(error: reqwest::Error) -> Error {
    if error.is_timeout() {
        Error::new(ErrorCode::DeadlineExceeded, chain(&error))
    } else {
        Error::new(ErrorCode::Unavailable, chain(&error))
    }
}

fn json(body: &impl Serialize) -> Result<Body, Error> {
    serde_json::to_vec(body)
        .map(Body::from)
        .map_err(|e| Error::new(ErrorCode::InvalidArgument, format!("not JSON: {e}")))
}

/// A state as a request carries it.
fn envelope(state: &State) -> StateEnvelope {
    match state {
        State::Plain(plain) => StateEnvelope::Plain(plain.clone()),
        State::Sealed(token) => StateEnvelope::Sealed(token.to_text()),
    }
}

/// A state as an answer carries it.
fn from_envelope(envelope: StateEnvelope) -> Result<State, Error> {
    match envelope {
        StateEnvelope::Plain(plain) => Ok(State::Plain(plain)),
        StateEnvelope::Sealed(text) => Token::from_text(&text).map(State::Sealed),
    }
}

/// Every switch, so that the preset the service starts from does not matter.
fn overrides(rules: &Rules) -> RuleOverrides {
    RuleOverrides::from(*rules)
}

pub(super) fn new_game_request(new: &NewMatch) -> NewGameRequest {
    let NewMatch {
        rules,
        players,
        source,
        start,
        state_form,
        include_views,
        bots,
        answer_as_seat,
    } = new;
    let deal_source = match source {
        Source::Drawn { first_dealer: None } => None,
        Source::Drawn { first_dealer } => Some(DealSourceRequest::Seeded(SeededDeals {
            seed: None,
            first_dealer: *first_dealer,
        })),
        Source::Seed { seed, first_dealer } => Some(DealSourceRequest::Seeded(SeededDeals {
            seed: Some(*seed),
            first_dealer: *first_dealer,
        })),
        Source::Decks {
            first_dealer,
            decks,
        } => Some(DealSourceRequest::Decks(SuppliedDecks {
            first_dealer: *first_dealer,
            deck_orders: decks.clone(),
        })),
        Source::Fair {
            pre_match_token,
            client_seeds,
            first_dealer,
        } => Some(DealSourceRequest::Fair(FairDeals {
            pre_match_token: pre_match_token.to_text(),
            client_seeds: client_seeds.clone(),
            first_dealer: *first_dealer,
        })),
    };
    NewGameRequest {
        preset: None,
        rules: Some(overrides(rules)),
        players: players.clone(),
        deal_source,
        start: start.clone(),
        include_views: *include_views,
        state_form: *state_form,
        bots: bots.clone(),
        locale: None,
        answer_as_seat: *answer_as_seat,
    }
}

pub(super) fn new_game_body(new: &NewMatch) -> Result<Body, Error> {
    json(&new_game_request(new))
}

pub(super) fn apply_body(
    state: &State,
    seat: Seat,
    action: Move<'_>,
    include_views: bool,
    ticket: Option<&Ticket>,
) -> Result<Body, Error> {
    let (action, action_id) = match action {
        Move::Action(action) => (Some(action.clone()), None),
        Move::Id(id) => (None, Some(id)),
    };
    json(&ApplyRequest {
        state: envelope(state),
        seat,
        action,
        include_views,
        locale: None,
        ticket: ticket.map(Ticket::to_text),
        action_id,
    })
}

pub(super) fn choose_action_body(
    state: &State,
    seat: Seat,
    kind: BotKind,
    include_action_id: bool,
    ticket: Option<&Ticket>,
) -> Result<Body, Error> {
    json(&ChooseActionRequest {
        state: envelope(state),
        seat,
        kind,
        ticket: ticket.map(Ticket::to_text),
        include_action_id,
    })
}

pub(super) fn legal_actions_body(
    state: &State,
    seat: Seat,
    include_action_ids: bool,
    ticket: Option<&Ticket>,
) -> Result<Body, Error> {
    json(&LegalActionsRequest {
        state: envelope(state),
        seat,
        ticket: ticket.map(Ticket::to_text),
        include_action_ids,
    })
}

pub(super) fn view_body(
    state: &State,
    viewer: Viewer,
    ticket: Option<&Ticket>,
) -> Result<Body, Error> {
    json(&ViewRequest {
        state: envelope(state),
        seat: viewer.seat(),
        ticket: ticket.map(Ticket::to_text),
    })
}

pub(super) fn validate_body(state: &State) -> Result<Body, Error> {
    json(&ValidateRequest {
        state: envelope(state),
    })
}

pub(super) fn replay_body(new: &NewMatch, actions: &[(Seat, Action)]) -> Result<Body, Error> {
    let mut new_game = new_game_request(new);
    // A replay answers no views, and its request takes none.
    new_game.include_views = false;
    json(&ReplayRequest {
        new_game,
        actions: actions
            .iter()
            .map(|(seat, action)| SeatAction {
                seat: *seat,
                action: action.clone(),
            })
            .collect(),
    })
}

pub(super) fn verify_deal_body(check: &DealCheck) -> Result<Body, Error> {
    let DealCheck {
        commitment,
        deal_seed,
        deck,
        table,
        chain,
    } = check;
    json(&VerifyDealRequest {
        commitment: *commitment,
        deal_seed: *deal_seed,
        deck: *deck,
        table: table.map(|t| DealTable {
            players: t.players,
            dealer: t.dealer,
            deal_method: t.deal_method,
        }),
        chain: chain.as_ref().map(|c| FairChain {
            server_seed: c.fairness.server_seed,
            server_commitment: c.fairness.server_commitment,
            client_seeds: c.fairness.client_seeds.clone(),
            deal_number: c.deal_number,
            first_dealer: c.first_dealer,
        }),
    })
}

#[cfg(test)]
mod tests {
    use poch_engine::Seed;

    use super::*;
    use crate::StateForm;

    #[test]
    fn a_new_match_is_sent_with_every_switch_and_its_source() {
        let players = vec!["ann".to_owned(), "bob".to_owned(), "cy".to_owned()];
        let mut new = NewMatch::new(Rules::CLASSIC, players);
        new.source = Source::Seed {
            seed: Seed([1; 32]),
            first_dealer: Some(Seat(2)),
        };
        new.state_form = Some(StateForm::Sealed);
        let body: serde_json::Value = serde_json::to_value(new_game_request(&new)).expect("JSON");
        assert_eq!(
            body["deal_source"],
            serde_json::json!({"seeded": {"seed": "01".repeat(32), "first_dealer": 2}})
        );
        assert_eq!(body["state_form"], "sealed");
        assert_eq!(body["rules"]["deck"], "french32");
        assert_eq!(body["rules"]["max_deals"], "none");
        // The overrides name every switch: applied to any preset, they give the rules.
        let rules: RuleOverrides =
            serde_json::from_value(body["rules"].clone()).expect("overrides");
        let five_card = Rules::preset("five-card").expect("a preset");
        assert_eq!(rules.apply(five_card), Rules::CLASSIC);
    }
}
