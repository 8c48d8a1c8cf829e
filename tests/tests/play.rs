//! The web table at `/play` is served by the binary itself: the page and its two assets, as
//! committed in `service/server/assets/play`, each with its content type and a policy that lets
//! the page load nothing but them and speak to nobody but the service.

use poch_tests::Server;

const ASSETS: [(&str, &str, &str); 4] = [
    ("/play", "index.html", "text/html; charset=utf-8"),
    ("/play/", "index.html", "text/html; charset=utf-8"),
    ("/play/play.js", "play.js", "text/javascript; charset=utf-8"),
    ("/play/play.css", "play.css", "text/css; charset=utf-8"),
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
