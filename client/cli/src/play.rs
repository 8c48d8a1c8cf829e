//! A person plays a whole match in the terminal against bots, in process or through the
//! service.
//!
//! The screen shows what the person's seat may see and nothing more: every public event of the
//! deal and the person's own, told in the table's language by the catalogues of
//! [`poch_api::narration`] (the person is "you"; chains on one line each; the shown groups,
//! the layers of a showdown, the settlement and the standings broken down), then its own
//! [`View`]: the board's fields, the stacks, the deal (dealer, upcard, pay suit), the betting
//! while the Pochen lasts, the cards held while the discard runs, its hand and best group, and
//! what it may do. Nothing is dropped: everything since the person's last turn is printed, and
//! `history` prints the whole deal again (`history N`, deal N). Input is one action a line, as
//! `bet 3`, `call`, `fold`, `pass`, `raise 2`, `lead QH`, `lead QH up`, `deal`; an illegal one
//! shows why, in the table's language, and asks again; `help` lists the commands, and `quit`
//! leaves with the standings so far. Colour is used only on a terminal.
//!
//! A [`Referee`] keeps the match: [`InProcess`], the engine in this process, or [`Remote`],
//! the service, where every seat's actions go through `Apply` and each bot chooses from its
//! seat's view (with its legal actions) as the service answers it. The same seed and the same
//! input give the same screen with either.

use std::io::{self, BufRead, Write};

use poch_api::narration::{Arg, Locale, NarrationError, Narrator};
use poch_engine::{
    Action, Bot, BotKind, Card, DealSource, Digest, Event, EventKind, Game, MatchEnd, NewGame,
    Phase, Rules, Seat, Seed, Sight, Status, Suit, View, Viewer,
};

use poch_client::{Client, NewMatch, State};

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
    /// The language of the screen.
    pub locale: Locale,
}

/// How a played match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The match is over.
    Over(MatchEnd),
    /// The person said `quit`, or the input ended, first.
    Left,
}

/// An action the engine refused; the match is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The rejection's stable code (`not_your_turn`).
    pub code: String,
    /// The engine's message.
    pub message: String,
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

    /// Applies `seat`'s action: its events, or the refusal (the match unchanged).
    ///
    /// # Errors
    ///
    /// When there is no match, or the service cannot be reached or answers another error.
    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, Refusal>>;
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
        Ok(bot.choose_in(game, seat))
    }

    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, Refusal>> {
        let game = self.game.take().ok_or_else(no_match)?;
        Ok(match game.apply(seat, action) {
            Ok(step) => {
                self.game = Some(step.game);
                Ok(step.events)
            }
            Err(rejected) => {
                self.game = Some(rejected.game);
                Err(Refusal {
                    code: rejected.rejection.code().to_owned(),
                    message: rejected.rejection.to_string(),
                })
            }
        })
    }
}

/// The service: every action through `Apply`, every view through `GetView`. It runs its calls
/// on its own Tokio runtime, so it is driven from synchronous code. It keeps the match's
/// tickets, as a game server does: a seat's view and the person's own actions are asked with
/// that seat's ticket, and the bots' actions with the operator ticket (their answers carry
/// every seat's private events, of which the table shows the person's only), so it plays
/// against a service in ticket mode.
#[derive(Debug)]
pub struct Remote {
    client: Client,
    runtime: tokio::runtime::Runtime,
    state: Option<State>,
    tickets: Option<poch_client::Tickets>,
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
            tickets: None,
            to_act: None,
            over: true,
        }
    }

    fn state(&self) -> io::Result<&State> {
        self.state.as_ref().ok_or_else(no_match)
    }

    /// The client with the ticket of `seat` (the operator ticket for `None`), when the service
    /// answered tickets.
    fn client_for(&self, seat: Option<Seat>) -> Client {
        let ticket = self.tickets.as_ref().and_then(|t| match seat {
            Some(seat) => t.seat(seat),
            None => Some(&t.operator),
        });
        match ticket {
            Some(ticket) => self.client.with_ticket(ticket.clone()),
            None => self.client.clone(),
        }
    }
}

fn service_error(error: poch_client::Error) -> io::Error {
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
        self.tickets = step.tickets;
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
        let client = match viewer {
            Viewer::Seat(seat) => self.client_for(Some(seat)),
            Viewer::Spectator => self.client.clone(),
        };
        self.runtime
            .block_on(client.view(state, viewer))
            .map_err(service_error)
    }

    fn choose(&mut self, seat: Seat, bot: &mut dyn Bot) -> io::Result<Option<Action>> {
        // A plain state is the whole game, which a bot reads only through what its seat may
        // see (`Bot::choose_in`); a sealed one shows the bot its seat's view, which is not
        // enough for a bot that reads the public history too.
        if let Some(game) = self
            .state()?
            .plain()
            .and_then(|s| Game::from_state(s.clone()).ok())
        {
            return Ok(bot.choose_in(&game, seat));
        }
        if bot.kind().reads_history() {
            return Err(io::Error::other(format!(
                "the {} bot reads the public history as well as its seat's view, which a sealed \
                 state does not show: play it in process, or against a service that answers \
                 plain states",
                bot.kind()
            )));
        }
        let view = self.view(Viewer::Seat(seat))?;
        Ok(Sight::of_view(&view).and_then(|sight| bot.choose(&sight)))
    }

    fn apply(&mut self, seat: Seat, action: Action) -> io::Result<Result<Vec<Event>, Refusal>> {
        let state = self.state()?;
        let client = self.client_for((seat == PERSON).then_some(seat));
        match self.runtime.block_on(client.apply(state, seat, &action)) {
            Ok(step) => {
                self.to_act = step.to_act;
                self.over = step.phase == Phase::MatchOver;
                self.state = Some(step.state);
                Ok(Ok(step.events))
            }
            Err(error) if error.code.is_rejection() => Ok(Err(Refusal {
                code: error.code.as_str().to_owned(),
                message: error.message,
            })),
            Err(error) => Err(service_error(error)),
        }
    }
}

/// The person's seat.
const PERSON: Seat = Seat(0);

/// The most of an input line that is repeated back.
const ECHOED: usize = 64;

fn untold(error: NarrationError) -> io::Error {
    io::Error::other(error.to_string())
}

/// A message of the table's language.
fn say(narrator: &Narrator<'_>, id: &str, args: &[(&str, Arg<'_>)]) -> io::Result<String> {
    narrator.message(id, None, args).map_err(untold)
}

/// Hearts and diamonds in red, on a terminal.
fn red(card: Card, text: String) -> String {
    if matches!(card.suit(), Suit::Hearts | Suit::Diamonds) {
        format!("\x1b[31m{text}\x1b[0m")
    } else {
        text
    }
}

/// Plays `table` with `referee` keeping the match, reading the person's actions from `input`
/// and writing to `output`.
///
/// ```
/// use poch_cli::play::{Ending, InProcess, Table, play};
/// use poch_engine::{BotKind, Rules, Seed};
/// use poch_api::narration::Locale;
///
/// let table = Table {
///     rules: Rules::CLASSIC,
///     name: "ann".into(),
///     bots: vec![BotKind::Random; 3],
///     seed: Seed([1; 32]),
///     colour: false,
///     locale: Locale::De,
/// };
/// let mut screen = Vec::new();
/// let ending = play(&table, &mut InProcess::default(), &mut "quit\n".as_bytes(), &mut screen)
///     .unwrap();
/// assert_eq!(ending, Ending::Left);
/// let screen = String::from_utf8(screen).unwrap();
/// assert!(screen.contains("Deine Karten: "));
/// assert!(screen.contains("Der Stand bisher:"));
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
        players: players.clone(),
        source: DealSource::Seed {
            seed: table.seed,
            first_dealer: None,
        },
        start: None,
        bots: Vec::new(),
    })?;
    let mut narrator = Narrator::new(table.locale, &players, table.rules.deck).reader(Some(PERSON));
    if table.colour {
        narrator = narrator.card_style(red);
    }
    let mut bots: Vec<_> = table
        .bots
        .iter()
        .enumerate()
        .map(|(i, kind)| kind.build(table.seed.0[i] as u64 + i as u64))
        .collect();
    let mut story = Story {
        rules: table.rules,
        players: players.len(),
        ..Story::default()
    };
    story.tell(&narrator, &events)?;
    writeln!(output, "{}", say(&narrator, "play-help", &[])?)?;
    while !referee.is_over() {
        let Some(seat) = referee.to_act() else { break };
        if seat != PERSON {
            let action = referee
                .choose(seat, bots[seat.index() - 1].as_mut())?
                .ok_or_else(|| io::Error::other(format!("the bot of seat {seat} has no action")))?;
            match referee.apply(seat, action)? {
                Ok(events) => story.tell(&narrator, &events)?,
                Err(refusal) => {
                    return Err(io::Error::other(format!(
                        "the bot of seat {seat}: {}",
                        refusal.message
                    )));
                }
            }
            continue;
        }
        let view = referee.view(Viewer::Seat(PERSON))?;
        story.show(output)?;
        write_screen(output, &view, &narrator)?;
        loop {
            write!(output, "{}> ", say(&narrator, "play-prompt", &[])?)?;
            output.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(output)?;
                return leave(referee, &narrator, output);
            }
            let line = line.trim();
            let mut words = line.split_whitespace();
            match (words.next(), words.next(), words.next()) {
                (None, _, _) => continue,
                (Some("quit"), None, _) => return leave(referee, &narrator, output),
                (Some("help"), None, _) => {
                    writeln!(output, "{}", say(&narrator, "play-help", &[])?)?;
                    continue;
                }
                (Some("history"), deal, None) => {
                    match deal.map(str::parse::<u32>) {
                        None => story.history(output, &narrator, story.deal)?,
                        Some(Ok(deal)) => story.history(output, &narrator, deal)?,
                        Some(Err(_)) => not_an_action(output, &narrator, line)?,
                    }
                    continue;
                }
                _ => {}
            }
            let Ok(action) = line.parse::<Action>() else {
                not_an_action(output, &narrator, line)?;
                continue;
            };
            match referee.apply(PERSON, action)? {
                Ok(events) => {
                    story.tell(&narrator, &events)?;
                    break;
                }
                Err(refusal) => {
                    // A code the catalogues do not know keeps the engine's own message.
                    let why = narrator.rejection(&refusal.code).unwrap_or(refusal.message);
                    let why = Arg::Text(&why);
                    writeln!(
                        output,
                        "{}",
                        say(&narrator, "play-refused", &[("why", why)])?
                    )?;
                }
            }
        }
    }
    story.show(output)?;
    let spectator = referee.view(Viewer::Spectator)?;
    let end = spectator
        .match_end
        .ok_or_else(|| io::Error::other("the match is over without its end"))?;
    Ok(Ending::Over(end))
}

fn not_an_action(out: &mut impl Write, narrator: &Narrator<'_>, line: &str) -> io::Result<()> {
    let input: String = line.chars().take(ECHOED).collect();
    let input = Arg::Text(&input);
    writeln!(
        out,
        "{} {}",
        say(narrator, "play-not-an-action", &[("input", input)])?,
        say(narrator, "play-help", &[])?
    )
}

/// The person leaves: the standings so far, by stack (RULES 10.3's ranking).
fn leave(
    referee: &mut impl Referee,
    narrator: &Narrator<'_>,
    out: &mut impl Write,
) -> io::Result<Ending> {
    let view = referee.view(Viewer::Spectator)?;
    let deals = Arg::Number(view.deals.into());
    writeln!(out, "{}", say(narrator, "play-left", &[("deals", deals)])?)?;
    let standings = poch_engine::standings(&view.stacks, 0);
    for line in narrator.standings(&standings).map_err(untold)? {
        writeln!(out, "  {line}")?;
    }
    Ok(Ending::Left)
}

/// Everything the person has been told, deal by deal: every public event and the person's own,
/// narrated, a chain of the discard on one line, and each deal's fairness: its commitment when
/// it begins, its seed when it ends, and the `poch verify` command that checks it. Nothing is
/// dropped.
#[derive(Debug, Default)]
struct Story {
    /// Each line with the deal it belongs to.
    lines: Vec<(u32, String)>,
    /// How many lines have been printed.
    shown: usize,
    /// The current deal.
    deal: u32,
    /// The switches (the deck and the deal method, for `poch verify`).
    rules: Rules,
    /// The number of seats.
    players: usize,
    /// The current deal's dealer and commitment.
    dealer: Seat,
    commitment: Option<Digest>,
}

impl Story {
    fn tell(&mut self, narrator: &Narrator<'_>, events: &[Event]) -> io::Result<()> {
        let mut chain: Option<usize> = None;
        for event in events {
            if !event.visibility.visible_to(Some(PERSON)) {
                continue;
            }
            if let EventKind::DealStarted {
                deal,
                dealer,
                commitment,
                ..
            } = event.kind
            {
                self.deal = deal;
                self.dealer = dealer;
                self.commitment = commitment;
            }
            let narration = narrator.event(&event.kind).map_err(untold)?;
            let in_chain = matches!(
                event.kind,
                EventKind::CardPlayed { .. } | EventKind::ChainStopped { .. }
            );
            match chain {
                Some(i) if in_chain => {
                    let line = &mut self.lines[i].1;
                    line.push(' ');
                    line.push_str(&narration.sentence);
                }
                Some(_) | None => {
                    self.lines
                        .push((self.deal, format!("  {}", narration.sentence)));
                }
            }
            chain = match chain {
                _ if matches!(event.kind, EventKind::CardPlayed { .. }) => {
                    Some(chain.unwrap_or(self.lines.len() - 1))
                }
                Some(_) | None => None,
            };
            for detail in narration.details {
                self.lines.push((self.deal, format!("      {detail}")));
            }
            self.fairness(narrator, &event.kind)?;
        }
        Ok(())
    }

    /// The commitment before the cards; the seed after the deal, with the command that checks
    /// it (RULES ED-2: anyone can redo the shuffle).
    fn fairness(&mut self, narrator: &Narrator<'_>, kind: &EventKind) -> io::Result<()> {
        let deal = Arg::Number(self.deal.into());
        if let EventKind::DealStarted {
            commitment: Some(commitment),
            ..
        } = kind
        {
            let hex = commitment.to_hex();
            let line = say(
                narrator,
                "play-commitment",
                &[("deal", deal), ("commitment", Arg::Text(&hex))],
            )?;
            self.lines.push((self.deal, format!("      {line}")));
        }
        if let (
            EventKind::DealEnded {
                deal_seed: Some(seed),
                ..
            },
            Some(commitment),
        ) = (kind, self.commitment)
        {
            let method = serde_json::to_value(self.rules.deal_method).unwrap_or_default();
            let command = format!(
                "poch verify --commitment {} --seed {} --deck {} --players {} --dealer {} \
                 --deal-method {}",
                commitment.to_hex(),
                seed.to_hex(),
                self.rules.deck.name(),
                self.players,
                self.dealer,
                method.as_str().unwrap_or_default(),
            );
            let hex = seed.to_hex();
            let line = say(
                narrator,
                "play-seed",
                &[("deal", deal), ("seed", Arg::Text(&hex))],
            )?;
            self.lines.push((self.deal, format!("      {line}")));
            self.lines.push((self.deal, format!("        {command}")));
        }
        Ok(())
    }

    /// Prints what has not been printed yet.
    fn show(&mut self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out)?;
        for (_, line) in &self.lines[self.shown..] {
            writeln!(out, "{line}")?;
        }
        self.shown = self.lines.len();
        Ok(())
    }

    /// Prints all of deal `deal` that has been told.
    fn history(&self, out: &mut impl Write, narrator: &Narrator<'_>, deal: u32) -> io::Result<()> {
        let number = Arg::Number(deal.into());
        writeln!(
            out,
            "{}",
            say(narrator, "play-history", &[("deal", number)])?
        )?;
        for (_, line) in self.lines.iter().filter(|(d, _)| *d == deal) {
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}

/// A seat as the screen names it: "you" for the person.
fn who(narrator: &Narrator<'_>, seat: Seat) -> io::Result<String> {
    if seat == PERSON {
        say(narrator, "label-you", &[])
    } else {
        Ok(narrator.name(seat))
    }
}

fn write_screen(out: &mut impl Write, view: &View, n: &Narrator<'_>) -> io::Result<()> {
    let label = |id: &str| say(n, id, &[]);
    writeln!(out)?;
    let mut fields = Vec::new();
    for field in view.rules.fields().iter() {
        fields.push(format!(
            "{} {}",
            n.field(field).map_err(untold)?,
            view.board[field]
        ));
    }
    writeln!(out, "{}: {}", label("label-board")?, fields.join(" · "))?;
    let mut stacks = Vec::new();
    for (seat, stack) in Seat::all(view.stacks.len()).zip(&view.stacks) {
        stacks.push(format!("{} {stack}", who(n, seat)?));
    }
    writeln!(out, "{}: {}", label("label-stacks")?, stacks.join(" · "))?;
    if let Some(deal) = &view.deal {
        writeln!(
            out,
            "{} · {}: {} · {}: {} · {}: {}",
            say(
                n,
                "label-deal",
                &[("deal", Arg::Number(deal.number.into()))]
            )?,
            label("label-dealer")?,
            who(n, deal.dealer)?,
            label("label-upcard")?,
            n.card(deal.upcard).map_err(untold)?,
            label("label-pay-suit")?,
            n.suit(deal.pay_suit).map_err(untold)?,
        )?;
        // The betting while the Pochen lasts, the cards held while the discard runs: neither
        // is left on the screen once its phase is over.
        match view.phase {
            Phase::Pochen => {
                if let Some(pochen) = &deal.pochen {
                    let mut put = Vec::new();
                    let seats = pochen.contributions.iter().zip(&pochen.statuses);
                    for (seat, (chips, status)) in Seat::all(pochen.contributions.len()).zip(seats)
                    {
                        put.push(match status {
                            Status::In => format!("{} {chips}", who(n, seat)?),
                            Status::Folded | Status::AllIn | Status::Out => format!(
                                "{} {chips} ({})",
                                who(n, seat)?,
                                n.status(*status).map_err(untold)?
                            ),
                        });
                    }
                    writeln!(
                        out,
                        "{}: {} · {}: {}",
                        label("label-high-stake")?,
                        pochen.high_stake,
                        label("label-contributions")?,
                        put.join(", ")
                    )?;
                }
            }
            Phase::Discard => {
                let mut held = Vec::new();
                for (seat, cards) in Seat::all(deal.hand_sizes.len()).zip(&deal.hand_sizes) {
                    held.push(format!("{} {cards}", who(n, seat)?));
                }
                write!(out, "{}: {}", label("label-cards-held")?, held.join(", "))?;
                if let Some(direction) = deal.discard.as_ref().and_then(|d| d.direction) {
                    let name = say(n, &format!("direction-{}", direction.name()), &[])?;
                    write!(out, " · {}: {name}", label("label-direction")?)?;
                }
                writeln!(out)?;
            }
            Phase::BetweenDeals | Phase::MatchOver => {}
        }
        if let Some(hand) = deal.hand.as_ref().filter(|h| !h.is_empty()) {
            let cards = n.cards(hand.iter().copied()).map_err(untold)?;
            writeln!(out, "{}: {cards}", label("label-your-hand")?)?;
        }
        if let Some(group) = deal.best_group {
            let group = n.group(group).map_err(untold)?;
            writeln!(out, "{}: {group}", label("label-best-group")?)?;
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
            // What to type, and the card as the language writes it.
            let mut cards = Vec::new();
            for card in legal.lead.iter() {
                cards.push(format!(
                    "{} ({})",
                    card.name(),
                    n.card(card).map_err(untold)?
                ));
            }
            let directions = if legal.directions.is_empty() {
                ""
            } else {
                " [up|down]"
            };
            can.push(format!("lead {}{directions}", cards.join(", ")));
        }
        if legal.deal {
            can.push("deal".to_owned());
        }
        let choices = can.join(" · ");
        let choices = Arg::Text(&choices);
        writeln!(out, "{}", say(n, "play-you-may", &[("choices", choices)])?)?;
    }
    Ok(())
}
