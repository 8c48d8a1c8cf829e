//! The lobby over REST, the socket's upgrade, the probes, the metrics and the OpenAPI
//! document. Handlers are thin: read the request, call [`Tables`], answer JSON or a problem
//! document.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, FromRequest, Path, Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use poch_engine::Seat;
use serde::de::DeserializeOwned;
use utoipa::OpenApi;

use crate::api::{
    ClientMessage, ClientSeed, CreateTable, CreatedTable, History, MoveAck, MoveRequest,
    SeatGranted, SeedHash, ServerMessage, TableInfo, TableList, TableView, TakeSeat,
};
use crate::error::{TableCode, TableError};
use crate::table::Tables;
use crate::ws;

/// The most bytes of a request body.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// What the handlers share.
pub struct App {
    /// The tables.
    pub tables: Arc<Tables>,
    /// The sockets of each client.
    pub sockets: ws::Sockets,
    /// False while draining.
    pub ready: AtomicBool,
}

type Shared = State<Arc<App>>;

/// A JSON body, read strictly: declared as JSON, within the limit, of the expected shape.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = TableError;

    async fn from_request(req: Request, state: &S) -> Result<Body<T>, TableError> {
        let json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                let v = v.split(';').next().unwrap_or_default().trim();
                v.eq_ignore_ascii_case("application/json")
            });
        if !json {
            return Err(TableError::new(
                TableCode::UnsupportedMediaType,
                "the body must be JSON, with content-type application/json",
            ));
        }
        let bytes = Bytes::from_request(req, state).await.map_err(|_| {
            TableError::new(
                TableCode::PayloadTooLarge,
                format!("the body is larger than the limit of {MAX_BODY_BYTES} bytes"),
            )
        })?;
        serde_json::from_slice(&bytes).map(Body).map_err(|e| {
            TableError::new(
                TableCode::MalformedBody,
                format!("the body could not be read: {e}"),
            )
        })
    }
}

/// The bearer credential of a request, if any.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_owned())
}

/// A seat number of a path.
fn seat_of(text: &str) -> Result<Seat, TableError> {
    text.parse::<u8>()
        .map(|n| Seat(usize::from(n)))
        .map_err(|_| {
            TableError::new(
                TableCode::SeatNotFound,
                format!(
                    "{:?} is not a seat number",
                    text.chars().take(16).collect::<String>()
                ),
            )
        })
}

/// The client's key for its limits: its address.
fn client_key(addr: &SocketAddr) -> String {
    addr.ip().to_string()
}

type Answer<T> = Result<axum::Json<T>, TableError>;

/// Makes a table.
#[utoipa::path(post, path = "/v1/tables", tag = "tables", request_body = CreateTable,
    responses((status = 201, description = "The table and its invitations", body = CreatedTable),
              (status = "4XX", description = "Refused", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn create(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Body(req): Body<CreateTable>,
) -> Result<(StatusCode, axum::Json<CreatedTable>), TableError> {
    let made = app.tables.create(req, &client_key(&addr)).await?;
    Ok((StatusCode::CREATED, axum::Json(made)))
}

/// Lists the open tables with free seats.
#[utoipa::path(get, path = "/v1/tables", tag = "tables",
    responses((status = 200, description = "The open tables", body = TableList)))]
pub async fn list(State(app): Shared) -> Answer<TableList> {
    Ok(axum::Json(TableList {
        tables: app.tables.open_tables().await?,
    }))
}

/// A table.
#[utoipa::path(get, path = "/v1/tables/{table}", tag = "tables",
    params(("table" = String, Path, description = "The table's id")),
    responses((status = 200, description = "The table", body = TableInfo),
              (status = 404, description = "No such table", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn table(State(app): Shared, Path(id): Path<String>) -> Answer<TableInfo> {
    Ok(axum::Json(app.tables.info(&id).await?))
}

/// The spectator's view of a table.
#[utoipa::path(get, path = "/v1/tables/{table}/view", tag = "tables",
    params(("table" = String, Path, description = "The table's id")),
    responses((status = 200, description = "The table and the spectator's view", body = TableView)))]
pub async fn spectator_view(State(app): Shared, Path(id): Path<String>) -> Answer<TableView> {
    Ok(axum::Json(app.tables.view(&id, None, None).await?))
}

/// Takes a seat.
#[utoipa::path(post, path = "/v1/tables/{table}/seats/{seat}", tag = "seats", request_body = TakeSeat,
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    responses((status = 200, description = "The seat's credential", body = SeatGranted),
              (status = "4XX", description = "Refused", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn take(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    Body(req): Body<TakeSeat>,
) -> Answer<SeatGranted> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .take(&id, seat, &req.name, req.invitation.as_deref())
            .await?,
    ))
}

/// Leaves a seat (before the match it is free again; during it the person is away).
#[utoipa::path(delete, path = "/v1/tables/{table}/seats/{seat}", tag = "seats",
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The table", body = TableInfo)))]
pub async fn leave(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer<TableInfo> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .leave(&id, seat, bearer(&headers).as_deref())
            .await?,
    ))
}

/// Takes the seat over from the absent bot.
#[utoipa::path(post, path = "/v1/tables/{table}/seats/{seat}/back", tag = "seats",
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The table", body = TableInfo)))]
pub async fn back(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer<TableInfo> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .back(&id, seat, bearer(&headers).as_deref())
            .await?,
    ))
}

/// Gives the hash of the seat's client seed.
#[utoipa::path(post, path = "/v1/tables/{table}/seats/{seat}/seed-hash", tag = "seats", request_body = SeedHash,
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The table", body = TableInfo)))]
pub async fn seed_hash(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
    Body(req): Body<SeedHash>,
) -> Answer<TableInfo> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .seed_hash(&id, seat, bearer(&headers).as_deref(), req.hash)
            .await?,
    ))
}

/// Shows the seat's client seed.
#[utoipa::path(post, path = "/v1/tables/{table}/seats/{seat}/seed", tag = "seats", request_body = ClientSeed,
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The table", body = TableInfo)))]
pub async fn seed(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
    Body(req): Body<ClientSeed>,
) -> Answer<TableInfo> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .seed(&id, seat, bearer(&headers).as_deref(), &req.seed)
            .await?,
    ))
}

/// Makes a move for the seat.
#[utoipa::path(post, path = "/v1/tables/{table}/seats/{seat}/moves", tag = "seats", request_body = MoveRequest,
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The move applied", body = MoveAck),
              (status = "4XX", description = "Refused: the engine's code for an illegal move, `conflict` for a lost race", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn play(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
    Body(req): Body<MoveRequest>,
) -> Answer<MoveAck> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .play(
                &id,
                seat,
                bearer(&headers).as_deref(),
                &req.move_id,
                req.action,
                req.seq,
            )
            .await?,
    ))
}

/// The seat's view now.
#[utoipa::path(get, path = "/v1/tables/{table}/seats/{seat}/view", tag = "seats",
    params(("table" = String, Path, description = "The table's id"), ("seat" = u8, Path, description = "The seat")),
    security(("credential" = [])),
    responses((status = 200, description = "The table and the seat's view", body = TableView)))]
pub async fn seat_view(
    State(app): Shared,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
) -> Answer<TableView> {
    let seat = seat_of(&seat)?;
    Ok(axum::Json(
        app.tables
            .view(&id, Some(seat), bearer(&headers).as_deref())
            .await?,
    ))
}

/// The table's hand histories: every finished deal and, once over, the match.
#[utoipa::path(get, path = "/v1/tables/{table}/history", tag = "history",
    params(("table" = String, Path, description = "The table's id")),
    responses((status = 200, description = "The histories", body = History)))]
pub async fn history(State(app): Shared, Path(id): Path<String>) -> Answer<History> {
    Ok(axum::Json(app.tables.history(&id).await?))
}

/// A match record to download: one JSON line (`poch replay` reads it).
fn jsonl(name: String, record: &serde_json::Value) -> Response {
    let mut line = serde_json::to_string(record).unwrap_or_default();
    line.push('\n');
    (
        [
            (header::CONTENT_TYPE, "application/x-ndjson".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        line,
    )
        .into_response()
}

/// The match's record, once it is over, as a JSON Lines file.
#[utoipa::path(get, path = "/v1/tables/{table}/history/match", tag = "history",
    params(("table" = String, Path, description = "The table's id")),
    responses((status = 200, description = "One line: the match record", content_type = "application/x-ndjson", body = String),
              (status = 409, description = "The match is not over", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn match_record(
    State(app): Shared,
    Path(id): Path<String>,
) -> Result<Response, TableError> {
    let h = app.tables.history(&id).await?;
    let record = h.match_record.ok_or_else(|| {
        TableError::new(
            TableCode::WrongStage,
            "the match is not over: its record comes at its end",
        )
    })?;
    Ok(jsonl(format!("table-{id}-match.jsonl"), &record))
}

/// A finished deal's record, as a JSON Lines file.
#[utoipa::path(get, path = "/v1/tables/{table}/history/deals/{deal}", tag = "history",
    params(("table" = String, Path, description = "The table's id"), ("deal" = u32, Path, description = "The deal's number")),
    responses((status = 200, description = "One line: the deals up to this one as a match record", content_type = "application/x-ndjson", body = String),
              (status = 404, description = "No such finished deal", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn deal_record(
    State(app): Shared,
    Path((id, deal)): Path<(String, String)>,
) -> Result<Response, TableError> {
    let h = app.tables.history(&id).await?;
    let n: u32 = deal.parse().unwrap_or(0);
    let d =
        h.deals.iter().find(|d| d.deal == n).ok_or_else(|| {
            TableError::new(TableCode::NotFound, "no finished deal has this number")
        })?;
    Ok(jsonl(format!("table-{id}-deal-{n}.jsonl"), &d.record))
}

/// The presets, every switch and the bots (the engine's), for a form that makes tables.
#[utoipa::path(get, path = "/v1/presets", tag = "tables",
    responses((status = 200, description = "The presets, switches and bots", body = poch_api::rest::PresetsResponse)))]
pub async fn presets(State(app): Shared) -> Answer<poch_api::rest::PresetsResponse> {
    Ok(axum::Json(app.tables.engine.presets().await?))
}

/// A person's or a spectator's socket: send `hello` first (docs/table-server.md).
#[utoipa::path(get, path = "/v1/tables/{table}/socket", tag = "sockets",
    params(("table" = String, Path, description = "The table's id")),
    responses((status = 101, description = "A WebSocket: `ClientMessage`s in, `ServerMessage`s out"),
              (status = 429, description = "Too many sockets of this client", body = poch_api::rest::Problem, content_type = "application/problem+json")))]
pub async fn socket(
    State(app): Shared,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, TableError> {
    // Counted now, so that a flood of upgrades is refused before any is served.
    app.sockets
        .admit(addr.ip(), app.tables.limits.sockets_per_client)?;
    let upgrade = upgrade
        .max_message_size(ws::MAX_MESSAGE_BYTES)
        .max_frame_size(ws::MAX_MESSAGE_BYTES)
        // A socket's buffers are most of what an idle socket holds: tungstenite reads into
        // 128 KiB by default, where a message in is at most 4 KiB.
        .read_buffer_size(ws::MAX_MESSAGE_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(ws::MAX_WRITE_BUFFER_BYTES);
    let ip = addr.ip();
    Ok(upgrade.on_upgrade(move |socket| async move {
        let Ok(_permit) = app.sockets.admit(ip, app.tables.limits.sockets_per_client) else {
            return;
        };
        ws::serve(socket, app.tables.clone(), id).await;
    }))
}

/// Alive.
pub async fn healthz() -> &'static str {
    "ok\n"
}

/// Ready: the database answers and the server is not draining.
pub async fn readyz(State(app): Shared) -> Response {
    if app.ready.load(Ordering::Relaxed) && app.tables.store.ping().await {
        "ready\n".into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "not ready\n").into_response()
    }
}

/// The Prometheus metrics.
pub async fn metrics(State(app): Shared) -> Response {
    let stages = app.tables.store.count_by_stage().await.unwrap_or_default();
    let text = app.tables.metrics.render(app.tables.hub.sockets(), &stages);
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text).into_response()
}

/// The OpenAPI document.
pub async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], openapi_json()).into_response()
}

struct Security;

impl utoipa::Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "credential",
            SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)),
        );
    }
}

/// The table server's OpenAPI document.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Poch tables",
        description = "A table server on the Poch engine: tables and seats over REST, every move pushed over a WebSocket per person (`ClientMessage` in, `ServerMessage` out), clocks, provably fair deals and hand histories. Errors are RFC 9457 problem documents whose `code` is stable: the table server's own, or the engine's for an illegal move. docs/table-server.md describes it all.",
        license(name = "MIT OR Apache-2.0")
    ),
    servers((url = "/")),
    paths(create, list, table, spectator_view, take, leave, back, seed_hash, seed, play, seat_view,
          history, match_record, deal_record, presets, socket),
    components(schemas(ClientMessage, ServerMessage)),
    modifiers(&Security),
    tags((name = "tables", description = "Make, list and look at tables"),
         (name = "seats", description = "Take a seat and play it (the seat's credential as a bearer token)"),
         (name = "sockets", description = "A WebSocket per person"),
         (name = "history", description = "Hand histories as match records"))
)]
pub struct ApiDoc;

/// The OpenAPI document as pretty JSON with a final newline (`service/tables/openapi.json`).
pub fn openapi_json() -> String {
    let mut text = ApiDoc::openapi().to_pretty_json().unwrap_or_default();
    text.push('\n');
    text
}

/// Static pages: the web table (`/play`, its assets and the rules pages), the same files
/// `poch-service` serves; on this server the page is the client of these tables.
pub fn pages() -> Router<Arc<App>> {
    poch_service::play::router().with_state(())
}

/// The whole router.
pub fn router(app: Arc<App>) -> Router {
    let api = Router::new()
        .route("/v1/tables", get(list).post(create))
        .route("/v1/tables/{table}", get(table))
        .route("/v1/tables/{table}/view", get(spectator_view))
        .route("/v1/tables/{table}/socket", get(socket))
        .route("/v1/tables/{table}/history", get(history))
        .route("/v1/tables/{table}/history/match", get(match_record))
        .route("/v1/tables/{table}/history/deals/{deal}", get(deal_record))
        .route("/v1/tables/{table}/seats/{seat}", post(take).delete(leave))
        .route("/v1/tables/{table}/seats/{seat}/back", post(back))
        .route("/v1/tables/{table}/seats/{seat}/seed-hash", post(seed_hash))
        .route("/v1/tables/{table}/seats/{seat}/seed", post(seed))
        .route("/v1/tables/{table}/seats/{seat}/moves", post(play))
        .route("/v1/tables/{table}/seats/{seat}/view", get(seat_view))
        .route("/v1/presets", get(presets))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .route("/openapi.json", get(openapi))
        .merge(pages())
        .fallback(|| async { TableError::new(TableCode::NotFound, "no such path") })
        .method_not_allowed_fallback(|| async {
            TableError::new(
                TableCode::MethodNotAllowed,
                "this path does not take that method",
            )
        })
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY_BYTES));
    api.with_state(app)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where a generated file is kept, and whether to write it anew (`POCH_BLESS=1`).
    fn check(path: &str, made: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        if std::env::var_os("POCH_BLESS").is_some() {
            std::fs::write(&path, made).expect("written");
        }
        let kept = std::fs::read_to_string(&path).expect("kept");
        assert!(
            kept == made,
            "{} is not current: run POCH_BLESS=1 cargo test -p poch-tables --lib",
            path.display()
        );
    }

    #[test]
    fn the_committed_openapi_document_is_current() {
        check("openapi.json", &openapi_json());
    }

    #[test]
    fn the_docs_list_every_code() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/table-server.md");
        let page = std::fs::read_to_string(&path).expect("the page");
        let begin =
            "<!-- codes: generated by poch_tables::error::codes_markdown, checked by a test -->\n";
        let end = "<!-- end codes -->";
        let (head, rest) = page.split_once(begin).expect("the codes' start");
        let (_, tail) = rest.split_once(end).expect("the codes' end");
        let made = format!("{head}{begin}{}{end}{tail}", crate::error::codes_markdown());
        check("../../docs/table-server.md", &made);
    }
}
