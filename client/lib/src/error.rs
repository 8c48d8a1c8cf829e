//! The error of every call: the stable code the service answered (from the gRPC status's
//! `google.rpc.ErrorInfo`, or the REST problem document's `code`), or the client's own code for
//! a call that got no answer.

use std::fmt;

use poch_engine::{NewGameError, Rejection, RulesError, StateError};

macro_rules! codes {
    (
        $($(#[doc = $doc:literal])+ $variant:ident => $text:literal, $grpc:ident, $http:literal;)+
        own [$($(#[doc = $own_doc:literal])+ $own:ident => $own_text:literal,)+]
    ) => {
        /// A stable error code. Every code the service answers has its variant (the contract's
        /// table, `poch_api::codes`); a code this client does not know (from a newer service) is kept as
        /// [`ErrorCode::Other`]. Three codes are the client's own and never come from the
        /// service: [`ErrorCode::DeadlineExceeded`], [`ErrorCode::Unavailable`] and
        /// [`ErrorCode::BadAnswer`].
        ///
        /// ```
        /// use poch_client::ErrorCode;
        ///
        /// let code = ErrorCode::from_wire("not_your_turn");
        /// assert_eq!(code, ErrorCode::NotYourTurn);
        /// assert!(code.is_rejection() && !code.is_retryable());
        /// assert!(ErrorCode::from_wire("overloaded").is_retryable());
        /// assert_eq!(ErrorCode::from_wire("newer_code").as_str(), "newer_code");
        /// ```
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ErrorCode {
            $($(#[doc = $doc])+ $variant,)+
            $($(#[doc = $own_doc])+ $own,)+
            /// A code this client does not know.
            Other(String),
        }

        impl ErrorCode {
            /// Every code this client knows, as written on the wire.
            pub const KNOWN: &'static [&'static str] = &[$($text,)+ $($own_text),+];

            /// The code as written on the wire (`not_your_turn`).
            pub fn as_str(&self) -> &str {
                match self {
                    $(ErrorCode::$variant => $text,)+
                    $(ErrorCode::$own => $own_text,)+
                    ErrorCode::Other(code) => code,
                }
            }

            /// The variant of a code as written on the wire; [`ErrorCode::Other`] for one this
            /// client does not know.
            pub fn from_wire(code: &str) -> ErrorCode {
                match code {
                    $($text => ErrorCode::$variant,)+
                    $($own_text => ErrorCode::$own,)+
                    other => ErrorCode::Other(other.to_owned()),
                }
            }
        }
    };
}

// The service's codes are the contract's table (`poch_api::codes`); the client's own follow.
poch_api::for_each_error_code!(codes { own [
    /// The client's own: the call's deadline passed before an answer came.
    DeadlineExceeded => "deadline_exceeded",
    /// The client's own: no server could be reached, or the connection failed before an
    /// answer; retried by the client ([`crate::Retry`]).
    Unavailable => "unavailable",
    /// The client's own: an answer this client cannot read (not the service's, or a message
    /// that is no value of the engine's types).
    BadAnswer => "bad_answer",
] });

impl ErrorCode {
    /// Whether the engine refused an action (a [`Rejection`]'s code): the state is unchanged,
    /// and the same action on the same state is refused again.
    pub fn is_rejection(&self) -> bool {
        Rejection::CODES.contains(&self.as_str())
    }

    /// Whether a call that failed with this code may be sent again as it is: the server shed
    /// it (`overloaded`) or no answer came (`unavailable`). Every operation is a function of
    /// its request, so a second answer is the first one's.
    pub fn is_retryable(&self) -> bool {
        matches!(self, ErrorCode::Overloaded | ErrorCode::Unavailable)
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<&Rejection> for ErrorCode {
    fn from(rejection: &Rejection) -> ErrorCode {
        ErrorCode::from_wire(rejection.code())
    }
}

impl From<&NewGameError> for ErrorCode {
    fn from(error: &NewGameError) -> ErrorCode {
        ErrorCode::from_wire(error.code())
    }
}

impl From<&StateError> for ErrorCode {
    fn from(error: &StateError) -> ErrorCode {
        ErrorCode::from_wire(error.code())
    }
}

impl From<&RulesError> for ErrorCode {
    fn from(error: &RulesError) -> ErrorCode {
        ErrorCode::from_wire(error.code())
    }
}

/// A call that failed: its code, the message (the service's, for people), and the facts the
/// service names beside the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// The stable code.
    pub code: ErrorCode,
    /// What went wrong, for people: the service's message (the engine's, for a refused
    /// action), or the client's.
    pub message: String,
    /// `invalid_argument`, `conflicting_fields`, `action_id_out_of_range`: the offending
    /// request field.
    pub field: Option<String>,
    /// `state_invalid`: the broken invariant (`I1` … `I13`, or `structure`).
    pub invariant: Option<String>,
    /// `Replay`: the position (from 0) of the action the engine refused.
    pub action_index: Option<usize>,
}

impl Error {
    /// An error with only a code and a message.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Error {
        Error {
            code,
            message: message.into(),
            field: None,
            invariant: None,
            action_index: None,
        }
    }

    /// An answer this client cannot read.
    pub(crate) fn bad_answer(message: impl Into<String>) -> Error {
        Error::new(ErrorCode::BadAnswer, message)
    }

    /// The call's deadline passed.
    pub(crate) fn deadline(deadline: std::time::Duration) -> Error {
        Error::new(
            ErrorCode::DeadlineExceeded,
            format!(
                "no answer within the deadline of {} ms",
                deadline.as_millis()
            ),
        )
    }

    /// Whether the service answered this error (as opposed to the client's own three codes).
    pub fn from_service(&self) -> bool {
        !matches!(
            self.code,
            ErrorCode::DeadlineExceeded | ErrorCode::Unavailable | ErrorCode::BadAnswer
        )
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for Error {}

/// The text of an error and its sources, as one line.
pub(crate) fn chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(s) = source {
        let more = s.to_string();
        if !text.contains(&more) {
            text.push_str(": ");
            text.push_str(&more);
        }
        source = s.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use poch_engine::Seat;

    #[test]
    fn every_code_reads_back_as_its_variant() {
        for &code in ErrorCode::KNOWN {
            let parsed = ErrorCode::from_wire(code);
            assert!(!matches!(parsed, ErrorCode::Other(_)), "{code}");
            assert_eq!(parsed.as_str(), code);
        }
        assert_eq!(
            ErrorCode::from_wire("dealer_sneezed"),
            ErrorCode::Other("dealer_sneezed".into())
        );
        assert_eq!(
            ErrorCode::from_wire("dealer_sneezed").as_str(),
            "dealer_sneezed"
        );
    }

    #[test]
    fn the_known_codes_are_the_contracts_table_and_the_clients_own() {
        let table: Vec<&str> = poch_api::codes::ERROR_CODES
            .iter()
            .map(|row| row.code)
            .collect();
        let own = ["deadline_exceeded", "unavailable", "bad_answer"];
        assert_eq!(ErrorCode::KNOWN.len(), table.len() + own.len());
        assert_eq!(&ErrorCode::KNOWN[..table.len()], table.as_slice());
        assert_eq!(&ErrorCode::KNOWN[table.len()..], own.as_slice());
        for code in own {
            assert!(poch_api::codes::error_code(code).is_none(), "{code}");
        }
    }

    #[test]
    fn the_engines_codes_are_known_and_only_its_rejections_are_rejections() {
        for code in Rejection::CODES {
            let parsed = ErrorCode::from_wire(code);
            assert!(parsed.is_rejection(), "{code}");
            assert!(!parsed.is_retryable(), "{code}");
        }
        let rejection = Rejection::NotYourTurn {
            seat: Seat(0),
            to_act: Seat(1),
        };
        assert_eq!(ErrorCode::from(&rejection), ErrorCode::NotYourTurn);
        assert!(!ErrorCode::Overloaded.is_rejection());
        assert!(!ErrorCode::StateInvalid.is_rejection());
        assert!(ErrorCode::Overloaded.is_retryable());
        assert!(ErrorCode::Unavailable.is_retryable());
        assert!(!ErrorCode::DeadlineExceeded.is_retryable());
        assert!(!ErrorCode::Timeout.is_retryable());
    }

    #[test]
    fn the_clients_own_codes_are_told_apart() {
        let e = Error::deadline(std::time::Duration::from_millis(250));
        assert_eq!(e.code, ErrorCode::DeadlineExceeded);
        assert!(!e.from_service());
        assert_eq!(
            e.to_string(),
            "no answer within the deadline of 250 ms (deadline_exceeded)"
        );
        assert!(Error::new(ErrorCode::NotYourTurn, "x").from_service());
    }
}
