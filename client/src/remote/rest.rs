//! The REST wire: JSON bodies written and read by serde (the engine's types derive both
//! directions), errors from RFC 9457 problem documents.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use poch_engine::rng::{ChainMismatch, DealCheck, DealVerification};
use poch_engine::{
    Action, Card, CardSet, DealMethod, DealtCards, DeckKind, DeckOrder, Digest, Event, GameState,
    LegalActions, Phase, RuleOverrides, Rules, Seat, Seed, StartPosition, View, Viewer,
};
use reqwest::header::{CONTENT_TYPE, HeaderValue};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::error::chain;
use super::{
    Commitment, Error, ErrorCode, NewMatch, PresetInfo, Presets, Source, State, StateForm, Step,
    SwitchInfo, Token, Violation,
};

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
        let GameAnswer {
            state,
            events,
            views,
            to_act,
            phase,
        } = self.post(path, body, left).await?;
        Ok(Step {
            state: state.into_state()?,
            events,
            views,
            to_act,
            phase,
        })
    }

    pub(super) async fn legal_actions(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<LegalActions, Error> {
        let LegalAnswer { legal } = self.post("/v1/games/legal-actions", body, left).await?;
        Ok(legal)
    }

    pub(super) async fn view(&self, body: Body, left: Duration) -> Result<View, Error> {
        let ViewAnswer { view } = self.post("/v1/games/view", body, left).await?;
        Ok(view)
    }

    pub(super) async fn validate(
        &self,
        body: Body,
        left: Duration,
    ) -> Result<Vec<Violation>, Error> {
        let ValidateAnswer { valid, violations } =
            self.post("/v1/games/validate", body, left).await?;
        if valid != violations.is_empty() {
            return Err(Error::bad_answer(
                "an answer whose `valid` disagrees with its violations",
            ));
        }
        Ok(violations
            .into_iter()
            .map(|ViolationBody { invariant, detail }| Violation { invariant, detail })
            .collect())
    }

    pub(super) async fn presets(&self, left: Duration) -> Result<Presets, Error> {
        let request = self.http.get(format!("{}/v1/rules/presets", self.base()));
        let PresetsAnswer { presets, switches } = self.send(request, left).await?;
        Ok(Presets {
            presets: presets
                .into_iter()
                .map(
                    |PresetBody {
                         name,
                         description,
                         rules,
                     }| PresetInfo {
                        name,
                        description,
                        rules,
                    },
                )
                .collect(),
            switches: switches
                .into_iter()
                .map(
                    |SwitchBody {
                         name,
                         description,
                         values,
                         default_value,
                     }| SwitchInfo {
                        name,
                        description,
                        values,
                        default_value,
                    },
                )
                .collect(),
        })
    }

    pub(super) async fn commit_server_seed(&self, left: Duration) -> Result<Commitment, Error> {
        let CommitmentAnswer {
            server_commitment,
            pre_match_token,
            expires_at_unix_ms,
        } = self
            .post("/v1/games/commitments", Body::from_static(b"{}"), left)
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
        let VerifyAnswer {
            matches,
            commitment_matches,
            seed_digest,
            chain_matches,
            chain_detail,
            deck_order,
            dealt,
        } = self.post("/v1/deals/verify", body, left).await?;
        let chain = match chain_matches {
            None => None,
            Some(true) => Some(Ok(())),
            Some(false) => Some(Err(chain_mismatch(chain_detail.as_deref())?)),
        };
        let verification = DealVerification {
            commitment_matches,
            seed_digest,
            chain,
            deck_order,
            dealt: dealt.map(
                |DealtBody {
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
fn chain_mismatch(detail: Option<&str>) -> Result<ChainMismatch, Error> {
    [ChainMismatch::ServerCommitment, ChainMismatch::DealSeed]
        .into_iter()
        .find(|m| detail == Some(m.to_string().as_str()))
        .ok_or_else(|| Error::bad_answer("a broken chain without a known reason"))
}

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

/// A state as a request carries it: `{"plain": GameState}` or `{"sealed": "<token>"}`.
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum StateBody<'a> {
    Plain(&'a GameState),
    Sealed(String),
}

impl<'a> From<&'a State> for StateBody<'a> {
    fn from(state: &'a State) -> StateBody<'a> {
        match state {
            State::Plain(plain) => StateBody::Plain(plain),
            State::Sealed(token) => StateBody::Sealed(token.to_text()),
        }
    }
}

/// A state as an answer carries it.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum StateAnswer {
    Plain(Box<GameState>),
    Sealed(String),
}

impl StateAnswer {
    fn into_state(self) -> Result<State, Error> {
        match self {
            StateAnswer::Plain(plain) => Ok(State::Plain(plain)),
            StateAnswer::Sealed(text) => Token::from_text(&text).map(State::Sealed),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum FormBody {
    Plain,
    Sealed,
}

/// Every switch, so that the preset the service starts from does not matter.
fn overrides(rules: &Rules) -> RuleOverrides {
    RuleOverrides::from(*rules)
}

#[derive(Serialize)]
struct NewGameBody<'a> {
    rules: RuleOverrides,
    players: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<Seed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_dealer: Option<Seat>,
    #[serde(skip_serializing_if = "<[DeckOrder]>::is_empty")]
    deck_orders: &'a [DeckOrder],
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<&'a StartPosition>,
    include_views: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    state_form: Option<FormBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pre_match_token: Option<String>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    client_seeds: &'a [String],
}

impl<'a> NewGameBody<'a> {
    fn of(new: &'a NewMatch) -> NewGameBody<'a> {
        let NewMatch {
            rules,
            players,
            source,
            start,
            state_form,
            include_views,
        } = new;
        let mut body = NewGameBody {
            rules: overrides(rules),
            players,
            seed: None,
            first_dealer: None,
            deck_orders: &[],
            start: start.as_ref(),
            include_views: *include_views,
            state_form: state_form.map(|f| match f {
                StateForm::Plain => FormBody::Plain,
                StateForm::Sealed => FormBody::Sealed,
            }),
            pre_match_token: None,
            client_seeds: &[],
        };
        match source {
            Source::Drawn { first_dealer } => body.first_dealer = *first_dealer,
            Source::Seed { seed, first_dealer } => {
                body.seed = Some(*seed);
                body.first_dealer = *first_dealer;
            }
            Source::Decks {
                first_dealer,
                decks,
            } => {
                body.first_dealer = Some(*first_dealer);
                body.deck_orders = decks;
            }
            Source::Fair {
                pre_match_token,
                client_seeds,
                first_dealer,
            } => {
                body.pre_match_token = Some(pre_match_token.to_text());
                body.client_seeds = client_seeds;
                body.first_dealer = *first_dealer;
            }
        }
        body
    }
}

pub(super) fn new_game_body(new: &NewMatch) -> Result<Body, Error> {
    json(&NewGameBody::of(new))
}

#[derive(Serialize)]
struct ApplyBody<'a> {
    state: StateBody<'a>,
    seat: Seat,
    action: &'a Action,
    include_views: bool,
}

pub(super) fn apply_body(
    state: &State,
    seat: Seat,
    action: &Action,
    include_views: bool,
) -> Result<Body, Error> {
    json(&ApplyBody {
        state: state.into(),
        seat,
        action,
        include_views,
    })
}

#[derive(Serialize)]
struct SeatBody<'a> {
    state: StateBody<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<Seat>,
}

pub(super) fn legal_actions_body(state: &State, seat: Seat) -> Result<Body, Error> {
    json(&SeatBody {
        state: state.into(),
        seat: Some(seat),
    })
}

pub(super) fn view_body(state: &State, viewer: Viewer) -> Result<Body, Error> {
    json(&SeatBody {
        state: state.into(),
        seat: viewer.seat(),
    })
}

#[derive(Serialize)]
struct ValidateBody<'a> {
    state: StateBody<'a>,
}

pub(super) fn validate_body(state: &State) -> Result<Body, Error> {
    json(&ValidateBody {
        state: state.into(),
    })
}

#[derive(Serialize)]
struct SeatActionBody<'a> {
    seat: Seat,
    action: &'a Action,
}

#[derive(Serialize)]
struct ReplayBody<'a> {
    new_game: NewGameBody<'a>,
    actions: Vec<SeatActionBody<'a>>,
}

pub(super) fn replay_body(new: &NewMatch, actions: &[(Seat, Action)]) -> Result<Body, Error> {
    let mut new_game = NewGameBody::of(new);
    // A replay answers no views, and its request takes none.
    new_game.include_views = false;
    json(&ReplayBody {
        new_game,
        actions: actions
            .iter()
            .map(|(seat, action)| SeatActionBody {
                seat: *seat,
                action,
            })
            .collect(),
    })
}

#[derive(Serialize)]
struct TableBody {
    players: usize,
    dealer: Seat,
    deal_method: DealMethod,
}

#[derive(Serialize)]
struct ChainBody<'a> {
    server_seed: Seed,
    server_commitment: Digest,
    client_seeds: &'a [String],
    deal_number: u32,
}

#[derive(Serialize)]
struct VerifyBody<'a> {
    commitment: Digest,
    deal_seed: Seed,
    deck: DeckKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<TableBody>,
    #[serde(skip_serializing_if = "Option::is_none")]
    chain: Option<ChainBody<'a>>,
}

pub(super) fn verify_deal_body(check: &DealCheck) -> Result<Body, Error> {
    let DealCheck {
        commitment,
        deal_seed,
        deck,
        table,
        chain,
    } = check;
    json(&VerifyBody {
        commitment: *commitment,
        deal_seed: *deal_seed,
        deck: *deck,
        table: table.map(|(players, dealer, deal_method)| TableBody {
            players,
            dealer,
            deal_method,
        }),
        chain: chain.as_ref().map(|(fairness, deal_number)| ChainBody {
            server_seed: fairness.server_seed,
            server_commitment: fairness.server_commitment,
            client_seeds: &fairness.client_seeds,
            deal_number: *deal_number,
        }),
    })
}

#[derive(Deserialize)]
struct GameAnswer {
    state: StateAnswer,
    events: Vec<Event>,
    #[serde(default)]
    views: Vec<View>,
    to_act: Option<Seat>,
    phase: Phase,
}

#[derive(Deserialize)]
struct LegalAnswer {
    legal: LegalActions,
}

#[derive(Deserialize)]
struct ViewAnswer {
    view: View,
}

#[derive(Deserialize)]
struct ViolationBody {
    invariant: String,
    detail: String,
}

#[derive(Deserialize)]
struct ValidateAnswer {
    valid: bool,
    violations: Vec<ViolationBody>,
}

#[derive(Deserialize)]
struct PresetBody {
    name: String,
    description: String,
    rules: Rules,
}

#[derive(Deserialize)]
struct SwitchBody {
    name: String,
    description: String,
    values: Vec<String>,
    default_value: String,
}

#[derive(Deserialize)]
struct PresetsAnswer {
    presets: Vec<PresetBody>,
    switches: Vec<SwitchBody>,
}

#[derive(Deserialize)]
struct CommitmentAnswer {
    server_commitment: Digest,
    pre_match_token: String,
    expires_at_unix_ms: u64,
}

#[derive(Deserialize)]
struct DealtBody {
    hands: Vec<Vec<Card>>,
    upcard: Card,
    upcard_held: bool,
    dead: CardSet,
    talon: CardSet,
}

#[derive(Deserialize)]
struct VerifyAnswer {
    matches: bool,
    commitment_matches: bool,
    seed_digest: Digest,
    chain_matches: Option<bool>,
    chain_detail: Option<String>,
    deck_order: Vec<Card>,
    dealt: Option<DealtBody>,
}

/// The members of an RFC 9457 problem document this client reads.
#[derive(Deserialize)]
struct Problem {
    code: String,
    detail: String,
    #[serde(default)]
    field: Option<String>,
    #[serde(default)]
    invariant: Option<String>,
    #[serde(default)]
    action_index: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_match_is_sent_with_every_switch_and_its_source() {
        let players = vec!["ann".to_owned(), "bob".to_owned(), "cy".to_owned()];
        let mut new = NewMatch::new(Rules::CLASSIC, players);
        new.source = Source::Seed {
            seed: Seed([1; 32]),
            first_dealer: Some(2),
        };
        new.state_form = Some(StateForm::Sealed);
        let body: serde_json::Value = serde_json::to_value(NewGameBody::of(&new)).expect("JSON");
        assert_eq!(body["seed"], "01".repeat(32));
        assert_eq!(body["first_dealer"], 2);
        assert_eq!(body["state_form"], "sealed");
        assert_eq!(body["rules"]["deck"], "french32");
        assert_eq!(body["rules"]["max_deals"], "none");
        assert!(body.get("deck_orders").is_none() && body.get("pre_match_token").is_none());
        // The overrides name every switch: applied to any preset, they give the rules.
        let rules: RuleOverrides =
            serde_json::from_value(body["rules"].clone()).expect("overrides");
        let five_card = Rules::preset("five-card").expect("a preset");
        assert_eq!(rules.apply(five_card), Rules::CLASSIC);
    }

    #[test]
    fn a_broken_chain_is_read_by_its_reason() {
        for mismatch in [ChainMismatch::ServerCommitment, ChainMismatch::DealSeed] {
            let text = mismatch.to_string();
            assert_eq!(chain_mismatch(Some(&text)), Ok(mismatch));
        }
        assert_eq!(
            chain_mismatch(None).map_err(|e| e.code),
            Err(ErrorCode::BadAnswer)
        );
    }
}
