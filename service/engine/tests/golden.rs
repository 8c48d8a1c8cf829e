//! The worked deals of RULES §14, read from `tests/data/worked-deals.json` and replayed
//! through the engine: every deal's record (ante, hands, claims, betting, layers, chains,
//! settlement, match end) and the legal actions before every action must match.

use std::collections::BTreeMap;

use poch_engine::{
    Action, ByField, Card, CardSet, Event, EventKind, Field, FieldSet, Game, Group, Phase, Seat,
    Status, Visibility,
};
use serde_json::{Value, json};

mod common;
use common::{Example, worked_deal, worked_deals};

fn cards(cs: impl IntoIterator<Item = Card>) -> Value {
    Value::from(cs.into_iter().map(|c| c.to_string()).collect::<Vec<_>>())
}

fn board(b: &ByField<u32>, fields: FieldSet) -> Value {
    let map: serde_json::Map<String, Value> = b
        .entries(fields)
        .map(|(f, v)| (f.name().to_owned(), Value::from(v)))
        .collect();
    Value::Object(map)
}

fn status(s: Status) -> &'static str {
    match s {
        Status::In => "IN",
        Status::Folded => "FOLDED",
        Status::AllIn => "ALLIN",
        Status::Out => "OUT",
    }
}

/// The legal summary of the seat to act, in the data's format.
fn legal_summary(game: &Game) -> Value {
    let seat = game.to_act().expect("someone acts");
    let l = game.legal_actions(seat);
    match game.phase() {
        Phase::Pochen => json!({
            "phase": "pochen",
            "seat": seat,
            "pass": l.pass,
            "bet": l.bet.map(|r| vec![r.min, r.max]),
            "call": l.call,
            "raise": l.raise.map(|r| vec![r.min, r.max]),
            "fold": l.fold,
        }),
        Phase::Discard => json!({
            "phase": "discard",
            "seat": seat,
            "lead": cards(l.lead),
            "directions": if l.directions.is_empty() {
                Value::Null
            } else {
                Value::from(l.directions.iter().map(|d| d.name()).collect::<Vec<_>>())
            },
        }),
        Phase::BetweenDeals | Phase::MatchOver => Value::Null,
    }
}

/// Builds a deal's record, in the data's format, from its events and the game at its end.
fn record(game: &Game, events: &[Event]) -> BTreeMap<String, Value> {
    let rules = *game.rules();
    let fields = rules.fields();
    let n = game.players();
    let deal = game.deal().expect("a deal");
    let mut r = BTreeMap::new();
    let mut put = |k: &str, v: Value| {
        r.insert(k.to_owned(), v);
    };
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
    let mut claims = Vec::new();
    let mut after_ante: Option<(Vec<u32>, ByField<u32>)> = None;
    let mut pochen_actions = Vec::new();
    let mut shown: Vec<Value> = vec![Value::Null; n];
    let mut in_at_start: Vec<Seat> = Vec::new();
    let mut betting_skipped = !rules.pochen.is_on();
    let mut pochen_end = None;
    let mut plays = Vec::new();
    let mut chains = Vec::new();
    let mut chain: Vec<Value> = Vec::new();
    let mut chain_leader = Seat(0);
    let mut direction = "up";
    for e in events {
        if let Visibility::Private(seat) = e.visibility {
            assert!(
                matches!(e.kind, EventKind::HandDealt { seat: s, .. } if s == seat),
                "only a seat's own dealt hand is private: {e:?}"
            );
        }
        match &e.kind {
            EventKind::DealStarted {
                deal,
                dealer,
                forehand,
                ..
            } => {
                put("deal", json!(deal));
                put("dealer", json!(dealer));
                put("forehand", json!(forehand));
            }
            EventKind::AntePaid {
                per_player,
                fields: ante,
                stacks,
                board: b,
            } => {
                put(
                    "ante",
                    json!({"per_player": per_player, "fields": board(ante, fields)}),
                );
                put(
                    "stacks_before_ante",
                    json!(stacks.iter().map(|s| s + per_player).collect::<Vec<_>>()),
                );
                put("stacks_after_ante", json!(stacks));
                put("board_after_ante", board(b, fields));
                after_ante = Some((stacks.clone(), *b));
            }
            EventKind::HandDealt { seat, cards } => hands[*seat] = cards.clone(),
            EventKind::UpcardTurned {
                upcard,
                pay_suit,
                upcard_holder,
                dead,
                ..
            } => {
                put("upcard", json!(upcard.to_string()));
                put("pay_suit", json!(pay_suit.char().to_string()));
                put("upcard_holder", json!(upcard_holder));
                put("dead", cards(dead.iter().copied()));
            }
            EventKind::FieldClaimed {
                field,
                seat,
                chips,
                cards: c,
            } => claims.push((*field, *seat, *chips, c.clone())),
            EventKind::PochenStarted { seats_in, .. } => in_at_start = seats_in.clone(),
            EventKind::PochenSkipped { seats_in } => {
                in_at_start = seats_in.clone();
                betting_skipped = true;
            }
            EventKind::Passed { seat, .. } => {
                pochen_actions.push(json!({"seat": seat, "action": "pass"}));
            }
            EventKind::Folded { seat } => {
                pochen_actions.push(json!({"seat": seat, "action": "fold"}));
            }
            EventKind::BetPlaced {
                seat, amount, put, ..
            } => pochen_actions
                .push(json!({"seat": seat, "action": "bet", "amount": amount, "put": put})),
            EventKind::Called { seat, put, .. } => pochen_actions
                .push(json!({"seat": seat, "action": "call", "amount": null, "put": put})),
            EventKind::Raised {
                seat, amount, put, ..
            } => pochen_actions
                .push(json!({"seat": seat, "action": "raise", "amount": amount, "put": put})),
            EventKind::GroupShown { seat, cards: c } => {
                shown[*seat] = cards(c.iter());
            }
            EventKind::PochenEnded { .. } => pochen_end = Some(e.kind.clone()),
            EventKind::DiscardStarted { leader } => {
                put("first_leader", json!(leader));
                chain_leader = *leader;
            }
            EventKind::DirectionChosen { direction: d } => direction = d.name(),
            EventKind::CardPlayed { seat, card, led } => {
                if *led {
                    chain_leader = *seat;
                }
                plays.push(json!([seat, card.to_string()]));
                chain.push(json!([seat, card.to_string()]));
            }
            EventKind::ChainStopped {
                stop: s,
                next_leader,
            } => chains.push(json!({
                "leader": chain_leader,
                "plays": std::mem::take(&mut chain),
                "stop": s.name(),
                "next_leader": next_leader,
            })),
            EventKind::DealSettled(s) => {
                put("discard_winner", json!(s.winner));
                put(
                    "went_out_on",
                    json!(if s.went_out_on_lead { "lead" } else { "forced" }),
                );
                put(
                    "settlement",
                    json!({
                        "winner": s.winner,
                        "mid": s.mid,
                        "owed": s.owed,
                        "payments": s.payments,
                        "forgiven": s.forgiven,
                        "winner_receives": s.winner_receives,
                    }),
                );
            }
            EventKind::DealEnded {
                stacks,
                board: b,
                awarded,
                carried_next,
                ..
            } => {
                put("stacks", json!(stacks));
                put("board", board(b, fields));
                put(
                    "awarded",
                    json!(awarded.iter().map(Field::name).collect::<Vec<_>>()),
                );
                let carried: serde_json::Map<String, Value> = fields
                    .iter()
                    .map(|f| (f.name().to_owned(), Value::from(carried_next.contains(f))))
                    .collect();
                put("carried_next", Value::Object(carried));
            }
            EventKind::MatchEnded(end) => {
                let mut m = json!({
                    "reasons": end.reasons,
                    "deals_played": end.deals_played,
                    "next_ante": end.next_ante,
                    "standings": end.standings,
                    "board_left": board(&end.board_left, fields),
                });
                // RULES 11.7.3: the share, under `board_at_end=shared` only.
                if let Some(share) = &end.board_share {
                    m["board_share"] = json!({
                        "per_player": share.per_player,
                        "shared": share.shared,
                        "remainder": share.remainder,
                        "board_after": board(&share.board_after, fields),
                    });
                }
                put("match_end", m);
            }
            // The worked deals time nobody out.
            EventKind::TimedOut { .. } => {}
        }
    }
    put("direction", json!(direction));
    put("plays", Value::from(plays));
    put("chains", Value::from(chains));
    put(
        "hands",
        Value::from(
            hands
                .iter()
                .map(|h| cards(h.iter().copied()))
                .collect::<Vec<_>>(),
        ),
    );
    put("talon", cards(deal.talon));
    put(
        "cards_left",
        Value::from(deal.hands.iter().map(|h| cards(*h)).collect::<Vec<_>>()),
    );
    put(
        "groups",
        Value::from(
            hands
                .iter()
                .map(|h| {
                    let set: CardSet = h.iter().copied().collect();
                    match Group::best(set) {
                        None => Value::Null,
                        Some(g) => json!({
                            "size": g.size,
                            "rank": g.rank.char().to_string(),
                            "cards": cards(g.cards(set)),
                        }),
                    }
                })
                .collect::<Vec<_>>(),
        ),
    );
    put(
        "claims",
        Value::from(
            claims
                .iter()
                .map(|(f, s, c, cs)| {
                    json!({"field": f.name(), "seat": s, "chips": c, "cards": cards(cs.iter().copied())})
                })
                .collect::<Vec<_>>(),
        ),
    );
    let (stacks_ante, board_ante) = after_ante.expect("an ante");
    let mut stacks1 = stacks_ante.clone();
    let mut board1 = board_ante;
    for (f, s, c, _) in &claims {
        stacks1[*s] += c;
        board1[*f] = 0;
    }
    put("stacks_after_phase1", json!(stacks1));
    put("board_after_phase1", board(&board1, fields));
    let pochen = match pochen_end {
        None => {
            put("stacks_after_phase2", json!(stacks1));
            put("board_after_phase2", board(&board1, fields));
            json!({
                "outcome": "off",
                "betting_skipped": true,
                "in_at_start": [],
                "actions": [],
                "high_stake": 0,
                "contributions": vec![0; n],
                "statuses": null,
                "layers": [],
                "payouts": vec![0; n],
                "net": vec![0; n],
                "shown": shown,
                "winner": null,
                "poch_before": null,
                "poch_after": null,
                "remainder": 0,
            })
        }
        Some(EventKind::PochenEnded {
            outcome,
            high_stake,
            contributions,
            statuses,
            layers,
            payouts,
            winner,
            poch_before,
            poch_after,
            stacks,
        }) => {
            put("stacks_after_phase2", json!(stacks));
            let mut board2 = board1;
            board2[Field::POCH] = poch_after;
            put("board_after_phase2", board(&board2, fields));
            let outcome = outcome.name();
            let net: Vec<i64> = payouts
                .iter()
                .zip(&contributions)
                .map(|(&p, &c)| i64::from(p) - i64::from(c))
                .collect();
            json!({
                "outcome": outcome,
                "betting_skipped": betting_skipped,
                "in_at_start": in_at_start,
                "actions": pochen_actions,
                "high_stake": high_stake,
                "contributions": contributions,
                "statuses": statuses.iter().map(|s| status(*s)).collect::<Vec<_>>(),
                "layers": layers,
                "payouts": payouts,
                "net": net,
                "shown": shown,
                "winner": winner,
                "poch_before": poch_before,
                "poch_after": poch_after,
                "remainder": layers.iter().map(|l| l.remainder).sum::<u32>(),
            })
        }
        Some(other) => unreachable!("{other:?}"),
    };
    put("pochen", pochen);
    r.entry("match_end".into()).or_insert(Value::Null);
    r
}

/// One test per worked deal, so that a failure names its deal; `every_worked_deal_has_a_test`
/// holds the list to the data.
macro_rules! worked_deal_tests {
    ($($name:ident => $id:literal),* $(,)?) => {
        const TESTED: &[&str] = &[$($id),*];
        $(
            #[test]
            fn $name() {
                play_worked_deal(worked_deal($id));
            }
        )*
    };
}

worked_deal_tests! {
    e1 => "E1", e2 => "E2", e3 => "E3", e4 => "E4", e5 => "E5", e6 => "E6", e7 => "E7",
    e8 => "E8", e9 => "E9", e10 => "E10", e11 => "E11", e12 => "E12", e13 => "E13",
    e14 => "E14", e15 => "E15", e16 => "E16", e17 => "E17", e18 => "E18", e19 => "E19",
}

#[test]
fn every_worked_deal_has_a_test() {
    let ids: Vec<&str> = worked_deals()
        .examples
        .iter()
        .map(|ex| ex.id.as_str())
        .collect();
    assert_eq!(
        ids, TESTED,
        "worked-deals.json and the tests name the same deals"
    );
}

/// Replays one worked deal: the legal actions before every action, every deal's record and
/// the match's end must match the data.
fn play_worked_deal(ex: &Example) {
    let step = Game::new(ex.new_game()).unwrap_or_else(|e| panic!("{}: {e}", ex.id));
    let mut game = step.game;
    game.check().unwrap_or_else(|e| panic!("{}: {e}", ex.id));
    let mut deal_events = step.events;
    let mut records = Vec::new();
    let mut actions = ex.actions.iter().zip(&ex.legal).peekable();
    loop {
        if game.phase() == Phase::BetweenDeals || game.phase() == Phase::MatchOver {
            records.push(record(&game, &deal_events));
            deal_events.clear();
            if actions.peek().is_none() {
                break;
            }
            let dealer = game.to_act().expect("the next dealer deals");
            let step = game
                .apply(dealer, Action::Deal { deck: None })
                .unwrap_or_else(|e| panic!("{}: deal: {}", ex.id, e.rejection));
            game = step.game;
            deal_events = step.events;
            continue;
        }
        let Some(((seat, text), legal)) = actions.next() else {
            panic!("{}: the actions ran out mid-deal", ex.id);
        };
        assert_eq!(
            &legal_summary(&game),
            legal,
            "{}: legal actions before {seat} {text}",
            ex.id
        );
        let action: Action = text.parse().expect("action");
        let step = game
            .apply(Seat(*seat), action)
            .unwrap_or_else(|e| panic!("{}: {seat} {text}: {}", ex.id, e.rejection));
        game = step.game;
        game.check()
            .unwrap_or_else(|e| panic!("{}: after {seat} {text}: {e}", ex.id));
        deal_events.extend(step.events);
    }
    assert_eq!(records.len(), ex.deals.len(), "{}: deals", ex.id);
    for (got, want) in records.iter().zip(&ex.deals) {
        let want = want.as_object().expect("a deal record");
        for (key, value) in want {
            if key == "deck" {
                continue;
            }
            let got_value = got.get(key).unwrap_or(&Value::Null);
            let got_value = if key == "talon" {
                // The state lists the talon as a set; the data in deck order.
                let mut v: Vec<String> = serde_json::from_value(got_value.clone()).expect("cards");
                let mut w: Vec<String> = serde_json::from_value(value.clone()).expect("cards");
                v.sort();
                w.sort();
                assert_eq!(v, w, "{}: talon", ex.id);
                continue;
            } else {
                got_value
            };
            assert_eq!(got_value, value, "{} deal {}: {key}", ex.id, want["deal"]);
        }
    }
    let last = records.last().expect("a deal");
    assert_eq!(
        last.get("match_end").unwrap_or(&Value::Null),
        &ex.match_end,
        "{}: match end",
        ex.id
    );
}
