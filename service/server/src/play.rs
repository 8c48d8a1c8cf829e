//! The web table at `/play`: a page on which a person plays a match against the engine's bots
//! through the REST API, in the languages of the catalogues in `proto/locales`. Its assets are
//! built from `client/typescript/play` (with `@fluent/bundle` and the catalogues) by the pinned
//! esbuild (`npm run build:play`) into `assets/play`, committed, and compiled into the binary,
//! so that the page works offline like `/docs`; `.ci/clients.sh` fails when they are stale.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

/// The page.
pub const INDEX: &str = include_str!("../assets/play/index.html");
/// The page's script: the table and the TypeScript client, bundled.
pub const SCRIPT: &str = include_str!("../assets/play/play.js");
/// The page's style sheet.
pub const STYLE: &str = include_str!("../assets/play/play.css");

/// The page loads nothing but its own assets and speaks only to the service that serves it.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
                   img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_SECURITY_POLICY, CSP),
        ],
        body,
    )
}

/// `GET /play` (and `/play/`), `/play/play.js`, `/play/play.css`.
pub fn router() -> Router {
    Router::new()
        .route(
            "/play",
            get(|| async { asset("text/html; charset=utf-8", INDEX) }),
        )
        .route(
            "/play/",
            get(|| async { asset("text/html; charset=utf-8", INDEX) }),
        )
        .route(
            "/play/play.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/play/play.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
}
