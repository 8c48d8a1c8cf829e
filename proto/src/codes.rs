//! The one table of the service's error codes: every code an answer can carry (the engine's
//! and the server's own), with its gRPC status code, its HTTP status and what it means, as the
//! enum [`ErrorCode`] and the rows [`ERROR_CODES`]. The server names its errors' codes by the
//! enum and renders its gRPC statuses and problem documents from it; the Rust client knows its
//! codes from the same declaration ([`for_each_error_code!`](crate::for_each_error_code)).

use tonic::Code;

/// One row of [`ERROR_CODES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorCodeInfo {
    /// The stable machine code (`google.rpc.ErrorInfo` reason, problem document `code`).
    pub code: &'static str,
    /// The gRPC status code of an answer with this code.
    pub grpc: Code,
    /// The HTTP status of an answer with this code.
    pub http: u16,
    /// What the code means, in one line.
    pub meaning: &'static str,
}

/// Calls the macro `$callback` with every row of the table, in order, as
/// `/// meaning  Variant => "code", GrpcCode, http_status;`, followed by the tokens in braces
/// (if any): the one declaration of the error codes, for a caller that builds its own type from
/// it (the Rust client's `ErrorCode`).
///
/// The engine's codes come first, as the engine declares them
/// ([`poch_engine::for_each_engine_code!`]): each answered with HTTP 422, and the gRPC status
/// its kind names (`InvalidArgument` or `FailedPrecondition`). The server's own follow.
#[macro_export]
macro_rules! for_each_error_code {
    ($callback:ident $({ $($extra:tt)* })?) => {
        $crate::__engine::for_each_engine_code! {
            $crate::__error_code_rows { $callback { $($($extra)*)? } }
        }
    };
}

/// The second step of [`for_each_error_code!`](crate::for_each_error_code): the engine's rows
/// in, the whole table out to the callback.
#[doc(hidden)]
#[macro_export]
macro_rules! __error_code_rows {
    (
        rejections [$($(#[doc = $rdoc:literal])+ $rv:ident => $rc:literal, $rk:ident;)+]
        others [$($(#[doc = $odoc:literal])+ $ov:ident => $oc:literal, $ok:ident;)+]
        $callback:ident { $($extra:tt)* }
    ) => {
        $callback! {
            $($(#[doc = $rdoc])+ $rv => $rc, $rk, 422;)+
            $($(#[doc = $odoc])+ $ov => $oc, $ok, 422;)+
            /// A field of the request that is not a value of its type (the error names it).
            InvalidArgument => "invalid_argument", InvalidArgument, 400;
            /// Fields of the request, each readable, that do not go together (the error names
            /// the field and why).
            ConflictingFields => "conflicting_fields", InvalidArgument, 422;
            /// No narration catalogue speaks the locale (`en`, `de`, `nl`, `nb`, `fi`).
            UnknownLocale => "unknown_locale", InvalidArgument, 422;
            /// The server does not take supplied deck orders.
            DeckOrdersForbidden => "deck_orders_forbidden", PermissionDenied, 403;
            /// The server draws every seed itself.
            CallerSeedForbidden => "caller_seed_forbidden", PermissionDenied, 403;
            /// The server takes no caller-chosen start position (`start`).
            CallerStartForbidden => "caller_start_forbidden", PermissionDenied, 403;
            /// The server requires sealed states.
            PlainStateForbidden => "plain_state_forbidden", PermissionDenied, 403;
            /// A server in ticket mode needs a ticket for this: the seat's or the operator's.
            TicketRequired => "ticket_required", PermissionDenied, 403;
            /// A ticket that is not one of this match's (altered, of another match, or of a key
            /// the server does not hold).
            TicketInvalid => "ticket_invalid", PermissionDenied, 403;
            /// A seat's ticket, used for another seat.
            TicketWrongSeat => "ticket_wrong_seat", PermissionDenied, 403;
            /// Every seat's views need the match's operator ticket, not a seat's.
            OperatorTicketRequired => "operator_ticket_required", PermissionDenied, 403;
            /// A token the server did not seal as it is.
            StateTampered => "state_tampered", InvalidArgument, 422;
            /// A pre-match token whose time is up.
            PreMatchTokenExpired => "pre_match_token_expired", FailedPrecondition, 422;
            /// A `Replay` of more actions than it applies, the seated bots' moves included
            /// (`MAX_REPLAY_ACTIONS`).
            TooManyActions => "too_many_actions", InvalidArgument, 422;
            /// A body that is not JSON of the expected shape.
            MalformedBody => "malformed_body", InvalidArgument, 400;
            /// A body that is not declared as JSON.
            UnsupportedMediaType => "unsupported_media_type", InvalidArgument, 415;
            /// A gRPC message compressed in an encoding the server does not read.
            UnsupportedEncoding => "unsupported_encoding", Unimplemented, 415;
            /// A body larger than the server's limit.
            PayloadTooLarge => "payload_too_large", ResourceExhausted, 413;
            /// No such path.
            NotFound => "not_found", Unimplemented, 404;
            /// The path does not take the method.
            MethodNotAllowed => "method_not_allowed", Unimplemented, 405;
            /// The server sheds load: too many requests at once; a client may retry it.
            Overloaded => "overloaded", ResourceExhausted, 503;
            /// The request took longer than the server allows.
            Timeout => "timeout", DeadlineExceeded, 504;
            /// A fault of the server.
            Internal => "internal", Internal, 500;
            $($extra)*
        }
    };
}

macro_rules! table {
    ($($(#[doc = $doc:literal])+ $variant:ident => $code:literal, $grpc:ident, $http:literal;)+) => {
        /// A code the service answers: the `google.rpc.ErrorInfo` reason of a gRPC status and
        /// the `code` of a problem document, written as [`ErrorCode::as_str`] gives it.
        ///
        /// ```
        /// use poch_api::codes::ErrorCode;
        ///
        /// let code = ErrorCode::from_wire("not_your_turn").expect("a code of the table");
        /// assert_eq!(code, ErrorCode::NotYourTurn);
        /// assert_eq!((code.grpc(), code.http()), (tonic::Code::FailedPrecondition, 422));
        /// assert_eq!(ErrorCode::Overloaded.to_string(), "overloaded");
        /// assert_eq!(ErrorCode::from_wire("dealer_sneezed"), None);
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum ErrorCode {
            $($(#[doc = $doc])+ $variant,)+
        }

        impl ErrorCode {
            /// Every code, in the table's order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),+];

            /// The code as written on the wire (`not_your_turn`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $code,)+
                }
            }

            /// The code written as `code` on the wire, if the service answers it.
            pub fn from_wire(code: &str) -> Option<ErrorCode> {
                match code {
                    $($code => Some(ErrorCode::$variant),)+
                    _ => None,
                }
            }

            /// The code's row of [`ERROR_CODES`].
            pub const fn info(self) -> &'static ErrorCodeInfo {
                &ERROR_CODES[self as usize]
            }

            /// The gRPC status code of an answer with this code.
            pub const fn grpc(self) -> Code {
                self.info().grpc
            }

            /// The HTTP status of an answer with this code.
            pub const fn http(self) -> u16 {
                self.info().http
            }
        }

        /// Every code the service answers, with its gRPC and HTTP statuses and its meaning, in
        /// the order of [`ErrorCode`]'s variants.
        pub const ERROR_CODES: &[ErrorCodeInfo] = &[$(ErrorCodeInfo {
            code: $code,
            grpc: Code::$grpc,
            http: $http,
            meaning: doc_line(concat!($($doc),+)),
        }),+];
    };
}

/// A doc comment's line without the space after `///`.
const fn doc_line(doc: &'static str) -> &'static str {
    match doc.as_bytes() {
        [b' ', rest @ ..] => match std::str::from_utf8(rest) {
            Ok(line) => line,
            Err(_) => doc,
        },
        _ => doc,
    }
}

for_each_error_code!(table);

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The row of `code`, if the service answers it.
pub fn error_code(code: &str) -> Option<&'static ErrorCodeInfo> {
    ErrorCode::from_wire(code).map(ErrorCode::info)
}
