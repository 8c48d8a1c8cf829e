//! Every refusal of the table server, with its stable code: the table's own codes
//! ([`TableCode`]) and the engine's, passed on as the engine answered them
//! ([`poch_api::codes::ErrorCode`]). One shape for both wires: an RFC 9457 problem document on
//! REST, a `refused` or `bye` message on a socket.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use poch_api::codes::ErrorCode;
use poch_api::rest::Problem;

/// Calls `$callback` with every row of the table's own codes:
/// `/// meaning  Variant => "code", http_status;`.
macro_rules! for_each_table_code {
    ($callback:ident) => {
        $callback! {
            /// No table has this id.
            TableNotFound => "table_not_found", 404;
            /// The table has no such seat.
            SeatNotFound => "seat_not_found", 404;
            /// This needs the seat's credential (`Authorization: Bearer …`, or `hello`'s).
            CredentialRequired => "credential_required", 401;
            /// The credential is not this seat's of this table.
            CredentialInvalid => "credential_invalid", 403;
            /// The invitation is not this seat's.
            InvitationInvalid => "invitation_invalid", 403;
            /// Someone holds the seat, or it is a bot's.
            SeatTaken => "seat_taken", 409;
            /// Another person at the table has this name.
            NameTaken => "name_taken", 409;
            /// The table is not at the stage this needs (a move before the match, a seed
            /// before every hash is in, a seat taken after the seating …).
            WrongStage => "wrong_stage", 409;
            /// The table changed between reading it and writing the move: nothing was applied;
            /// send the move again on the new state.
            Conflict => "conflict", 409;
            /// The client seed does not hash to the hash given, or a hash was given twice.
            SeedMismatch => "seed_mismatch", 422;
            /// A field of the request is not a value of its type (the detail names it).
            InvalidArgument => "invalid_argument", 400;
            /// A body or message that is not JSON of the expected shape.
            MalformedBody => "malformed_body", 400;
            /// A body that is not declared as JSON.
            UnsupportedMediaType => "unsupported_media_type", 415;
            /// A body or message larger than the limit.
            PayloadTooLarge => "payload_too_large", 413;
            /// No such path.
            NotFound => "not_found", 404;
            /// The path does not take the method.
            MethodNotAllowed => "method_not_allowed", 405;
            /// The client holds as many open tables as it may.
            TooManyTables => "too_many_tables", 429;
            /// The client holds as many sockets as it may.
            TooManyConnections => "too_many_connections", 429;
            /// The client sends faster than it may.
            RateLimited => "rate_limited", 429;
            /// The socket did not read its messages fast enough: closed, reconnect with the
            /// last `seq`.
            SlowConsumer => "slow_consumer", 429;
            /// The socket's first message was not a `hello` in time.
            HelloRequired => "hello_required", 400;
            /// The engine did not answer (the remote engine is down or too slow); nothing was
            /// applied.
            EngineUnavailable => "engine_unavailable", 503;
            /// The server is at a limit; retry shortly.
            Overloaded => "overloaded", 503;
            /// A fault of the server.
            Internal => "internal", 500;
        }
    };
}

macro_rules! table_codes {
    ($($(#[doc = $doc:literal])+ $variant:ident => $code:literal, $http:literal;)+) => {
        /// A code of the table server's own.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum TableCode {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl TableCode {
            /// Every code, in the table's order.
            pub const ALL: &'static [TableCode] = &[$(TableCode::$variant),+];

            /// The code as written on the wire.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(TableCode::$variant => $code,)+
                }
            }

            /// The HTTP status of an answer with this code.
            pub const fn http(self) -> u16 {
                match self {
                    $(TableCode::$variant => $http,)+
                }
            }

            /// What the code means, in one line.
            pub const fn meaning(self) -> &'static str {
                match self {
                    $(TableCode::$variant => concat!($($doc),+),)+
                }
            }
        }
    };
}

for_each_table_code!(table_codes);

/// A refusal's code: the table's own, or the engine's as it answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// The table server's own.
    Table(TableCode),
    /// The engine's (an illegal action: `not_your_turn`, `card_not_in_hand` …).
    Engine(ErrorCode),
}

impl Code {
    /// The code as written on the wire.
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::Table(c) => c.as_str(),
            Code::Engine(c) => c.as_str(),
        }
    }

    /// The HTTP status.
    pub const fn http(self) -> u16 {
        match self {
            Code::Table(c) => c.http(),
            Code::Engine(c) => c.http(),
        }
    }
}

/// A refusal: its code and what went wrong, for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    /// The code.
    pub code: Code,
    /// What went wrong.
    pub detail: String,
}

/// The most of a detail an answer carries, in bytes (a detail can quote a client's value).
const DETAIL_BYTES: usize = 512;

impl TableError {
    /// A refusal with one of the table's codes.
    pub fn new(code: TableCode, detail: impl Into<String>) -> TableError {
        TableError {
            code: Code::Table(code),
            detail: detail.into(),
        }
    }

    /// The engine's refusal, passed on.
    pub fn engine(code: ErrorCode, detail: impl Into<String>) -> TableError {
        TableError {
            code: Code::Engine(code),
            detail: detail.into(),
        }
    }

    /// A fault of the server (a database that fails, say).
    pub fn internal(detail: impl std::fmt::Display) -> TableError {
        TableError::new(TableCode::Internal, format!("internal error: {detail}"))
    }

    /// Whether the client caused it (logged at debug; faults at error).
    pub fn is_client_error(&self) -> bool {
        self.code.http() < 500
    }

    /// The detail cut to a bounded length.
    pub fn bounded_detail(&self) -> String {
        let d = &self.detail;
        if d.len() <= DETAIL_BYTES {
            return d.clone();
        }
        let mut end = DETAIL_BYTES;
        while !d.is_char_boundary(end) {
            end -= 1;
        }
        format!("{}… ({} bytes)", &d[..end], d.len())
    }

    /// The RFC 9457 problem document.
    pub fn problem(&self) -> Problem {
        let status =
            StatusCode::from_u16(self.code.http()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        Problem {
            r#type: format!("urn:poch:error:{}", self.code.as_str()),
            title: status.canonical_reason().unwrap_or("Error").to_owned(),
            status: status.as_u16(),
            detail: self.bounded_detail(),
            code: self.code.as_str().to_owned(),
            invariant: None,
            field: None,
            action_index: None,
        }
    }
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.detail)
    }
}

impl std::error::Error for TableError {}

impl From<sqlx::Error> for TableError {
    fn from(e: sqlx::Error) -> TableError {
        TableError::internal(format!("database: {e}"))
    }
}

impl IntoResponse for TableError {
    fn into_response(self) -> Response {
        let problem = self.problem();
        let status =
            StatusCode::from_u16(problem.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let body = serde_json::to_vec(&problem).unwrap_or_default();
        let mut response = (status, body).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        if matches!(
            self.code,
            Code::Table(
                TableCode::Overloaded
                    | TableCode::EngineUnavailable
                    | TableCode::RateLimited
                    | TableCode::TooManyConnections
            )
        ) {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}

/// The table of the table server's own codes, as Markdown rows (`| code | HTTP | meaning |`),
/// for docs/table-server.md (a test keeps the page equal to it).
pub fn codes_markdown() -> String {
    let mut out = String::from("| code | HTTP | meaning |\n|---|---|---|\n");
    for code in TableCode::ALL {
        out.push_str(&format!(
            "| `{}` | {} | {} |\n",
            code.as_str(),
            code.http(),
            code.meaning().trim()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_none_shadows_an_engine_code_with_another_status() {
        let mut seen = std::collections::HashSet::new();
        for code in TableCode::ALL {
            assert!(seen.insert(code.as_str()), "{} twice", code.as_str());
            if let Some(engine) = ErrorCode::from_wire(code.as_str()) {
                assert_eq!(engine.http(), code.http(), "{}", code.as_str());
            }
        }
    }

    #[test]
    fn a_problem_carries_the_code_and_its_status() {
        let e = TableError::new(TableCode::Conflict, "the table moved on");
        let p = e.problem();
        assert_eq!((p.status, p.code.as_str()), (409, "conflict"));
        assert_eq!(p.r#type, "urn:poch:error:conflict");
        let e = TableError::engine(ErrorCode::NotYourTurn, "seat 2 must act");
        assert_eq!(e.problem().status, 422);
        let long = TableError::new(TableCode::InvalidArgument, "x".repeat(5000));
        assert!(long.problem().detail.len() < 600);
    }
}
