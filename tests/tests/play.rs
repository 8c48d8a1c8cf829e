//! The web table at `/play` is served by the binary itself: the page and its assets (the rules
//! page, the rules for players in each language and the icon among them), as committed in `service/server/assets/play`, each with its
//! content type and a policy that lets the page load nothing but them and speak to nobody but the
//! service. `/` sends a browser to the table and lists the pages for anyone else; the start log
//! names the URLs to open; the view names the fields the table draws, on both wires.

use poch_api::v1 as pb;
use poch_tests::Server;
use poch_tests::kit::get_json;
use serde_json::{Value, json};

const ASSETS: [(&str, &str, &str); 12] = [
    ("/play", "index.html", "text/html; charset=utf-8"),
    (
        "/play/guide/en",
        "guide-en.html",
        "text/html; charset=utf-8",
    ),
    (
        "/play/guide/de",
        "guide-de.html",
        "text/html; charset=utf-8",
    ),
    (
        "/play/guide/nl",
        "guide-nl.html",
        "text/html; charset=utf-8",
    ),
    (
        "/play/guide/nb",
        "guide-nb.html",
        "text/html; charset=utf-8",
    ),
    (
        "/play/guide/fi",
        "guide-fi.html",
        "text/html; charset=utf-8",
    ),
    ("/play/", "index.html", "text/html; charset=utf-8"),
    ("/play/play.js", "play.js", "text/javascript; charset=utf-8"),
    ("/play/play.css", "play.css", "text/css; charset=utf-8"),
    ("/play/rules", "rules.html", "text/html; charset=utf-8"),
    ("/play/favicon.svg", "favicon.svg", "image/svg+xml"),
    ("/favicon.ico", "favicon.ico", "image/x-icon"),
];

#[tokio::test]
async fn the_table_is_served_from_the_binary() {
    let server = Server::start();
    let http = server.http();
    for (path, file, content_type) in ASSETS {
        let committed = std::fs::read(format!(
            "{}/../service/server/assets/play/{file}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .expect("the committed asset");
        let answer = http
            .get(format!("{}{path}", server.url()))
            .send()
            .await
            .expect("an answer");
        assert_eq!(answer.status(), 200, "{path}");
        let headers = answer.headers().clone();
        assert_eq!(headers["content-type"], content_type, "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        let csp = headers["content-security-policy"].to_str().expect("ASCII");
        assert!(csp.contains("default-src 'none'"), "{path}: {csp}");
        assert!(csp.contains("connect-src 'self'"), "{path}: {csp}");
        let body = answer.bytes().await.expect("a body");
        assert_eq!(&body[..], &committed[..], "{path} is the committed {file}");
    }
    // The page loads its assets from the service, nothing from elsewhere.
    let page = std::fs::read_to_string(format!(
        "{}/../service/server/assets/play/index.html",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("the page");
    assert!(page.contains(r#"<script type="module" src="/play/play.js"></script>"#));
    assert!(page.contains(r#"href="/play/play.css""#));
    assert!(!page.contains("http://") && !page.contains("https://"));
    // Anything else under /play is not found, as a problem document.
    let missing = http
        .get(format!("{}/play/nothing.js", server.url()))
        .send()
        .await
        .expect("an answer");
    assert_eq!(missing.status(), 404);
}

/// `/`: a browser that asks for HTML goes to the table; anyone else reads the pages served.
#[tokio::test]
async fn the_root_leads_to_the_table_or_lists_the_pages() {
    let server = Server::start();
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("a client");
    let browser = http
        .get(format!("{}/", server.url()))
        .header("accept", "text/html,application/xhtml+xml,*/*;q=0.8")
        .send()
        .await
        .expect("an answer");
    assert_eq!(browser.status(), 303);
    assert_eq!(browser.headers()["location"], "/play");

    let listed = http
        .get(format!("{}/", server.url()))
        .send()
        .await
        .expect("an answer");
    assert_eq!(listed.status(), 200);
    assert_eq!(listed.headers()["content-type"], "application/json");
    let body: Value = listed.json().await.expect("JSON");
    let paths: Vec<&str> = body["pages"]
        .as_array()
        .expect("pages")
        .iter()
        .map(|p| p["path"].as_str().expect("a path"))
        .collect();
    for path in [
        "/play",
        "/play/guide",
        "/play/rules",
        "/docs",
        "/openapi.json",
        "/healthz",
    ] {
        assert!(paths.contains(&path), "{path} in {paths:?}");
    }
    // Every page listed is served.
    for path in paths {
        let answer = http
            .get(format!("{}{path}", server.url()))
            .send()
            .await
            .expect("an answer");
        let status = answer.status();
        assert!(
            status.is_success() || status.is_redirection(),
            "{path}: {status}"
        );
    }

    // Without /docs, it is not listed, and a browser still goes to the table.
    let bare = Server::start_with(&["--serve-docs", "false"], &[]);
    let body = get_json(&http, &format!("{}/", bare.url())).await;
    assert!(!body.to_string().contains("/docs"), "{body}");
    assert!(!body.to_string().contains("/openapi.json"), "{body}");
}

/// The start log names the URLs a person opens: the table and the API's page.
#[tokio::test]
async fn the_start_log_names_the_table_and_the_docs() {
    let path = std::env::temp_dir().join(format!("poch-play-log-{}.log", std::process::id()));
    let file = std::fs::File::create(&path).expect("a log file");
    let server = Server::start_logged(&[], &[("POCH_LOG", "info")], file);
    let url = server.url();
    drop(server);
    let log = std::fs::read_to_string(&path).expect("the log");
    let _ = std::fs::remove_file(&path);
    assert!(log.contains(&format!("{url}/play")), "{log}");
    assert!(log.contains(&format!("{url}/docs")), "{log}");
}

/// The view names the fields the table draws (RULES 1.2), the same on both wires: `five-card`
/// has no MID, `no-pochen` no POCH, `dreier` seven fields.
#[tokio::test]
async fn the_view_names_the_tables_fields_on_both_wires() {
    let server = Server::start();
    let mut grpc = server.grpc().await;
    let cases: [(&str, usize, &[&str]); 4] = [
        (
            "classic",
            4,
            &["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"],
        ),
        (
            "five-card",
            4,
            &["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH"],
        ),
        (
            "no-pochen",
            4,
            &["A", "K", "Q", "J", "T", "MAR", "SEQ", "MID"],
        ),
        ("dreier", 3, &["A", "K", "Q", "J", "MAR", "POCH", "MID"]),
    ];
    for (preset, n, fields) in cases {
        let players: Vec<String> = ["ann", "bob", "cy", "di"][..n]
            .iter()
            .map(|p| (*p).to_owned())
            .collect();
        let (status, started) = server
            .post_json(
                "/v1/games",
                &json!({"preset": preset, "players": players, "state_form": "plain"}),
            )
            .await;
        assert_eq!(status, 200, "{started}");
        let (status, view) = server
            .post_json(
                "/v1/games/view",
                &json!({"state": started["state"], "seat": 0}),
            )
            .await;
        assert_eq!(status, 200, "{view}");
        assert_eq!(view["view"]["fields"], json!(fields), "{preset}");

        let reply = grpc
            .new_game(pb::NewGameRequest {
                preset: preset.to_owned(),
                players: players.clone(),
                state_form: pb::StateForm::Plain as i32,
                ..pb::NewGameRequest::default()
            })
            .await
            .expect("a match")
            .into_inner();
        let viewed = grpc
            .get_view(pb::GetViewRequest {
                state: reply.state,
                seat: Some(0),
                ..pb::GetViewRequest::default()
            })
            .await
            .expect("a view")
            .into_inner();
        let names: Vec<&str> = viewed
            .view
            .expect("a view")
            .fields
            .into_iter()
            .map(|f| {
                pb::Field::try_from(f)
                    .expect("a field")
                    .as_str_name()
                    .trim_start_matches("FIELD_")
            })
            .collect();
        assert_eq!(names, fields, "{preset} over gRPC");
    }
}
