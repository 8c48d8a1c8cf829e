//! A person plays a whole match in the terminal against bots, in process.
//!
//! The screen shows what the person's seat may see and nothing more: its own [`View`] (the
//! board's nine fields, the stacks, the upcard and pay suit, its hand, the betting, the cards
//! played) and the last public events. Input is one action a line, as `bet 3`, `call`,
//! `fold`, `pass`, `raise 2`, `lead QH`, `lead QH up`, `deal`; an illegal one shows the
//! engine's message and asks again. Colour is used only on a terminal.

use std::io::{self, BufRead, Write};

use poch_engine::{
    Action, BotKind, Card, DealSource, Event, EventKind, Field, Game, NewGame, Phase, Rules, Seed,
    Sight, Suit, View, Viewer, Visibility,
};

/// A match to play.
#[derive(Clone, Debug)]
pub struct Table {
    /// The switches.
    pub rules: Rules,
    /// The person's name.
    pub name: String,
    /// The bots at the other seats, in seat order after the person (seat 0).
    pub bots: Vec<BotKind>,
    /// The match seed (drawn by the caller for a new match, given for a reproducible one).
    pub seed: Seed,
    /// Whether to colour the output.
    pub colour: bool,
}

/// How a played match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The match is over.
    Over(Game),
    /// The input ended (or said `quit`) first.
    Left(Game),
}

/// Plays `table`, reading the person's actions from `input` and writing to `output`.
///
/// # Errors
///
/// When the output cannot be written or the input read, or the table makes no match.
pub fn play(
    table: &Table,
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> io::Result<Ending> {
    let mut players = vec![table.name.clone()];
    players.extend(
        table
            .bots
            .iter()
            .enumerate()
            .map(|(i, kind)| format!("{kind}{}", i + 1)),
    );
    let step = Game::new(NewGame {
        rules: table.rules,
        players,
        source: DealSource::Seed {
            seed: table.seed,
            first_dealer: None,
        },
        start: None,
    })
    .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    let mut bots: Vec<_> = table
        .bots
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.0[i] as u64 + i as u64))
        .collect();
    let mut recent: Vec<String> = Vec::new();
    remember(&mut recent, &step.events, table);
    let mut game = step.game;
    while game.phase() != Phase::MatchOver {
        let Some(seat) = game.to_act() else { break };
        if seat != 0 {
            let action = bots[seat - 1]
                .choose(&Sight::of_game(&game, seat))
                .ok_or_else(|| io::Error::other(format!("the bot of seat {seat} has no action")))?;
            match game.apply(seat, action) {
                Ok(step) => {
                    remember(&mut recent, &step.events, table);
                    game = step.game;
                }
                Err(rejected) => {
                    return Err(io::Error::other(format!(
                        "the bot of seat {seat}: {}",
                        rejected.rejection
                    )));
                }
            }
            continue;
        }
        let view = game
            .view(Viewer::Seat(0))
            .map_err(|rejection| io::Error::other(rejection.to_string()))?;
        write_screen(output, &view, &recent, table)?;
        recent.clear();
        loop {
            write!(output, "your action> ")?;
            output.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 || line.trim() == "quit" {
                writeln!(output)?;
                return Ok(Ending::Left(game));
            }
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let action: Action = match line.parse() {
                Ok(action) => action,
                Err(e) => {
                    writeln!(output, "{e}")?;
                    continue;
                }
            };
            match game.apply(0, action) {
                Ok(step) => {
                    remember(&mut recent, &step.events, table);
                    game = step.game;
                    break;
                }
                Err(rejected) => {
                    writeln!(output, "not allowed: {}", rejected.rejection)?;
                    game = rejected.game;
                }
            }
        }
    }
    for line in &recent {
        writeln!(output, "  {line}")?;
    }
    if let Some(end) = game.match_end() {
        writeln!(
            output,
            "The match is over after {} deals.",
            end.deals_played
        )?;
        for (place, standing) in end.standings.iter().enumerate() {
            writeln!(
                output,
                "{}. {} {} chips",
                place + 1,
                game.state().players[standing.seat],
                standing.stack
            )?;
        }
    }
    Ok(Ending::Over(game))
}

/// Keeps the public events, worded, at most the last 12.
fn remember(recent: &mut Vec<String>, events: &[Event], table: &Table) {
    for event in events {
        if event.visibility != Visibility::Public {
            continue;
        }
        if let Some(line) = describe(&event.kind, table) {
            recent.push(line);
        }
    }
    let excess = recent.len().saturating_sub(12);
    recent.drain(..excess);
}

fn describe(kind: &EventKind, table: &Table) -> Option<String> {
    let c = |card: &Card| card_text(*card, table.colour);
    Some(match kind {
        EventKind::DealStarted { deal, dealer, .. } => {
            format!("deal {deal} begins; seat {dealer} deals")
        }
        EventKind::UpcardTurned {
            upcard, pay_suit, ..
        } => format!(
            "the upcard is {}; {} pays",
            c(upcard),
            suit_text(*pay_suit, table.colour)
        ),
        EventKind::FieldClaimed {
            field, seat, chips, ..
        } => format!("seat {seat} claims {} ({chips} chips)", field.name()),
        EventKind::Passed { seat, .. } => format!("seat {seat} passes"),
        EventKind::BetPlaced { seat, amount, .. } => format!("seat {seat} bets {amount}"),
        EventKind::Called { seat, .. } => format!("seat {seat} calls"),
        EventKind::Raised { seat, amount, .. } => format!("seat {seat} raises by {amount}"),
        EventKind::Folded { seat } => format!("seat {seat} folds"),
        EventKind::PochenEnded {
            outcome, winner, ..
        } => match winner {
            Some(w) => format!("Pochen ends ({outcome:?}); seat {w} wins it"),
            None => format!("Pochen ends ({outcome:?})"),
        },
        EventKind::CardPlayed { seat, card, led } => {
            format!(
                "seat {seat} {} {}",
                if *led { "leads" } else { "plays" },
                c(card)
            )
        }
        EventKind::DealSettled(s) => {
            format!(
                "seat {} goes out and receives {} chips",
                s.winner, s.winner_receives
            )
        }
        EventKind::DealEnded { deal, .. } => format!("deal {deal} is over"),
        EventKind::AntePaid { .. }
        | EventKind::HandDealt { .. }
        | EventKind::PochenStarted { .. }
        | EventKind::PochenSkipped { .. }
        | EventKind::GroupShown { .. }
        | EventKind::DiscardStarted { .. }
        | EventKind::DirectionChosen { .. }
        | EventKind::ChainStopped { .. }
        | EventKind::MatchEnded(_) => return None,
    })
}

fn suit_text(suit: Suit, colour: bool) -> String {
    let red = matches!(suit, Suit::Hearts | Suit::Diamonds);
    if colour && red {
        format!("\x1b[31m{}\x1b[0m", suit.symbol())
    } else {
        suit.symbol().to_string()
    }
}

/// A card as its rank and suit symbol (`Q♥`), red on a terminal for hearts and diamonds.
pub fn card_text(card: Card, colour: bool) -> String {
    let text = format!("{}{}", card.rank().char(), card.suit().symbol());
    if colour && matches!(card.suit(), Suit::Hearts | Suit::Diamonds) {
        format!("\x1b[31m{text}\x1b[0m")
    } else {
        text
    }
}

fn write_screen(
    out: &mut impl Write,
    view: &View,
    recent: &[String],
    table: &Table,
) -> io::Result<()> {
    let c = |card: &Card| card_text(*card, table.colour);
    writeln!(out)?;
    for line in recent {
        writeln!(out, "  {line}")?;
    }
    let fields: Vec<String> = Field::ALL
        .iter()
        .map(|&f| format!("{} {}", f.name(), view.board[f]))
        .collect();
    writeln!(out, "board: {}", fields.join(" | "))?;
    let stacks: Vec<String> = view
        .players
        .iter()
        .zip(&view.stacks)
        .enumerate()
        .map(|(s, (name, stack))| format!("{s}:{name} {stack}"))
        .collect();
    writeln!(out, "stacks: {}", stacks.join("  "))?;
    if let Some(deal) = &view.deal {
        writeln!(
            out,
            "deal {}: dealer seat {}, upcard {}, pay suit {}",
            deal.number,
            deal.dealer,
            c(&deal.upcard),
            suit_text(deal.pay_suit, table.colour)
        )?;
        if let Some(pochen) = &deal.pochen {
            writeln!(
                out,
                "Pochen: high stake {}, contributions {:?}",
                pochen.high_stake, pochen.contributions
            )?;
        }
        if let Some(hand) = &deal.hand {
            let cards: Vec<String> = hand.iter().map(c).collect();
            writeln!(out, "your hand: {}", cards.join(" "))?;
        }
        if let Some(group) = deal.best_group {
            writeln!(
                out,
                "your best group: {} × {}",
                group.size,
                group.rank.char()
            )?;
        }
    }
    if let Some(legal) = &view.legal {
        let mut can = Vec::new();
        if legal.pass {
            can.push("pass".to_owned());
        }
        if let Some(r) = legal.bet {
            can.push(format!("bet {}..{}", r.min, r.max));
        }
        if let Some(chips) = legal.call {
            can.push(format!("call ({chips})"));
        }
        if let Some(r) = legal.raise {
            can.push(format!("raise {}..{}", r.min, r.max));
        }
        if legal.fold {
            can.push("fold".to_owned());
        }
        if !legal.lead.is_empty() {
            let cards: Vec<String> = legal
                .lead
                .iter()
                .map(|card| card.name().to_owned())
                .collect();
            let directions = if legal.directions.is_empty() {
                String::new()
            } else {
                " [up|down]".to_owned()
            };
            can.push(format!("lead {}{directions}", cards.join("/")));
        }
        if legal.deal {
            can.push("deal".to_owned());
        }
        writeln!(out, "you may: {}", can.join(", "))?;
    }
    Ok(())
}
