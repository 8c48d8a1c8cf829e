//! The table as the referee of docs/fair-deals.md: the commitment shown before any seed, every
//! seed committed before any is shown and fixed by its hash (the last to reveal included), no
//! card dealt before the last seed, the pre-match token never shown, and every deal of a
//! finished match verified along the whole chain, by the history and by `VerifyDeal`'s own
//! check here.
#![allow(clippy::unwrap_used, clippy::wildcard_enum_match_arm)]

mod kit;

use kit::{Server, Socket, play, seed_of};
use poch_engine::rng::{DealCheck, DealTable, FairChain, check_deal};
use poch_engine::{Digest, Fairness, Seat};
use poch_tables::api::{History, Stage, TableInfo};
use serde_json::json;
use sha2::{Digest as _, Sha256};

fn hash(seed: &str) -> Digest {
    Digest(Sha256::digest(seed.as_bytes()).into())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_single_party_chooses_the_cards_and_every_deal_verifies() {
    let server = Server::start(&[]).await;
    let made = server
        .create(json!({"seats": [{}, {}, {}, {"bot": "heuristic"}], "rules": {"max_deals": 3}}))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    let path = |seat: usize, p: &str| format!("/v1/tables/{id}/seats/{seat}/{p}");
    let cred = |seat: usize| creds[seat].1.clone();
    // Seated: the commitment is shown, before anyone gave anything.
    let (_, t) = server.get(&format!("/v1/tables/{id}"), None).await;
    let table: TableInfo = serde_json::from_value(t.clone()).unwrap();
    assert_eq!(table.stage, Stage::Committing);
    let commitment = table.fairness.as_ref().unwrap().server_commitment;
    assert!(table.fairness.as_ref().unwrap().server_seed.is_none());
    assert!(
        !t.to_string().contains("pre_match"),
        "the pre-match token never leaves the server"
    );
    // No seed before every hash is in: nobody sees a seed before committing its own.
    let (seed0, hash0) = seed_of(&id, Seat(0));
    let (s, e) = server
        .post(&path(0, "seed"), Some(&cred(0)), json!({"seed": seed0}))
        .await;
    assert_eq!((s, e["code"].as_str()), (409, Some("wrong_stage")));
    // A hash once given cannot be changed.
    assert_eq!(
        server
            .post(
                &path(0, "seed-hash"),
                Some(&cred(0)),
                json!({"hash": hash0})
            )
            .await
            .0,
        200
    );
    let (s, e) = server
        .post(
            &path(0, "seed-hash"),
            Some(&cred(0)),
            json!({"hash": hash("another")}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (422, Some("seed_mismatch")));
    // A seat's credential gives its own hash only.
    let (s, e) = server
        .post(
            &path(1, "seed-hash"),
            Some(&cred(0)),
            json!({"hash": hash("x")}),
        )
        .await;
    assert_eq!((s, e["code"].as_str()), (403, Some("credential_invalid")));
    for seat in [1, 2] {
        let (_, h) = seed_of(&id, Seat(seat));
        assert_eq!(
            server
                .post(
                    &path(seat, "seed-hash"),
                    Some(&cred(seat)),
                    json!({"hash": h})
                )
                .await
                .0,
            200
        );
    }
    // Every hash in: no card is dealt yet (no view), and the seeds may be shown.
    let (_, v) = server.get(&path(0, "view"), Some(&cred(0))).await;
    assert_eq!(v["table"]["stage"], "revealing");
    assert!(v.get("view").is_none(), "no card before the last seed: {v}");
    for seat in [0, 1] {
        let (seed, _) = seed_of(&id, Seat(seat));
        assert_eq!(
            server
                .post(
                    &path(seat, "seed"),
                    Some(&cred(seat)),
                    json!({"seed": seed})
                )
                .await
                .0,
            200
        );
    }
    // The last to reveal has seen every other seed, and cannot choose its own any more: any
    // other seed than the one it committed to is refused, and changes nothing.
    let (last_seed, _) = seed_of(&id, Seat(2));
    for other in [
        "aces for me",
        "",
        "x".repeat(65).as_str(),
        &format!("{last_seed} "),
    ] {
        let (s, e) = server
            .post(&path(2, "seed"), Some(&cred(2)), json!({"seed": other}))
            .await;
        assert!(s == 422 || s == 400, "{e}");
        assert!(
            matches!(
                e["code"].as_str(),
                Some("seed_mismatch" | "invalid_argument")
            ),
            "{e}"
        );
    }
    let (_, t) = server.get(&format!("/v1/tables/{id}"), None).await;
    assert_eq!(t["stage"], "revealing", "a refused seed starts nothing");
    let (s, t) = server
        .post(&path(2, "seed"), Some(&cred(2)), json!({"seed": last_seed}))
        .await;
    assert_eq!(s, 200, "{t}");
    assert_eq!(t["stage"], "playing");
    // The match shows the commitment and the seeds, the table's own.
    let (_, v) = server.get(&path(0, "view"), Some(&cred(0))).await;
    let fairness = &v["view"]["fairness"];
    assert_eq!(fairness["server_commitment"], json!(commitment));
    let mut seeds: Vec<String> = (0..3).map(|s| seed_of(&id, Seat(s)).0).collect();
    seeds.sort();
    assert_eq!(fairness["client_seeds"], json!(seeds));
    // Played to its end on sockets.
    let mut players = Vec::new();
    for (k, (seat, c)) in creds.iter().enumerate() {
        let s = Socket::open(&server, &id, Some(c), None).await;
        players.push(tokio::spawn(play(s, Some(*seat), 11 + k as u64)));
    }
    let mut seen = Vec::new();
    for p in players {
        seen.push(p.await.unwrap());
    }
    let last = seen[0].last.clone().unwrap();
    assert_eq!(last.stage, Stage::Finished);
    let server_seed = last
        .fairness
        .as_ref()
        .unwrap()
        .server_seed
        .expect("revealed at the end");
    assert_eq!(
        server_seed.commitment(),
        commitment,
        "the server seed is the one committed to"
    );
    // Every deal verifies along the whole chain, by the history and by the check itself.
    let (_, h) = server.get(&format!("/v1/tables/{id}/history"), None).await;
    let h: History = serde_json::from_value(h).unwrap();
    assert!(!h.deals.is_empty());
    let record =
        poch_cli::record::MatchRecord::parse(&h.match_record.clone().unwrap().to_string())
            .unwrap();
    let dealers: Vec<(u32, Seat)> = record.deals.iter().map(|d| (d.deal, d.dealer)).collect();
    let first_dealer = dealers.first().map(|d| d.1);
    for d in &h.deals {
        assert_eq!(d.verified.chain_matches, Some(true), "deal {}", d.deal);
        let dealer = dealers.iter().find(|(n, _)| *n == d.deal).unwrap().1;
        let v = check_deal(DealCheck {
            commitment: d.commitment,
            deal_seed: d.deal_seed,
            deck: last.rules.deck,
            table: Some(DealTable {
                players: 4,
                dealer,
                deal_method: last.rules.deal_method,
            }),
            chain: Some(FairChain {
                fairness: Fairness::new(server_seed, seeds.clone()),
                deal_number: d.deal,
                first_dealer,
            }),
        })
        .unwrap();
        assert!(v.matches(), "deal {}", d.deal);
        assert_eq!(
            v.dealt.unwrap().hands,
            d.hands,
            "deal {}: the hands shown are the ones dealt",
            d.deal
        );
    }
    // Another seed of the last person would have given other deals: the choice it did not
    // have was not nothing.
    let mut changed = seeds.clone();
    let at = changed.iter().position(|s| *s == last_seed).unwrap();
    changed[at] = "aces for me".into();
    let d1 = &h.deals[0];
    let other = check_deal(DealCheck {
        commitment: d1.commitment,
        deal_seed: d1.deal_seed,
        deck: last.rules.deck,
        table: None,
        chain: Some(FairChain {
            fairness: Fairness::new(server_seed, changed),
            deal_number: 1,
            first_dealer: None,
        }),
    })
    .unwrap();
    assert!(!other.matches(), "the deal depends on every seed");
    // Nothing any socket was sent names the pre-match token.
    for s in &seen {
        assert!(
            s.events
                .iter()
                .all(|e| !format!("{e:?}").contains("pre_match"))
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_person_who_gives_no_seed_in_time_gives_none() {
    let server = Server::start(&["--seed-ms", "400"]).await;
    let made = server
        .create(json!({"seats": [{}, {}, {"bot": "random"}], "rules": {"max_deals": 1}}))
        .await;
    let id = made.table.id.clone();
    let creds = server.seat_everyone(&made).await;
    let (seed0, hash0) = seed_of(&id, Seat(0));
    let p0 = format!("/v1/tables/{id}/seats/0/");
    assert_eq!(
        server
            .post(
                &format!("{p0}seed-hash"),
                Some(&creds[0].1),
                json!({"hash": hash0})
            )
            .await
            .0,
        200
    );
    // Seat 1 gives nothing: after the hashes' time the seeds are asked for.
    tokio::time::sleep(std::time::Duration::from_millis(900)).await;
    let (_, t) = server.get(&format!("/v1/tables/{id}"), None).await;
    assert_eq!(t["stage"], "revealing", "{t}");
    let (s, e) = server
        .post(
            &format!("/v1/tables/{id}/seats/1/seed"),
            Some(&creds[1].1),
            json!({"seed": "late"}),
        )
        .await;
    assert_eq!(
        (s, e["code"].as_str()),
        (422, Some("seed_mismatch")),
        "no hash, no seed"
    );
    let (s, t) = server
        .post(
            &format!("{p0}seed"),
            Some(&creds[0].1),
            json!({"seed": seed0}),
        )
        .await;
    assert_eq!(s, 200);
    assert_eq!(t["stage"], "playing", "every seed that was committed is in");
    let (_, v) = server.get(&format!("{p0}view"), Some(&creds[0].1)).await;
    assert_eq!(v["view"]["fairness"]["client_seeds"], json!([seed0]));
    assert!(v["table"]["seats"][1].get("client_seed").is_none());
}
