//! The `poch` command with `--server`, against the real binary: the same screens, reports and
//! deals through the service as in process, over both wires; and `poch bench`.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use poch_cli::record::MatchRecord;
use poch_engine::Seat;
use poch_tests::Server;
use poch_tests::kit::{KEY, ticket_mode};

/// Runs `poch` (its own main.rs, built for these tests) with `input` on its standard input.
fn poch(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_poch-under-test"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("poch starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || {
        // The match may end before all the input is read.
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("poch ends");
    writer.join().expect("input written");
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The server's two wires, as `--server` URLs.
fn wires(server: &Server) -> [String; 2] {
    poch_tests::kit::wires(server).map(|(_, url)| url)
}

/// Every action a person might type, legal or not, over and over: illegal ones are refused
/// with the engine's message and asked again, so the match goes on to its end.
fn stubborn_player() -> String {
    let mut round = vec![
        "hello".to_owned(),
        "bet 1".into(),
        "pass".into(),
        "call".into(),
        "fold".into(),
        "deal".into(),
    ];
    for suit in ["C", "S", "H", "D"] {
        for rank in ["7", "8", "9", "T", "J", "Q", "K", "A"] {
            round.push(format!("lead {rank}{suit}"));
        }
    }
    (round.join("\n") + "\n").repeat(400)
}

/// The [`stubborn_player`] plays a match of two deals from `seed` against three bots, in
/// process and then through `server` on each wire: the match ends, and every wire shows the
/// screen shown in process (`same` says so in a failure). The screen.
fn play_alike(server: &Server, seed: &str, same: &str) -> String {
    let args = [
        "play",
        "--seed",
        seed,
        "--max-deals",
        "2",
        "--bots",
        "random,heuristic,random",
    ];
    let local = poch(&args, &stubborn_player());
    assert!(local.status.success(), "{}", stderr(&local));
    let screen = stdout(&local);
    assert!(screen.contains("The match is over"), "{screen}");
    for url in wires(server) {
        let mut remote_args = args.to_vec();
        remote_args.extend(["--server", url.as_str()]);
        let remote = poch(&remote_args, &stubborn_player());
        assert!(remote.status.success(), "{url}: {}", stderr(&remote));
        assert_eq!(stdout(&remote), screen, "{url}: {same}");
    }
    screen
}

#[test]
fn a_person_plays_a_whole_match_through_the_service_as_in_process() {
    let server = Server::start();
    let seed = "11".repeat(32);
    let screen = play_alike(&server, &seed, "the same match, the same screen");
    assert!(screen.contains("Not allowed: "), "refusals are shown");
    // Leaving early is the same through the service, in any language: a clean exit with the
    // standings so far.
    let url = server.url();
    for lang in ["en", "fi"] {
        let args = ["play", "--seed", &seed, "--lang", lang];
        let local = poch(&args, "quit\n");
        let mut remote_args = args.to_vec();
        remote_args.extend(["--server", url.as_str()]);
        let remote = poch(&remote_args, "quit\n");
        assert_eq!(remote.status.code(), Some(0), "{}", stderr(&remote));
        assert_eq!(stdout(&remote), stdout(&local), "{lang}");
    }
}

#[test]
fn a_person_plays_through_a_service_in_ticket_mode_with_the_seat_tickets() {
    let server = Server::start_with(&ticket_mode(KEY), &[]);
    let seed = "12".repeat(32);
    play_alike(&server, &seed, "the same screen in ticket mode");
}

#[test]
fn records_replay_alike_in_process_and_through_the_service() {
    let server = Server::start();
    let dir = std::env::temp_dir().join(format!("poch-remote-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("records.jsonl");
    let path = path.to_str().expect("utf-8 path");
    let simulated = poch(
        &[
            "simulate",
            "--matches",
            "12",
            "--seed",
            "9",
            "--max-deals",
            "3",
            "--quiet",
            "--records",
            path,
        ],
        "",
    );
    assert!(simulated.status.success(), "{}", stderr(&simulated));
    let local = poch(&["replay", path], "");
    assert!(local.status.success(), "{}", stdout(&local));
    assert_eq!(stdout(&local), "12 records reproduce, 0 do not\n");
    for url in wires(&server) {
        // One Replay a record (the default), or NewGame and one Apply per action.
        for operation in ["replay", "apply"] {
            let remote = poch(
                &["replay", "--server", &url, "--operation", operation, path],
                "",
            );
            assert!(remote.status.success(), "{url}: {}", stderr(&remote));
            assert_eq!(stdout(&remote), stdout(&local), "{url} {operation}");
        }
    }

    // A changed result and a refused action are reported alike.
    let lines: Vec<String> = std::fs::read_to_string(path)
        .expect("records")
        .lines()
        .map(str::to_owned)
        .collect();
    let mut first: MatchRecord = serde_json::from_str(&lines[0]).expect("a record");
    first.deals[0].stacks[0] += 1;
    let mut second: MatchRecord = serde_json::from_str(&lines[1]).expect("a record");
    second.actions[0].seat =
        Seat((second.actions[0].seat.index() + 1) % second.new_game.players.len());
    let mut third: MatchRecord = serde_json::from_str(&lines[2]).expect("a record");
    third.new_game.players.truncate(2);
    let changed = [
        serde_json::to_string(&first).expect("json"),
        serde_json::to_string(&second).expect("json"),
        serde_json::to_string(&third).expect("json"),
        lines[3].clone(),
    ]
    .join("\n");
    let local = poch(&["replay", "-"], &changed);
    assert_eq!(local.status.code(), Some(1));
    let report = stdout(&local);
    assert!(
        report.contains("line 1: the replay differs: deal 1"),
        "{report}"
    );
    assert!(
        report.contains("line 2: action 0 is refused (not_your_turn)"),
        "{report}"
    );
    assert!(
        report.contains("line 3: the match cannot start: "),
        "{report}"
    );
    assert!(
        report.ends_with("1 records reproduce, 3 do not\n"),
        "{report}"
    );
    for url in wires(&server) {
        for operation in ["replay", "apply"] {
            let remote = poch(
                &["replay", "--server", &url, "--operation", operation, "-"],
                &changed,
            );
            assert_eq!(remote.status.code(), Some(1), "{url}: {}", stderr(&remote));
            assert_eq!(stdout(&remote), report, "{url} {operation}");
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_service_that_is_not_there_stops_replay_with_its_error() {
    let port = poch_tests::free_port();
    let record = poch(
        &[
            "simulate",
            "--matches",
            "1",
            "--quiet",
            "--records",
            "/dev/stdout",
        ],
        "",
    );
    let line = stdout(&record);
    let line = line.lines().next().expect("a record");
    let out = poch(
        &[
            "replay",
            "--server",
            &format!("grpc://127.0.0.1:{port}"),
            "-",
        ],
        line,
    );
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("line 1: the service: "),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("(unavailable)"), "{}", stderr(&out));
}

#[test]
fn verify_through_the_service_prints_what_the_engine_prints() {
    let server = Server::start();
    let seed = poch_engine::Seed([9; 32]);
    let commitment = seed.commitment().to_hex();
    let genuine = "09".repeat(32);
    let other = "08".repeat(32);
    for (seed_hex, code) in [(&genuine, 0), (&other, 1)] {
        let args = [
            "verify",
            "--commitment",
            &commitment,
            "--seed",
            seed_hex,
            "--players",
            "4",
            "--dealer",
            "3",
        ];
        let local = poch(&args, "");
        assert_eq!(local.status.code(), Some(code), "{}", stderr(&local));
        for url in wires(&server) {
            let mut remote_args = args.to_vec();
            remote_args.extend(["--server", url.as_str()]);
            let remote = poch(&remote_args, "");
            assert_eq!(
                remote.status.code(),
                Some(code),
                "{url}: {}",
                stderr(&remote)
            );
            assert_eq!(stdout(&remote), stdout(&local), "{url}");
        }
    }
    // A table the deal cannot be dealt to: the service's refusal, with its code.
    let out = poch(
        &[
            "verify",
            "--commitment",
            &commitment,
            "--seed",
            &genuine,
            "--players",
            "2",
            "--server",
            &server.url(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("(invalid_table)"), "{}", stderr(&out));
}

#[test]
fn bench_loads_the_service_briefly_without_errors() {
    let server = Server::start();
    for (url, workload) in [
        (format!("grpc://{}", server.addr), "matches"),
        (server.url(), "fixed"),
    ] {
        let out = poch(
            &[
                "bench",
                "--server",
                &url,
                "--workload",
                workload,
                "--workers",
                "4",
                "--seconds",
                "2",
                // One deal a match, so that matches end within the run even on a busy machine
                // (a deal between random bots takes a few dozen requests).
                "--max-deals",
                "1",
                "--json",
                "--fail-on-errors",
            ],
            "",
        );
        assert!(out.status.success(), "{url}: {}", stderr(&out));
        let report: serde_json::Value =
            serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
        assert_eq!(report["workload"], workload);
        assert_eq!(report["workers"], 4);
        assert_eq!(report["errors"], serde_json::json!({}), "{url}");
        let requests = report["requests"].as_u64().expect("a count");
        assert!(requests > 10, "{url}: {report}");
        assert_eq!(report["ok"], requests);
        let latency = &report["latency_us"];
        let p = |k: &str| latency[k].as_u64().expect("microseconds");
        assert!(0 < p("p50") && p("p50") <= p("p90") && p("p90") <= p("p99"));
        assert!(
            p("p99") <= p("p99_9") && p("p99_9") <= p("max"),
            "{latency}"
        );
        if workload == "matches" {
            assert!(report["matches"].as_u64().expect("a count") > 0, "{report}");
        }
    }
    // Text, and errors by code: a service that is not there.
    let port = poch_tests::free_port();
    let out = poch(
        &[
            "bench",
            "--server",
            &format!("http://127.0.0.1:{port}"),
            "--workers",
            "2",
            "--seconds",
            "0.3",
            "--fail-on-errors",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("rest matches: 2 workers for "), "{text}");
    assert!(text.contains(", 0 ok, "), "{text}");
    assert!(text.contains("\nerrors: unavailable "), "{text}");
}
