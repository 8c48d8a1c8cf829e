//! Narration: the sentence of every event and every action, and the words of a game table, in
//! English, German, Dutch, Norwegian (Bokmål) and Finnish.
//!
//! The sentences are data: one Project Fluent catalogue a language, `proto/locales/<tag>.ftl`,
//! compiled into the binary. Each language takes its game words from its own rule text
//! (docs/rules.md cites them: Vorhand, Hochzeit, Pinke; betalingsfarge, midtpotten; maksumaa,
//! avioliitto, etukäsi …). The catalogues use nothing but Fluent's own syntax, so a browser can
//! load the very same files with `@fluent/bundle`; the head of `en.ftl` documents every
//! argument.
//!
//! A [`Narrator`] speaks one language for one table: the match's player ids name the seats, and
//! an optional reader seat is "you", with the verb agreeing.
//!
//! ```
//! use poch_engine::{DeckKind, EventKind, Seat};
//! use poch_api::narration::{Locale, Narrator};
//!
//! let players = ["ann".to_owned(), "bob".to_owned(), "cy".to_owned()];
//! let bet = EventKind::BetPlaced { seat: Seat(1), amount: 3, put: 3, all_in: false };
//! let de = Narrator::new(Locale::parse("de-AT").unwrap(), &players, DeckKind::French32);
//! assert_eq!(de.event(&bet).unwrap().text(), "bob pocht mit 3 Chips.");
//! let en = Narrator::new(Locale::En, &players, DeckKind::French32).reader(Some(Seat(1)));
//! assert_eq!(en.event(&bet).unwrap().text(), "You bet 3 chips.");
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use poch_engine::{
    Action, Card, DeckKind, Direction, EventKind, Field, Group, Layer, MatchEnd, MatchEndReason,
    Phase, Rank, Seat, Settlement, Standing, Status, Suit,
};
use unic_langid::LanguageIdentifier;

/// A language the catalogues speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locale {
    /// English (`en`): the words of the rules (pay suit, upcard, forehand, the fields A … MID).
    En,
    /// German (`de`), from \[000\] and \[001\].
    De,
    /// Dutch (`nl`), from \[002\].
    Nl,
    /// Norwegian Bokmål (`nb`), from \[003\].
    Nb,
    /// Finnish (`fi`), from \[004\].
    Fi,
}

impl Locale {
    /// Every locale, in the order of the rule texts.
    pub const ALL: [Locale; 5] = [Locale::En, Locale::De, Locale::Nl, Locale::Nb, Locale::Fi];

    /// The BCP 47 tag: `en`, `de`, `nl`, `nb`, `fi`.
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::De => "de",
            Locale::Nl => "nl",
            Locale::Nb => "nb",
            Locale::Fi => "fi",
        }
    }

    /// The catalogue, as compiled in.
    pub const fn catalogue(self) -> &'static str {
        match self {
            Locale::En => include_str!("../locales/en.ftl"),
            Locale::De => include_str!("../locales/de.ftl"),
            Locale::Nl => include_str!("../locales/nl.ftl"),
            Locale::Nb => include_str!("../locales/nb.ftl"),
            Locale::Fi => include_str!("../locales/fi.ftl"),
        }
    }

    /// The locale of a BCP 47 language tag, by its language: `de-AT` is `de`, `en-GB` is `en`,
    /// and Norwegian `no` and `nn` read Bokmål, `nb`.
    ///
    /// # Errors
    ///
    /// [`UnknownLocale`] (code `unknown_locale`) for a tag that is not BCP 47 or names another
    /// language.
    pub fn parse(tag: &str) -> Result<Locale, UnknownLocale> {
        let unknown = || UnknownLocale::new(tag);
        let id: LanguageIdentifier = tag.parse().map_err(|_| unknown())?;
        Ok(match id.language.as_str() {
            "en" => Locale::En,
            "de" => Locale::De,
            "nl" => Locale::Nl,
            "nb" | "no" | "nn" => Locale::Nb,
            "fi" => Locale::Fi,
            _ => return Err(unknown()),
        })
    }

    fn bundle(self) -> &'static Catalogue {
        &CATALOGUES[self as usize]
    }

    /// What went wrong in loading the catalogue: its syntax errors and repeated ids. Empty for
    /// every locale (a test holds them to it); a catalogue with errors still formats every
    /// message it could read.
    pub fn catalogue_errors(self) -> &'static [String] {
        &self.bundle().errors
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Locale {
    type Err = UnknownLocale;

    fn from_str(tag: &str) -> Result<Locale, UnknownLocale> {
        Locale::parse(tag)
    }
}

/// A language tag no catalogue speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLocale {
    tag: String,
}

impl UnknownLocale {
    /// The stable code.
    pub const CODE: &'static str = "unknown_locale";
    /// The most of the tag an error repeats.
    const SHOWN: usize = 32;

    fn new(tag: &str) -> UnknownLocale {
        UnknownLocale {
            tag: tag.chars().take(Self::SHOWN).collect(),
        }
    }

    /// The stable code, `unknown_locale`.
    pub const fn code(&self) -> &'static str {
        Self::CODE
    }

    /// The tag given (its first 32 characters).
    pub fn tag(&self) -> &str {
        &self.tag
    }
}

impl fmt::Display for UnknownLocale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no catalogue speaks {:?}: one of", self.tag)?;
        for (i, locale) in Locale::ALL.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{locale}")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownLocale {}

/// A message that did not format cleanly: a catalogue lacks it, or an argument it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NarrationError {
    /// The locale.
    pub locale: Locale,
    /// The message id (with `.attribute`).
    pub id: String,
    /// What Fluent reported.
    pub errors: Vec<String>,
}

impl fmt::Display for NarrationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} message {} does not format: {}",
            self.locale,
            self.id,
            self.errors.join("; ")
        )
    }
}

impl std::error::Error for NarrationError {}

struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    errors: Vec<String>,
}

static CATALOGUES: LazyLock<[Catalogue; 5]> = LazyLock::new(|| Locale::ALL.map(load));

fn load(locale: Locale) -> Catalogue {
    let mut errors = Vec::new();
    let resource = FluentResource::try_new(locale.catalogue().to_owned()).unwrap_or_else(
        |(resource, parse_errors)| {
            errors.extend(parse_errors.iter().map(|e| format!("{e:?}")));
            resource
        },
    );
    let id: LanguageIdentifier = locale.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Plain text for terminals and wires; a page that wants bidi isolation adds its own.
    bundle.set_use_isolating(false);
    if let Err(add_errors) = bundle.add_resource(resource) {
        errors.extend(add_errors.iter().map(ToString::to_string));
    }
    Catalogue { bundle, errors }
}

/// An argument of a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text: a name, a code (`MAR`, `up`), a formatted card.
    Text(&'a str),
    /// A number: chips, cards, a deal.
    Number(u64),
}

/// An event's narration: its sentence, then the details that break it down (the layers of a
/// showdown, what each loser paid, the standings …), each a sentence of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narration {
    /// The event's sentence.
    pub sentence: String,
    /// The breakdown, in order.
    pub details: Vec<String>,
}

impl Narration {
    /// The whole narration as one text: the sentence, then each line of the breakdown on a line
    /// of its own (a list, such as the standings, reads as one).
    pub fn text(&self) -> String {
        let mut text = self.sentence.clone();
        for detail in &self.details {
            text.push('\n');
            text.push_str(detail);
        }
        text
    }
}

/// How a card is written once the catalogue has formatted it, e.g. in colour on a terminal.
pub type CardStyle = fn(Card, String) -> String;

/// One language for one table: it names the seats by the match's player ids, and says "you"
/// for the reader's seat.
#[derive(Clone, Copy, Debug)]
pub struct Narrator<'a> {
    locale: Locale,
    players: &'a [String],
    deck: DeckKind,
    reader: Option<Seat>,
    style: Option<CardStyle>,
}

/// The arguments of one message, built up.
struct Args<'n> {
    narrator: &'n Narrator<'n>,
    args: FluentArgs<'n>,
}

impl<'n> Args<'n> {
    fn text(mut self, name: impl Into<String>, text: impl Into<String>) -> Self {
        self.args.set(name.into(), FluentValue::from(text.into()));
        self
    }

    fn number(mut self, name: &'static str, n: impl Into<u64>) -> Self {
        // Chip counts are u32; every u64 the engine counts fits an f64's integers here.
        self.args.set(name, FluentValue::from(n.into()));
        self
    }

    fn flag(self, name: impl Into<String>, yes: bool) -> Self {
        self.text(name, if yes { "yes" } else { "no" })
    }

    /// A seat: its player id as `name`, and whether it is the reader as `name-you`.
    fn seat(self, name: &str, seat: Seat) -> Self {
        let narrator = self.narrator;
        self.text(name, narrator.name(seat))
            .flag(format!("{name}-you"), narrator.reader == Some(seat))
    }

    fn cards(self, name: &'static str, cards: &[Card]) -> Result<Self, NarrationError> {
        let text = self.narrator.cards(cards.iter().copied())?;
        Ok(self.text(name, text))
    }
}

impl<'a> Narrator<'a> {
    /// A narrator of `locale` for a table of `players` (by seat) playing with `deck`.
    pub const fn new(locale: Locale, players: &'a [String], deck: DeckKind) -> Narrator<'a> {
        Narrator {
            locale,
            players,
            deck,
            reader: None,
            style: None,
        }
    }

    /// The same narrator telling `reader` (a seat, or `None` for a spectator) about the match.
    #[must_use]
    pub const fn reader(self, reader: Option<Seat>) -> Narrator<'a> {
        Narrator { reader, ..self }
    }

    /// The same narrator writing each card through `style`.
    #[must_use]
    pub const fn card_style(self, style: CardStyle) -> Narrator<'a> {
        Narrator {
            style: Some(style),
            ..self
        }
    }

    /// The locale.
    pub const fn locale(&self) -> Locale {
        self.locale
    }

    /// A seat's player id; a seat beyond the list is named by its number.
    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| seat.to_string())
    }

    fn args(&self) -> Args<'_> {
        let args = Args {
            narrator: self,
            args: FluentArgs::new(),
        };
        args.text("deck", self.deck.name())
    }

    fn format(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: &FluentArgs<'_>,
    ) -> Result<String, NarrationError> {
        let catalogue = self.locale.bundle();
        let failed = |errors: Vec<String>| NarrationError {
            locale: self.locale,
            id: match attribute {
                Some(a) => format!("{id}.{a}"),
                None => id.to_owned(),
            },
            errors,
        };
        let message = catalogue
            .bundle
            .get_message(id)
            .ok_or_else(|| failed(vec!["no such message".to_owned()]))?;
        let pattern = match attribute {
            Some(a) => message.get_attribute(a).map(|a| a.value()),
            None => message.value(),
        }
        .ok_or_else(|| failed(vec!["no such value".to_owned()]))?;
        let mut errors = Vec::new();
        let text = catalogue
            .bundle
            .format_pattern(pattern, Some(args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(failed(errors.iter().map(ToString::to_string).collect()))
        }
    }

    fn say(&self, id: &str, args: Args<'_>) -> Result<String, NarrationError> {
        self.format(id, None, &args.args)
    }

    /// Any message or attribute of the catalogue, with `args` (the table's words, the `play-…`
    /// lines); `deck` is filled in.
    ///
    /// # Errors
    ///
    /// When the catalogue lacks the message or an argument it uses.
    pub fn message(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: &[(&str, Arg<'_>)],
    ) -> Result<String, NarrationError> {
        let mut fluent = self.args().args;
        for &(name, arg) in args {
            match arg {
                Arg::Text(text) => fluent.set(name.to_owned(), FluentValue::from(text)),
                Arg::Number(n) => fluent.set(name.to_owned(), FluentValue::from(n)),
            }
        }
        self.format(id, attribute, &fluent)
    }

    /// A card as the language writes it, rank and suit symbol: `Q♥`, `D♥` in German.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn card(&self, card: Card) -> Result<String, NarrationError> {
        let text = self.say("card", self.rank_suit(card.rank(), card.suit()))?;
        Ok(match self.style {
            Some(style) => style(card, text),
            None => text,
        })
    }

    /// Cards so written, joined by spaces.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn cards(&self, cards: impl IntoIterator<Item = Card>) -> Result<String, NarrationError> {
        let cards: Result<Vec<String>, NarrationError> =
            cards.into_iter().map(|c| self.card(c)).collect();
        Ok(cards?.join(" "))
    }

    fn rank_suit(&self, rank: Rank, suit: Suit) -> Args<'_> {
        self.args()
            .number("rank", rank_number(rank))
            .text("suit", suit.char().to_string())
    }

    /// A suit's name (`hearts`, `Herz`; the Bavarian names for the Bavarian deck).
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn suit(&self, suit: Suit) -> Result<String, NarrationError> {
        self.say(
            "suit-name",
            self.args().text("suit", suit.char().to_string()),
        )
    }

    /// A group: `a pair of nines`, `drei Könige`.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn group(&self, group: Group) -> Result<String, NarrationError> {
        self.say(
            "group",
            self.args()
                .number("size", group.size)
                .number("rank", rank_number(group.rank)),
        )
    }

    /// A field's name on the board (`MAR`; `Hochzeit` in German).
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn field(&self, field: Field) -> Result<String, NarrationError> {
        self.say(&format!("field-{}", field.name()), self.args())
    }

    /// A phase's name.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn phase(&self, phase: Phase) -> Result<String, NarrationError> {
        self.say(&format!("phase-{}", phase.name()), self.args())
    }

    /// A phase-2 status's name.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn status(&self, status: Status) -> Result<String, NarrationError> {
        self.say(&format!("status-{}", status.name()), self.args())
    }

    /// Why an action was refused, by the rejection's code (`not_your_turn`).
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`]; a code the catalogues do not know fails so.
    pub fn rejection(&self, code: &str) -> Result<String, NarrationError> {
        self.say(&format!("rejection-{code}"), self.args())
    }

    /// The sentence of `seat` doing `action`: "ann bets 3 chips.", "You pass."
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn action(&self, seat: Seat, action: &Action) -> Result<String, NarrationError> {
        let args = self.args().seat("seat", seat);
        let args = match action {
            Action::Bet { amount } | Action::Raise { amount } => args.number("amount", *amount),
            Action::Lead { card, direction } => args
                .cards("card", &[*card])?
                .text("direction", direction.map_or("none", Direction::name)),
            Action::Pass | Action::Call | Action::Fold | Action::Deal { .. } | Action::Timeout => {
                args
            }
        };
        self.say(&format!("action-{}", action.kind()), args)
    }

    /// The label of an action's kind, for a button: `Bet`, `Setzen` …
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn action_label(&self, action: &Action) -> Result<String, NarrationError> {
        self.format(
            &format!("action-{}", action.kind()),
            Some("label"),
            &self.args().args,
        )
    }

    /// The narration of an event.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn event(&self, kind: &EventKind) -> Result<Narration, NarrationError> {
        let id = format!("event-{}", kind.type_name());
        let a = self.args();
        let mut details = Vec::new();
        let args = match kind {
            EventKind::DealStarted {
                deal,
                dealer,
                forehand,
                commitment: _,
            } => a
                .number("deal", *deal)
                .seat("dealer", *dealer)
                .seat("forehand", *forehand),
            EventKind::AntePaid { per_player, .. } => a.number("chips", *per_player),
            EventKind::HandDealt { seat, cards } => a
                .seat("seat", *seat)
                .number("count", count(cards.len()))
                .cards("cards", cards)?,
            EventKind::UpcardTurned {
                upcard,
                pay_suit,
                upcard_holder,
                dead,
                talon_size,
                hand_sizes: _,
            } => {
                if let Some(holder) = upcard_holder {
                    details.push(self.say("upcard-held", self.args().seat("seat", *holder))?);
                }
                if !dead.is_empty() {
                    let args = self
                        .args()
                        .number("count", count(dead.len()))
                        .cards("cards", dead)?;
                    details.push(self.say("dead-cards", args)?);
                }
                if *talon_size > 0 {
                    details
                        .push(self.say("talon-cards", self.args().number("count", *talon_size))?);
                }
                a.cards("card", &[*upcard])?
                    .text("suit", pay_suit.char().to_string())
            }
            EventKind::FieldClaimed {
                field,
                seat,
                chips,
                cards,
            } => a
                .seat("seat", *seat)
                .text("field", field.name())
                .number("chips", *chips)
                .cards("cards", cards)?,
            EventKind::PochenStarted { seats_in, poch } => a
                .number("count", count(seats_in.len()))
                .number("poch", *poch),
            EventKind::PochenSkipped { seats_in } => a.number("count", count(seats_in.len())),
            EventKind::Passed { seat, out } => a.seat("seat", *seat).flag("out", *out),
            EventKind::BetPlaced {
                seat,
                amount,
                put,
                all_in,
            }
            | EventKind::Raised {
                seat,
                amount,
                put,
                all_in,
            } => a
                .seat("seat", *seat)
                .number("amount", *amount)
                .number("put", *put)
                .flag("allin", *all_in),
            EventKind::Called { seat, put, all_in } => a
                .seat("seat", *seat)
                .number("put", *put)
                .flag("allin", *all_in),
            EventKind::Folded { seat } | EventKind::TimedOut { seat, .. } => a.seat("seat", *seat),
            EventKind::GroupShown { seat, cards } => {
                let rank = cards.iter().next().map_or(Rank::ACE, Card::rank);
                a.seat("seat", *seat)
                    .number("size", cards.len())
                    .number("rank", rank_number(rank))
                    .cards("cards", &cards.to_vec())?
            }
            EventKind::PochenEnded {
                outcome,
                layers,
                payouts,
                winner,
                poch_after,
                ..
            } => {
                details = self.layers(layers)?;
                let a = a
                    .text("outcome", outcome.name())
                    .number("poch", *poch_after);
                match winner {
                    Some(w) => a
                        .seat("winner", *w)
                        .number("chips", payouts.get(w.index()).copied().unwrap_or_default()),
                    None => a,
                }
            }
            EventKind::DiscardStarted { leader } => a.seat("leader", *leader),
            EventKind::DirectionChosen { direction } => a.text("direction", direction.name()),
            EventKind::CardPlayed { seat, card, led } => a
                .seat("seat", *seat)
                .cards("card", &[*card])?
                .flag("led", *led),
            EventKind::ChainStopped { stop, next_leader } => {
                a.text("stop", stop.name()).seat("next", *next_leader)
            }
            EventKind::DealSettled(settlement) => {
                details = self.settlement(settlement)?;
                a.seat("winner", settlement.winner)
                    .flag("lead", settlement.went_out_on_lead)
                    .number("chips", settlement.winner_receives)
            }
            EventKind::DealEnded { deal, .. } => a.number("deal", *deal),
            EventKind::MatchEnded(end) => {
                details = self.match_end(end)?;
                let max_deals = end.reasons.contains(&MatchEndReason::MaxDeals);
                let shortfall = end.reasons.contains(&MatchEndReason::AnteShortfall);
                let reason = match (max_deals, shortfall) {
                    (true, true) => "both",
                    (false, true) => "ante_shortfall",
                    (true, false) | (false, false) => "max_deals",
                };
                a.number("deals", end.deals_played)
                    .text("reason", reason)
                    .number("ante", end.next_ante)
            }
        };
        Ok(Narration {
            sentence: self.say(&id, args)?,
            details,
        })
    }

    /// ED-15: a line a winner of each layer; a layer nobody called goes back (RULES 8.9.1); the
    /// odd chips of a split stay in POCH (ED-14).
    fn layers(&self, layers: &[Layer]) -> Result<Vec<String>, NarrationError> {
        let mut lines = Vec::new();
        for (i, layer) in layers.iter().enumerate() {
            let number = count(i + 1);
            if layer.eligible.len() == 1 {
                for seat in layer.winners.iter() {
                    let args = self
                        .args()
                        .number("layer", number)
                        .seat("seat", seat)
                        .number("share", layer.share);
                    lines.push(self.say("layer-returned", args)?);
                }
            } else {
                for seat in layer.winners.iter() {
                    let args = self
                        .args()
                        .number("layer", number)
                        .number("amount", layer.amount)
                        .seat("seat", seat)
                        .number("share", layer.share);
                    lines.push(self.say("layer-won", args)?);
                }
            }
            if layer.remainder > 0 {
                let args = self
                    .args()
                    .number("layer", number)
                    .number("chips", layer.remainder);
                lines.push(self.say("layer-remainder", args)?);
            }
        }
        Ok(lines)
    }

    /// RULES 9.8, 9.9, ED-23: MID, then what each loser paid for the cards he kept.
    fn settlement(&self, s: &Settlement) -> Result<Vec<String>, NarrationError> {
        let mut lines = Vec::new();
        if s.mid > 0 {
            lines.push(self.say("settlement-mid", self.args().number("chips", s.mid))?);
        }
        let seats = s.owed.iter().zip(&s.payments).zip(&s.forgiven);
        for (seat, ((&owed, &paid), &forgiven)) in Seat::all(s.owed.len()).zip(seats) {
            if seat == s.winner || owed == 0 {
                continue;
            }
            let args = self
                .args()
                .seat("seat", seat)
                .number("count", owed)
                .number("paid", paid)
                .number("forgiven", forgiven);
            lines.push(self.say("settlement-paid", args)?);
        }
        Ok(lines)
    }

    /// RULES 10.3, 10.4: the standings, and the board left to nobody.
    fn match_end(&self, end: &MatchEnd) -> Result<Vec<String>, NarrationError> {
        let mut lines = Vec::new();
        // RULES 11.7.3: the share comes before the standings, which list the stacks after it.
        if let Some(share) = &end.board_share
            && share.per_player > 0
        {
            lines.push(self.say(
                "board-shared",
                self.args().number("chips", share.per_player),
            )?);
        }
        lines.extend(self.standings(&end.standings)?);
        let left = end.board_after().total();
        if left > 0 {
            lines.push(self.say("board-left", self.args().number("chips", left))?);
        }
        Ok(lines)
    }

    /// One line a standing (RULES 10.3): its place, its seat, its stack, and whether it could
    /// not pay the next ante.
    ///
    /// # Errors
    ///
    /// As [`Narrator::message`].
    pub fn standings(&self, standings: &[Standing]) -> Result<Vec<String>, NarrationError> {
        standings
            .iter()
            .map(|s| {
                let args = self
                    .args()
                    .number("place", s.place)
                    .seat("seat", s.seat)
                    .number("chips", s.stack)
                    .flag("paid", s.could_pay);
                self.say("standing", args)
            })
            .collect()
    }
}

fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// A rank as the catalogues number it: 2 … 10, 11 (J), 12 (Q), 13 (K), 14 (A).
fn rank_number(rank: Rank) -> u32 {
    u32::from(rank.index()) + 2
}

/// Every action kind ([`Action::kind`]).
pub const ACTION_KINDS: [&str; 8] = [
    "pass", "bet", "call", "raise", "fold", "lead", "deal", "timeout",
];
