//! Every engine rejection and server error, with its stable code; its gRPC status code and
//! HTTP status come from the contract's table (`poch_api::codes`). Both transports render
//! errors from here only.

use std::collections::HashMap;
use std::fmt;

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use poch_api::codes::ErrorCode;
use poch_engine::encoding::{ActionIdOutOfRange, TableTooLarge};
use poch_engine::{NewGameError, Rejection, StateError};
use tonic_types::{ErrorDetails, StatusExt};

/// The error domain carried in `google.rpc.ErrorInfo`.
pub const DOMAIN: &str = "poch.v1";

/// The most of a client's value a log line carries, in bytes.
pub const LOG_VALUE_BYTES: usize = 128;

/// `text` cut to [`LOG_VALUE_BYTES`] (at a character boundary) with an ellipsis: what a log
/// line may carry of anything a client sent. A client's value is never logged whole.
pub fn bounded(text: &str) -> std::borrow::Cow<'_, str> {
    cut(text, LOG_VALUE_BYTES)
}

/// The most of an error's message an answer carries, in bytes: the message can quote a
/// client's value, and a gRPC status travels in a header.
pub const MESSAGE_BYTES: usize = 1024;

/// `text` cut to `max` bytes at a character boundary, with an ellipsis and the whole length.
fn cut(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    if text.len() <= max {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    std::borrow::Cow::Owned(format!("{}… ({} bytes)", &text[..end], text.len()))
}

/// Seconds a shed request is asked to wait (`Retry-After`).
pub const RETRY_AFTER_SECONDS: u32 = 1;

/// Everything that can go wrong with a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiError {
    /// The engine refused the action; the state is unchanged.
    Rejected(Rejection),
    /// `Replay`: the engine refused the action at `index` of the list (from 0).
    ReplayRejected {
        /// The action's position in the list.
        index: usize,
        /// Why the engine refused it.
        rejection: Rejection,
    },
    /// The engine refused to start the match.
    NewGame(NewGameError),
    /// The state is of another schema version, or breaks an invariant.
    State(StateError),
    /// A field of the request could not be read as an engine value.
    InvalidArgument {
        /// Where in the request.
        field: String,
        /// What is wrong.
        reason: String,
    },
    /// Fields of the request, each readable, that do not go together.
    ConflictingFields {
        /// The field that cannot be given with the others (or that the others need).
        field: String,
        /// Why.
        reason: String,
    },
    /// No preset has this name.
    UnknownPreset(String),
    /// No narration catalogue speaks this locale.
    UnknownLocale(poch_api::narration::UnknownLocale),
    /// This server does not accept supplied deck orders.
    DeckOrdersForbidden,
    /// A state token that this server did not seal as it is.
    StateTampered,
    /// A pre-match token whose time is up.
    PreMatchTokenExpired,
    /// A table the deal to verify cannot be dealt to.
    InvalidTable(poch_engine::rng::DealCheckError),
    /// An action id past the end of the match's action table.
    ActionIdOutOfRange(ActionIdOutOfRange),
    /// A match of more chips than action ids count.
    TableTooLarge(TableTooLarge),
    /// A plain state, to or from a server that requires sealed states.
    PlainStateForbidden,
    /// A caller-chosen match seed (in a request or a plain state) on a server that forbids
    /// them.
    CallerSeedForbidden,
    /// A caller-chosen start position (in a request, a plain state, or the token of a match
    /// that began from one) on a server that forbids them.
    CallerStartForbidden,
    /// A server in ticket mode asked to read or act for a seat without a ticket.
    TicketRequired {
        /// What needs the ticket.
        what: &'static str,
    },
    /// A ticket that is not one of this match's.
    TicketInvalid,
    /// A seat's ticket, used for another seat.
    TicketWrongSeat {
        /// The seat of the ticket.
        ticket: poch_engine::Seat,
        /// The seat asked for.
        seat: poch_engine::Seat,
    },
    /// Every seat's views asked with a seat's ticket.
    OperatorTicketRequired {
        /// What needs the operator ticket.
        what: &'static str,
    },
    /// A `Replay` of more actions than it takes: its list alone, or the actions it would
    /// apply with the seated bots' moves between them.
    TooManyActions {
        /// The actions of the list.
        given: usize,
        /// The action of the list (from 0) at which the replay stopped, whose own move or whose
        /// bots' moves after it would pass the limit; none when the list alone is longer.
        stopped_at: Option<usize>,
    },
    /// The body is not valid JSON of the expected shape.
    MalformedBody(String),
    /// The body is not `application/json`.
    UnsupportedMediaType,
    /// A gRPC message compressed with an encoding the server does not support (it reads
    /// `identity`, `gzip` and `deflate`).
    UnsupportedEncoding(String),
    /// The body is larger than the server accepts.
    PayloadTooLarge {
        /// The limit in bytes.
        limit: usize,
    },
    /// No such path.
    NotFound,
    /// The path exists, but not for this method.
    MethodNotAllowed,
    /// The server sheds load: too many requests at once.
    Overloaded,
    /// The server sheds a request for a budget: its own part of it is full, or the request's
    /// client or connection holds its share ([`crate::shares`]); answered as `overloaded`.
    Shed(crate::shares::Shed),
    /// The request took longer than the server allows.
    Timeout,
    /// A fault of the server; never a client's mistake.
    Internal(String),
}

/// The code of an engine error, whose `code()` is the engine's word for it; every one is a row
/// of the contract's table (`proto/tests/codes.rs` holds them all), and one that were not would
/// be answered as `internal`.
fn engine(code: &'static str) -> ErrorCode {
    ErrorCode::from_wire(code).unwrap_or(ErrorCode::Internal)
}

impl ApiError {
    /// The stable machine code: decided here; its gRPC and HTTP statuses are the contract's
    /// table's ([`ErrorCode::grpc`], [`ErrorCode::http`]).
    pub fn code(&self) -> ErrorCode {
        match self {
            ApiError::Rejected(r) | ApiError::ReplayRejected { rejection: r, .. } => {
                engine(r.code())
            }
            ApiError::NewGame(e) => engine(e.code()),
            ApiError::State(e) => engine(e.code()),
            ApiError::InvalidArgument { .. } => ErrorCode::InvalidArgument,
            ApiError::ConflictingFields { .. } => ErrorCode::ConflictingFields,
            ApiError::UnknownPreset(_) => ErrorCode::UnknownPreset,
            ApiError::UnknownLocale(_) => ErrorCode::UnknownLocale,
            ApiError::DeckOrdersForbidden => ErrorCode::DeckOrdersForbidden,
            ApiError::StateTampered => ErrorCode::StateTampered,
            ApiError::PreMatchTokenExpired => ErrorCode::PreMatchTokenExpired,
            ApiError::InvalidTable(_) => ErrorCode::InvalidTable,
            ApiError::ActionIdOutOfRange(e) => engine(e.code()),
            ApiError::TableTooLarge(e) => engine(e.code()),
            ApiError::PlainStateForbidden => ErrorCode::PlainStateForbidden,
            ApiError::CallerSeedForbidden => ErrorCode::CallerSeedForbidden,
            ApiError::CallerStartForbidden => ErrorCode::CallerStartForbidden,
            ApiError::TicketRequired { .. } => ErrorCode::TicketRequired,
            ApiError::TicketInvalid => ErrorCode::TicketInvalid,
            ApiError::TicketWrongSeat { .. } => ErrorCode::TicketWrongSeat,
            ApiError::OperatorTicketRequired { .. } => ErrorCode::OperatorTicketRequired,
            ApiError::TooManyActions { .. } => ErrorCode::TooManyActions,
            ApiError::MalformedBody(_) => ErrorCode::MalformedBody,
            ApiError::UnsupportedMediaType => ErrorCode::UnsupportedMediaType,
            ApiError::UnsupportedEncoding(_) => ErrorCode::UnsupportedEncoding,
            ApiError::PayloadTooLarge { .. } => ErrorCode::PayloadTooLarge,
            ApiError::NotFound => ErrorCode::NotFound,
            ApiError::MethodNotAllowed => ErrorCode::MethodNotAllowed,
            ApiError::Overloaded | ApiError::Shed(_) => ErrorCode::Overloaded,
            ApiError::Timeout => ErrorCode::Timeout,
            ApiError::Internal(_) => ErrorCode::Internal,
        }
    }

    /// The HTTP status of this error's answer.
    pub fn http_status(&self) -> StatusCode {
        StatusCode::from_u16(self.code().http()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }

    /// Whether the client caused it (logged at `debug`; server faults at `error`).
    pub fn is_client_error(&self) -> bool {
        !matches!(self, ApiError::Internal(_))
    }

    /// Extra machine-readable facts: the broken invariant, the offending field, the limit.
    fn metadata(&self) -> HashMap<String, String> {
        let mut m = HashMap::new();
        match self {
            ApiError::State(StateError::Invalid(v)) => {
                m.insert("invariant".into(), v.invariant.name().into());
            }
            ApiError::InvalidArgument { field, .. } | ApiError::ConflictingFields { field, .. } => {
                m.insert("field".into(), field.clone());
            }
            ApiError::ActionIdOutOfRange(_) => {
                m.insert("field".into(), "action_id".into());
            }
            ApiError::PayloadTooLarge { limit } => {
                m.insert("limit".into(), limit.to_string());
            }
            ApiError::TooManyActions { stopped_at, .. } => {
                m.insert("field".into(), "actions".into());
                m.insert("limit".into(), poch_api::MAX_REPLAY_ACTIONS.to_string());
                if let Some(index) = stopped_at {
                    m.insert("action_index".into(), index.to_string());
                }
            }
            ApiError::ReplayRejected { index, .. } => {
                m.insert("action_index".into(), index.to_string());
            }
            ApiError::Shed(shed) => {
                m.insert("budget".into(), shed.budget.name().into());
                m.insert("scope".into(), shed.scope.name().into());
            }
            ApiError::Rejected(_)
            | ApiError::NewGame(_)
            | ApiError::State(StateError::VersionUnsupported { .. })
            | ApiError::UnknownPreset(_)
            | ApiError::UnknownLocale(_)
            | ApiError::DeckOrdersForbidden
            | ApiError::StateTampered
            | ApiError::PreMatchTokenExpired
            | ApiError::InvalidTable(_)
            | ApiError::TableTooLarge(_)
            | ApiError::PlainStateForbidden
            | ApiError::CallerSeedForbidden
            | ApiError::CallerStartForbidden
            | ApiError::TicketRequired { .. }
            | ApiError::TicketInvalid
            | ApiError::TicketWrongSeat { .. }
            | ApiError::OperatorTicketRequired { .. }
            | ApiError::MalformedBody(_)
            | ApiError::UnsupportedMediaType
            | ApiError::UnsupportedEncoding(_)
            | ApiError::NotFound
            | ApiError::MethodNotAllowed
            | ApiError::Overloaded
            | ApiError::Timeout
            | ApiError::Internal(_) => {}
        }
        m
    }

    /// The gRPC status: the code, the message, and `google.rpc.ErrorInfo` with
    /// reason = the stable code and domain [`DOMAIN`].
    pub fn to_status(&self) -> tonic::Status {
        let code = self.code();
        let mut details = ErrorDetails::with_error_info(code.as_str(), DOMAIN, self.metadata());
        // A field's fault also as `google.rpc.BadRequest`, which generic tools read.
        if let ApiError::InvalidArgument { field, reason }
        | ApiError::ConflictingFields { field, reason } = self
        {
            details.add_bad_request_violation(field.clone(), cut(reason, MESSAGE_BYTES));
        }
        let message = self.to_string();
        let message = cut(&message, MESSAGE_BYTES).into_owned();
        tonic::Status::with_error_details(code.grpc(), message, details)
    }

    /// The RFC 9457 problem document.
    pub fn problem(&self) -> Problem {
        let (code, http) = (self.code(), self.http_status());
        let metadata = self.metadata();
        Problem {
            r#type: format!("urn:poch:error:{code}"),
            title: http.canonical_reason().unwrap_or("Error").to_owned(),
            status: http.as_u16(),
            detail: cut(&self.to_string(), MESSAGE_BYTES).into_owned(),
            code: code.as_str().to_owned(),
            invariant: metadata.get("invariant").cloned(),
            field: metadata.get("field").cloned(),
            action_index: metadata.get("action_index").and_then(|i| i.parse().ok()),
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Rejected(r) => r.fmt(f),
            ApiError::ReplayRejected { index, rejection } => {
                write!(f, "action {index} was refused: {rejection}")
            }
            ApiError::NewGame(e) => e.fmt(f),
            ApiError::State(e) => e.fmt(f),
            ApiError::InvalidArgument { field, reason }
            | ApiError::ConflictingFields { field, reason } => write!(f, "{field}: {reason}"),
            ApiError::UnknownPreset(name) => write!(f, "no preset is named {name:?}"),
            ApiError::UnknownLocale(e) => e.fmt(f),
            ApiError::DeckOrdersForbidden => {
                f.write_str("this server does not accept supplied deck orders")
            }
            ApiError::StateTampered => fmt::Display::fmt(&crate::token::Tampered, f),
            ApiError::InvalidTable(why) => write!(f, "the deal cannot be dealt: {why}"),
            ApiError::ActionIdOutOfRange(e) => write!(f, "action_id: {e}"),
            ApiError::TableTooLarge(e) => e.fmt(f),
            ApiError::PreMatchTokenExpired => f.write_str(
                "the pre-match token has expired: ask for a new server commitment \
                 (CommitServerSeed) and start the match with it",
            ),
            ApiError::PlainStateForbidden => f.write_str(
                "this server requires sealed states: send the token it answered, and ask \
                 for state_form sealed",
            ),
            ApiError::CallerSeedForbidden => f.write_str(
                "this server draws every match seed itself and accepts none from callers, \
                 in a request, a plain state or the token of a match that began with one",
            ),
            ApiError::CallerStartForbidden => f.write_str(
                "this server starts every match from equal stacks and an empty board, and \
                 takes no start position from callers, in a request, a plain state or the \
                 token of a match that began from one",
            ),
            ApiError::TicketRequired { what } => write!(
                f,
                "this server is in ticket mode: {what} needs the seat's ticket or the match's \
                 operator ticket (`ticket`); a token alone gets the spectator's view"
            ),
            ApiError::TicketInvalid => f.write_str(
                "the ticket is not one of this match's: it is altered, of another match, or \
                 derived from a key this server does not hold",
            ),
            ApiError::TicketWrongSeat { ticket, seat } => write!(
                f,
                "the ticket is seat {ticket}'s, and this asks for seat {seat}: a seat's ticket \
                 reads and acts for its own seat only"
            ),
            ApiError::OperatorTicketRequired { what } => write!(
                f,
                "{what} needs the match's operator ticket: a seat's ticket reads its own seat \
                 only"
            ),
            ApiError::MalformedBody(why) => write!(f, "the body could not be read: {why}"),
            ApiError::UnsupportedMediaType => {
                f.write_str("the body must be JSON, with content-type application/json")
            }
            ApiError::UnsupportedEncoding(why) => f.write_str(why),
            ApiError::PayloadTooLarge { limit } => {
                write!(f, "the body is larger than the limit of {limit} bytes")
            }
            ApiError::TooManyActions {
                given,
                stopped_at: None,
            } => write!(
                f,
                "a Replay takes at most {} actions, and this one has {given}",
                poch_api::MAX_REPLAY_ACTIONS
            ),
            ApiError::TooManyActions {
                given,
                stopped_at: Some(index),
            } => write!(
                f,
                "a Replay applies at most {} actions, the seated bots' moves included, and \
                 this one would pass it at action {index} of its {given}",
                poch_api::MAX_REPLAY_ACTIONS
            ),
            ApiError::NotFound => f.write_str("no such path"),
            ApiError::MethodNotAllowed => f.write_str("this path does not take that method"),
            ApiError::Overloaded => {
                f.write_str("the server is at its concurrency limit; retry shortly")
            }
            ApiError::Shed(shed) => shed.fmt(f),
            ApiError::Timeout => f.write_str("the request took longer than the server allows"),
            ApiError::Internal(why) => write!(f, "internal error: {why}"),
        }
    }
}

impl std::error::Error for ApiError {}

impl From<Rejection> for ApiError {
    fn from(r: Rejection) -> ApiError {
        ApiError::Rejected(r)
    }
}

impl From<NewGameError> for ApiError {
    fn from(e: NewGameError) -> ApiError {
        ApiError::NewGame(e)
    }
}

impl From<ActionIdOutOfRange> for ApiError {
    fn from(e: ActionIdOutOfRange) -> ApiError {
        ApiError::ActionIdOutOfRange(e)
    }
}

impl From<TableTooLarge> for ApiError {
    fn from(e: TableTooLarge) -> ApiError {
        ApiError::TableTooLarge(e)
    }
}

impl From<StateError> for ApiError {
    fn from(e: StateError) -> ApiError {
        ApiError::State(e)
    }
}

impl From<ApiError> for tonic::Status {
    fn from(e: ApiError) -> tonic::Status {
        e.to_status()
    }
}

/// An RFC 9457 `application/problem+json` body (the contract's).
pub use poch_api::rest::Problem;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let problem = self.problem();
        let status = self.http_status();
        let body = serde_json::to_vec(&problem).unwrap_or_default();
        let mut response = (status, body).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        if matches!(self, ApiError::Overloaded | ApiError::Shed(_)) {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
        }
        if !self.is_client_error() {
            tracing::error!(code = problem.code, detail = %bounded(&problem.detail), "server fault");
        }
        response.extensions_mut().insert(Refused(self.code()));
        response
    }
}

/// The problem responses the REST operations document, under `components.responses`: the
/// status, the response's name, and what it means. Every [`ApiError`] but `not_found` and
/// `method_not_allowed` (which no operation answers: they concern paths and methods the
/// document does not list) has its status here.
pub const PROBLEM_RESPONSES: [(StatusCode, &str, &str); 8] = [
    (
        StatusCode::BAD_REQUEST,
        "BadRequest",
        "The body is not JSON of the expected shape (`malformed_body`), or a field cannot be \
         read as an engine value (`invalid_argument`, naming the `field`).",
    ),
    (
        StatusCode::FORBIDDEN,
        "Forbidden",
        "The server's policy refuses the request: supplied deck orders \
         (`deck_orders_forbidden`), a caller-chosen seed (`caller_seed_forbidden`), or a plain \
         state where it requires sealed ones (`plain_state_forbidden`). A plain state names its \
         own deal source, so it is refused where that source is. On a server in ticket mode, a \
         seat's view or actions without a ticket (`ticket_required`), a ticket that is not one \
         of the match's (`ticket_invalid`), a seat's ticket for another seat \
         (`ticket_wrong_seat`), or every seat's views without the operator ticket \
         (`operator_ticket_required`).",
    ),
    (
        StatusCode::PAYLOAD_TOO_LARGE,
        "PayloadTooLarge",
        "The body is larger than the server's limit (`payload_too_large`).",
    ),
    (
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "UnsupportedMediaType",
        "The body is not declared as JSON: its content-type must be `application/json` \
         (`unsupported_media_type`).",
    ),
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        "UnprocessableContent",
        "Well-formed, but refused by the rules: an action the engine rejects (`not_your_turn`, \
         `wrong_phase`, ...), a state that breaks an invariant (`state_invalid`, naming the \
         `invariant`) or has another schema version (`state_version_unsupported`), a match that \
         cannot start (`player_count`, `invalid_players`, `unknown_preset`, ...), or a state \
         token this server did not seal as it is (`state_tampered`) or a pre-match token whose time is \
         up (`pre_match_token_expired`), or a deal to verify at a table it cannot be dealt to \
         (`invalid_table`), or fields that do not go together (`conflicting_fields`, naming \
         the `field`), or an action id past the end of the match's action table \
         (`action_id_out_of_range`) or a match of more chips than action ids count \
         (`table_too_large`), or a `Replay` of more actions than it takes \
         (`too_many_actions`). The `code` says which.",
    ),
    (
        StatusCode::INTERNAL_SERVER_ERROR,
        "InternalServerError",
        "A fault of the server (`internal`), never a client's mistake.",
    ),
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "ServiceUnavailable",
        "The server is at its concurrency limit and sheds the request (`overloaded`); retry \
         after `Retry-After` seconds.",
    ),
    (
        StatusCode::GATEWAY_TIMEOUT,
        "GatewayTimeout",
        "The request took longer than the server allows (`timeout`).",
    ),
];

/// The media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// References to the problem responses of the given statuses.
fn problem_refs(
    statuses: &[StatusCode],
) -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
    PROBLEM_RESPONSES
        .iter()
        .filter(|(status, _, _)| statuses.contains(status))
        .map(|(status, name, _)| {
            (
                status.as_str().to_owned(),
                utoipa::openapi::RefOr::Ref(utoipa::openapi::Ref::from_response_name(*name)),
            )
        })
        .collect()
}

/// The problems of an operation with a JSON body: 400, 413, 415 and 422.
pub struct BodyProblems;

impl utoipa::IntoResponses for BodyProblems {
    fn responses()
    -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
        problem_refs(&[
            StatusCode::BAD_REQUEST,
            StatusCode::PAYLOAD_TOO_LARGE,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            StatusCode::UNPROCESSABLE_ENTITY,
        ])
    }
}

/// The problem of an operation that the server's policy can refuse: 403.
pub struct PolicyProblems;

impl utoipa::IntoResponses for PolicyProblems {
    fn responses()
    -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
        problem_refs(&[StatusCode::FORBIDDEN])
    }
}

/// What every operation can answer, whatever it is sent: 500, 503 (load shed) and 504.
pub struct ServerProblems;

impl utoipa::IntoResponses for ServerProblems {
    fn responses()
    -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
        problem_refs(&[
            StatusCode::INTERNAL_SERVER_ERROR,
            StatusCode::SERVICE_UNAVAILABLE,
            StatusCode::GATEWAY_TIMEOUT,
        ])
    }
}

/// [`ServerProblems`] without 503, for an operation that documents its own 503.
pub struct ServerFaults;

impl utoipa::IntoResponses for ServerFaults {
    fn responses()
    -> std::collections::BTreeMap<String, utoipa::openapi::RefOr<utoipa::openapi::Response>> {
        problem_refs(&[
            StatusCode::INTERNAL_SERVER_ERROR,
            StatusCode::GATEWAY_TIMEOUT,
        ])
    }
}

/// The `Retry-After` header of a shed request.
pub fn retry_after_header() -> utoipa::openapi::header::Header {
    utoipa::openapi::header::HeaderBuilder::new()
        .schema(Some(
            utoipa::openapi::ObjectBuilder::new()
                .schema_type(utoipa::openapi::Type::Integer)
                .minimum(Some(0))
                .maximum(Some(u32::MAX)),
        ))
        .description(Some("Seconds to wait before retrying."))
        .build()
}

/// Adds [`PROBLEM_RESPONSES`] to the document's `components.responses`.
pub struct ProblemResponses;

impl utoipa::Modify for ProblemResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
        let components = openapi.components.get_or_insert_with(Default::default);
        for (status, name, description) in PROBLEM_RESPONSES {
            let mut response = ResponseBuilder::new().description(description).content(
                PROBLEM_JSON,
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("Problem")))
                    .build(),
            );
            if status == StatusCode::SERVICE_UNAVAILABLE {
                response = response.header("Retry-After", retry_after_header());
            }
            components
                .responses
                .insert(name.to_owned(), response.build().into());
        }
    }
}

/// The code of a refusal answered without the operation counting it (a body it could not read,
/// load shedding, a timeout), carried on the response for the outer layer to count. A refusal
/// the operation counted is rendered without it (`rest::Counted`; gRPC operations answer with a
/// status, which carries none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused(pub ErrorCode);

/// Whether a request is a gRPC one, by its content type.
pub(crate) fn is_grpc(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("application/grpc"))
}

/// Renders an error as a gRPC status for gRPC requests (`grpc`), as problem+json otherwise.
pub(crate) fn render(grpc: bool, error: ApiError) -> Response {
    if let ApiError::Shed(shed) = error {
        return overloaded(grpc, Some(shed));
    }
    if matches!(error, ApiError::Overloaded) {
        return overloaded(grpc, None);
    }
    render_anew(grpc, error)
}

/// The `overloaded` answer (for `shed`, or the concurrency limit's), made once and copied:
/// shedding must cost as little as it can, since a server beyond its limit spends on its
/// refusals what it no longer spends serving.
fn overloaded(grpc: bool, shed: Option<crate::shares::Shed>) -> Response {
    use crate::shares::{Budget, Scope};
    /// An answer's status, headers and body, kept to be copied.
    struct Made(axum::http::StatusCode, HeaderMap, bytes::Bytes);
    fn make(grpc: bool, shed: Option<crate::shares::Shed>) -> Made {
        let error = shed.map_or(ApiError::Overloaded, ApiError::Shed);
        let (parts, body) = render_anew(grpc, error).into_parts();
        // The body of a problem document is one frame; a gRPC status is in the headers.
        let body = futures_util::FutureExt::now_or_never(axum::body::to_bytes(body, 4096))
            .and_then(Result::ok)
            .unwrap_or_default();
        Made(parts.status, parts.headers, body)
    }
    const KINDS: usize = 1 + Budget::ALL.len() * Scope::ALL.len();
    static MADE: [[std::sync::OnceLock<Made>; KINDS]; 2] =
        [const { [const { std::sync::OnceLock::new() }; KINDS] }; 2];
    let kind = shed.map_or(0, |s| {
        1 + s.budget.index() * Scope::ALL.len() + s.scope.index()
    });
    let Made(status, headers, body) =
        MADE[usize::from(grpc)][kind].get_or_init(|| make(grpc, shed));
    let mut response = Response::new(if body.is_empty() {
        axum::body::Body::empty()
    } else {
        axum::body::Body::from(body.clone())
    });
    *response.status_mut() = *status;
    *response.headers_mut() = headers.clone();
    response
        .extensions_mut()
        .insert(Refused(ApiError::Overloaded.code()));
    if let Some(shed) = shed {
        // Whose share it was: the connection counts the refusals past a share.
        response.extensions_mut().insert(shed);
    }
    response
}

/// [`render`], made for this error.
fn render_anew(grpc: bool, error: ApiError) -> Response {
    if grpc {
        let mut response = error.to_status().into_http::<axum::body::Body>();
        if matches!(error, ApiError::Overloaded | ApiError::Shed(_)) {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
        }
        response.extensions_mut().insert(Refused(error.code()));
        response.into_response()
    } else {
        error.into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poch_engine::Seat;

    #[test]
    fn the_engines_refusals_keep_their_codes_and_statuses() {
        let seat = ApiError::Rejected(Rejection::SeatOutOfRange {
            seat: Seat(9),
            players: 4,
        });
        assert_eq!(seat.code(), ErrorCode::SeatOutOfRange);
        assert_eq!(engine("dealer_sneezed"), ErrorCode::Internal);
        assert_eq!(seat.to_status().code(), tonic::Code::InvalidArgument);
        let turn = ApiError::Rejected(Rejection::NotYourTurn {
            seat: Seat(0),
            to_act: Seat(1),
        });
        assert_eq!(turn.code(), ErrorCode::NotYourTurn);
        assert_eq!(turn.to_status().code(), tonic::Code::FailedPrecondition);
        assert_eq!(turn.http_status(), StatusCode::UNPROCESSABLE_ENTITY);
        let version = ApiError::State(StateError::VersionUnsupported { found: 0 });
        assert_eq!(version.code(), ErrorCode::StateVersionUnsupported);
        assert_eq!(version.to_status().code(), tonic::Code::FailedPrecondition);
        let shed = ApiError::Overloaded;
        assert_eq!(
            (shed.code(), shed.to_status().code(), shed.http_status()),
            (
                ErrorCode::Overloaded,
                tonic::Code::ResourceExhausted,
                StatusCode::SERVICE_UNAVAILABLE
            )
        );
        let problem = shed.problem();
        assert_eq!(
            (
                problem.code.as_str(),
                problem.status,
                problem.r#type.as_str()
            ),
            ("overloaded", 503, "urn:poch:error:overloaded")
        );
    }

    /// The `overloaded` answer copied from the one made once is the one made anew: the same
    /// status, headers and body, on both wires, and it is counted as the refusal it is.
    #[tokio::test]
    async fn the_overloaded_answer_is_made_once_as_it_would_be_made_anew() {
        for grpc in [true, false] {
            for _ in 0..2 {
                let shed = crate::shares::Shed {
                    budget: crate::shares::Budget::AnswerBytes,
                    scope: crate::shares::Scope::Client,
                };
                for error in [ApiError::Overloaded, ApiError::Shed(shed)] {
                    let (copied, copied_body) = render(grpc, error.clone()).into_parts();
                    let (fresh, fresh_body) = render_anew(grpc, error).into_parts();
                    assert_eq!(copied.status, fresh.status, "grpc {grpc}");
                    // The ErrorInfo's metadata is a map: its entries may come in any order.
                    let details = |headers: &HeaderMap| {
                        use tonic_types::StatusExt as _;
                        let status = tonic::Status::from_header_map(headers)?;
                        let info = status.get_details_error_info()?;
                        let mut metadata: Vec<_> = info.metadata.into_iter().collect();
                        metadata.sort();
                        Some((
                            status.code(),
                            status.message().to_owned(),
                            info.reason,
                            metadata,
                        ))
                    };
                    assert_eq!(
                        details(&copied.headers),
                        details(&fresh.headers),
                        "grpc {grpc}"
                    );
                    let without_details = |headers: &HeaderMap| {
                        let mut headers = headers.clone();
                        headers.remove("grpc-status-details-bin");
                        headers
                    };
                    assert_eq!(
                        without_details(&copied.headers),
                        without_details(&fresh.headers),
                        "grpc {grpc}"
                    );
                    let copied_body = axum::body::to_bytes(copied_body, 4096)
                        .await
                        .expect("a body");
                    let fresh_body = axum::body::to_bytes(fresh_body, 4096)
                        .await
                        .expect("a body");
                    assert_eq!(copied_body, fresh_body, "grpc {grpc}");
                    assert_eq!(copied_body.is_empty(), grpc, "grpc {grpc}");
                    assert!(copied.extensions.get::<Refused>().is_some());
                }
            }
        }
    }
}
