//! A person plays a whole match in the terminal against bots, in process or through the
//! service.
//!
//! The screen shows what the person's seat may see and nothing more: its own [`View`] (the
//! board's nine fields, the stacks, the upcard and pay suit, its hand, the betting, the cards
//! played) and the last public events. Input is one action a line, as `bet 3`, `call`,
//! `fold`, `pass`, `raise 2`, `lead QH`, `lead QH up`, `deal`; an illegal one shows the
//! engine's message and asks again. Colour is used only on a terminal.
//!
//! A [`Referee`] keeps the match: [`InProcess`], the engine in this process, or [`Remote`],
//! the service, where every seat's actions go through `Apply` and each bot chooses from its
//! seat's view (with its legal actions) as the service answers it. The same seed and the same
//! input give the same screen with either.

use std::io::{self, BufRead, Write};

use poch_engine::{
    Action, Bot, BotKind, Card, DealSource, Event, EventKind, Field, Game, MatchEnd, NewGame,
    Phase, Rules, Seat, Seed, Sight, Suit, View, Viewer, Visibility,
};

use crate::remote::{Client, NewMatch, State};

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
    Over(MatchEnd),
    /// The input ended (or said `quit`) first.
    Left,
}

/// Who keeps the match and judges every action.
pub trait Referee {
    /// Starts the match; the first deal's events.
    ///
    /// # Errors
    ///
    /// When the match cannot start, or the service cannot be reached.
    fn start(&mut self, new: NewGame) -> io::Result<Vec<Event>>;

    /// The seat that must act; `None` when nobody may.
    fn to_act(&self) -> Option<Seat>;

    /// Whether the match is over (or not started).
    fn is_over(&self) -> bool;

    /// What a seat (with its legal actions) or a spectator sees.
    ///
    /// # Errors
    ///
    /// When there is no match, or the service cannot be reached.
    fn view(&mut self, viewer: Viewer) -> io::Result<View>;

    /// The action `bot` chooses for `seat` from what the seat sees; `None` when it has none.
    ///
    /// # Errors
    ///
    /// As [`Referee::view`].
    fn choose(&mut self, seat: Seat, bot: &mut dyn Bot) -> io::Result<Option<Action>>;

    /// Applies `seat`'s action: its events, or the engine's message for a refused action (the
    /// match unchanged).
    ///
    /// # Errors
    ///
    /// When there is no match, or the service cannot be reached or answers another error.
    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, String>>;
}

fn no_match() -> io::Error {
    io::Error::other("no match has started")
}

/// The engine in this process.
#[derive(Clone, Debug, Default)]
pub struct InProcess {
    game: Option<Game>,
}

impl InProcess {
    /// The match, once started.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }
}

impl Referee for InProcess {
    fn start(&mut self, new: NewGame) -> io::Result<Vec<Event>> {
        let step = Game::new(new)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
        self.game = Some(step.game);
        Ok(step.events)
    }

    fn to_act(&self) -> Option<Seat> {
        self.game.as_ref()?.to_act()
    }

    fn is_over(&self) -> bool {
        self.game
            .as_ref()
            .is_none_or(|g| g.phase() == Phase::MatchOver)
    }

    fn view(&mut self, viewer: Viewer) -> io::Result<View> {
        self.game
            .as_ref()
            .ok_or_else(no_match)?
            .view(viewer)
            .map_err(|rejection| io::Error::other(rejection.to_string()))
    }

    fn choose(&mut self, seat: Seat, bot: &mut dyn Bot) -> io::Result<Option<Action>> {
        let game = self.game.as_ref().ok_or_else(no_match)?;
        Ok(bot.choose(&Sight::of_game(game, seat)))
    }

    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, String>> {
        let game = self.game.take().ok_or_else(no_match)?;
        Ok(match game.apply(seat, action) {
            Ok(step) => {
                self.game = Some(step.game);
                Ok(step.events)
            }
            Err(rejected) => {
                self.game = Some(rejected.game);
                Err(rejected.rejection.to_string())
            }
        })
    }
}

/// The service: every action through `Apply`, every view through `GetView`. It runs its calls
/// on its own Tokio runtime, so it is driven from synchronous code.
#[derive(Debug)]
pub struct Remote {
    client: Client,
    runtime: tokio::runtime::Runtime,
    state: Option<State>,
    to_act: Option<Seat>,
    over: bool,
}

impl Remote {
    /// A referee calling the service through `client`, on `runtime` (the one the client was
    /// made on).
    pub fn new(client: Client, runtime: tokio::runtime::Runtime) -> Remote {
        Remote {
            client,
            runtime,
            state: None,
            to_act: None,
            over: true,
        }
    }

    fn state(&self) -> io::Result<&State> {
        self.state.as_ref().ok_or_else(no_match)
    }
}

fn service_error(error: crate::remote::Error) -> io::Error {
    io::Error::other(format!("the service: {error}"))
}

impl Referee for Remote {
    fn start(&mut self, new: NewGame) -> io::Result<Vec<Event>> {
        let new = NewMatch::try_from(new)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.message))?;
        let step = self
            .runtime
            .block_on(self.client.new_game(&new))
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.message))?;
        self.to_act = step.to_act;
        self.over = step.phase == Phase::MatchOver;
        self.state = Some(step.state);
        Ok(step.events)
    }

    fn to_act(&self) -> Option<Seat> {
        self.to_act
    }

    fn is_over(&self) -> bool {
        self.over
    }

    fn view(&mut self, viewer: Viewer) -> io::Result<View> {
        let state = self.state()?;
        self.runtime
            .block_on(self.client.view(state, viewer))
            .map_err(service_error)
    }

    fn choose(&mut self, seat: Seat, bot: &mut dyn Bot) -> io::Result<Option<Action>> {
        let view = self.view(Viewer::Seat(seat))?;
        Ok(Sight::of_view(&view).and_then(|sight| bot.choose(&sight)))
    }

    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, String>> {
        let state = self.state()?;
        match self
            .runtime
            .block_on(self.client.apply(state, seat, &action))
        {
            Ok(step) => {
                self.to_act = step.to_act;
                self.over = step.phase == Phase::MatchOver;
                self.state = Some(step.state);
                Ok(Ok(step.events))
            }
            Err(error) if error.code.is_rejection() => Ok(Err(error.message)),
            Err(error) => Err(service_error(error)),
        }
    }
}

/// Plays `table` with `referee` keeping the match, reading the person's actions from `input`
/// and writing to `output`.
///
/// ```
/// use poch_client::play::{Ending, InProcess, Table, play};
/// use poch_engine::{BotKind, Rules, Seed};
///
/// let table = Table {
///     rules: Rules::CLASSIC,
///     name: "ann".into(),
///     bots: vec![BotKind::Random; 3],
///     seed: Seed([1; 32]),
///     colour: false,
/// };
/// let mut screen = Vec::new();
/// let ending = play(&table, &mut InProcess::default(), &mut "quit\n".as_bytes(), &mut screen)
///     .unwrap();
/// assert_eq!(ending, Ending::Left);
/// assert!(String::from_utf8(screen).unwrap().contains("your hand: "));
/// ```
///
/// # Errors
///
/// When the output cannot be written or the input read, the table makes no match, or the
/// referee fails.
pub fn play(
    table: &Table,
    referee: &mut impl Referee,
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
    let events = referee.start(NewGame {
        rules: table.rules,
        players,
        source: DealSource::Seed {
            seed: table.seed,
            first_dealer: None,
        },
        start: None,
    })?;
    let mut bots: Vec<_> = table
        .bots
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.0[i] as u64 + i as u64))
        .collect();
    let mut recent: Vec<String> = Vec::new();
    remember(&mut recent, &events, table);
    while !referee.is_over() {
        let Some(seat) = referee.to_act() else { break };
        if seat != 0 {
            let action = referee
                .choose(seat, bots[seat - 1].as_mut())?
                .ok_or_else(|| io::Error::other(format!("the bot of seat {seat} has no action")))?;
            match referee.apply(seat, action)? {
                Ok(events) => remember(&mut recent, &events, table),
                Err(refusal) => {
                    return Err(io::Error::other(format!(
                        "the bot of seat {seat}: {refusal}"
                    )));
                }
            }
            continue;
        }
        let view = referee.view(Viewer::Seat(0))?;
        write_screen(output, &view, &recent, table)?;
        recent.clear();
        loop {
            write!(output, "your action> ")?;
            output.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 || line.trim() == "quit" {
                writeln!(output)?;
                return Ok(Ending::Left);
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
            match referee.apply(0, action)? {
                Ok(events) => {
                    remember(&mut recent, &events, table);
                    break;
                }
                Err(refusal) => writeln!(output, "not allowed: {refusal}")?,
            }
        }
    }
    for line in &recent {
        writeln!(output, "  {line}")?;
    }
    let spectator = referee.view(Viewer::Spectator)?;
    let end = spectator
        .match_end
        .ok_or_else(|| io::Error::other("the match is over without its end"))?;
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
            spectator.players[standing.seat],
            standing.stack
        )?;
    }
    Ok(Ending::Over(end))
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
