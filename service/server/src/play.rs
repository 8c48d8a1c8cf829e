//! The web table at `/play`: a page on which a person plays a match against the engine's bots
//! through the REST API, in the languages of the catalogues in `proto/locales`. Its assets are
//! built from `client/typescript/play` (with `@fluent/bundle` and the catalogues, and the rules
//! of `docs/rules.md` rendered as a page) by the pinned esbuild and marked (`npm run
//! build:play`) into `assets/play`, committed, and compiled into the binary, so that the page
//! works offline like `/docs`; `.ci/clients.sh` fails when they are stale.
//!
//! Also here: `/` (a browser that asks for HTML is sent to the table; anyone else is told the
//! pages the service serves) and `/favicon.ico`.

use axum::Router;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::json;

/// The page.
pub const INDEX: &str = include_str!("../assets/play/index.html");
/// The page's script: the table and the TypeScript client, bundled.
pub const SCRIPT: &str = include_str!("../assets/play/play.js");
/// The page's style sheet (the rules page's too).
pub const STYLE: &str = include_str!("../assets/play/play.css");
/// The rules (`docs/rules.md`) as a page, linked from the table.
pub const RULES: &str = include_str!("../assets/play/rules.html");
/// The rules for players, one page a language (`docs/players/<lang>.md`), by language.
pub const GUIDES: [(&str, &str); 5] = [
    ("en", include_str!("../assets/play/guide-en.html")),
    ("de", include_str!("../assets/play/guide-de.html")),
    ("nl", include_str!("../assets/play/guide-nl.html")),
    ("nb", include_str!("../assets/play/guide-nb.html")),
    ("fi", include_str!("../assets/play/guide-fi.html")),
];
/// The icon, drawn.
pub const ICON_SVG: &str = include_str!("../assets/play/favicon.svg");
/// The same icon as a 32×32 PNG in an ICO, for `/favicon.ico`.
pub const ICON_ICO: &[u8] = include_bytes!("../assets/play/favicon.ico");

/// The page loads nothing but its own assets and speaks only to the service that serves it.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
                   img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn asset<B: IntoResponse>(content_type: &'static str, body: B) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_SECURITY_POLICY, CSP),
        ],
        body,
    )
        .into_response()
}

/// `GET /play` (and `/play/`), `/play/play.js`, `/play/play.css`, `/play/rules`,
/// `/play/guide/<lang>` (and `/play/guide`, which is English), `/play/favicon.svg`.
pub fn router() -> Router {
    let mut router = Router::new();
    for (lang, page) in GUIDES {
        router = router.route(
            &format!("/play/guide/{lang}"),
            get(move || async move { asset("text/html; charset=utf-8", page) }),
        );
    }
    router
        .route(
            "/play/guide",
            get(|| async {
                (
                    StatusCode::SEE_OTHER,
                    [(header::LOCATION, "/play/guide/en")],
                )
            }),
        )
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
        .route(
            "/play/rules",
            get(|| async { asset("text/html; charset=utf-8", RULES) }),
        )
        .route(
            "/play/favicon.svg",
            get(|| async { asset("image/svg+xml", ICON_SVG) }),
        )
}

/// The pages the service serves, as `/` lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pages {
    /// The web table at `/play` (and its rules page).
    pub play: bool,
    /// Swagger UI at `/docs` and the OpenAPI document at `/openapi.json`.
    pub docs: bool,
}

impl Pages {
    /// Each page served: its path and what it is.
    fn list(self) -> Vec<(&'static str, &'static str)> {
        let mut pages = Vec::new();
        if self.play {
            pages.push((
                "/play",
                "the web table: play a match against the engine's bots",
            ));
            pages.push(("/play/guide", "the rules for players, in each language"));
            pages.push(("/play/rules", "the rules of Poch as the engine plays them"));
        }
        if self.docs {
            pages.push(("/docs", "the REST API, tried in the browser (Swagger UI)"));
            pages.push(("/openapi.json", "the OpenAPI document of the REST API"));
        }
        pages.extend([
            ("/healthz", "liveness"),
            ("/readyz", "readiness"),
            ("/metrics", "Prometheus metrics"),
        ]);
        pages
    }
}

/// `GET /`: a browser that asks for HTML goes to the table (303 to `/play`) when it is served;
/// otherwise the answer lists the pages, as HTML for a browser and as JSON for anyone else.
/// `GET /favicon.ico`: the icon.
pub fn home_router(pages: Pages) -> Router {
    Router::new()
        .route(
            "/",
            get(move |headers: HeaderMap| async move { home(pages, &headers) }),
        )
        .route(
            "/favicon.ico",
            get(|| async { asset("image/x-icon", ICON_ICO) }),
        )
}

fn home(pages: Pages, headers: &HeaderMap) -> Response {
    let html = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.contains("text/html"));
    if html && pages.play {
        return (StatusCode::SEE_OTHER, [(header::LOCATION, "/play")]).into_response();
    }
    let list = pages.list();
    if html {
        let items: String = list
            .iter()
            .map(|(path, what)| format!("<li><a href=\"{path}\">{path}</a>: {what}</li>"))
            .collect();
        let page = format!(
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Poch \
             Engine</title></head><body><h1>Poch Engine</h1><p>The pages this service \
             serves:</p><ul>{items}</ul></body></html>\n"
        );
        return asset("text/html; charset=utf-8", page);
    }
    let body = json!({
        "service": "poch-service",
        "version": env!("CARGO_PKG_VERSION"),
        "pages": list
            .iter()
            .map(|(path, what)| json!({"path": path, "what": what}))
            .collect::<Vec<_>>(),
    });
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}
