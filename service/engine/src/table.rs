//! The table: a match with seated bots (ED-43). After every action, the engine plays each
//! seated bot whose turn comes, until a person is to act; a replay of the persons' actions
//! plays the same bot moves again. Above `game.rs` and `bots.rs`, which it joins.

use crate::action::Action;
use crate::bots::{self, BotKind, BotSeat};
use crate::error::{Invariant, InvariantViolation, NewGameError, Rejection};
use crate::event::Event;
use crate::game::{Game, NewGame, Rejected, Replay, ReplayError, Step};
use crate::random;
use crate::seating::bot_at;
use crate::seats::Seat;

/// Why a match with seated bots could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The match could not start.
    NewGame(NewGameError),
    /// The seated bots did not leave the table to a person within [`MAX_BOT_MOVES`] moves.
    Bots(InvariantViolation),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::NewGame(e) => e.fmt(f),
            StartError::Bots(v) => v.fmt(f),
        }
    }
}

impl std::error::Error for StartError {}

/// Why an action at a table with seated bots failed: the action itself was refused, or the
/// bots after it broke the bound on their moves (never for a game this engine built).
#[derive(Clone, Debug)]
pub enum PlayError {
    /// The action was refused; the game is unchanged.
    Rejected(Box<Rejected>),
    /// The seated bots did not leave the table to a person within [`MAX_BOT_MOVES`] moves.
    Bots(InvariantViolation),
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Rejected(r) => r.fmt(f),
            PlayError::Bots(v) => v.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// A replay that would apply more actions than its limit ([`Game::replay_within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyActions {
    /// The most actions the replay could apply, the seated bots' moves included (a `search`
    /// bot's counting [`SEARCH_MOVE_WEIGHT`]).
    pub limit: usize,
    /// The action of the list (from 0) at which the replay stopped: applying it, or the seated
    /// bots' moves after it, would have passed the limit (0 also for the bots' moves before
    /// the first action). None when the list alone is longer than the limit: nothing was
    /// applied.
    pub index: Option<usize>,
}

impl std::fmt::Display for TooManyActions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let limit = self.limit;
        match self.index {
            None => write!(f, "the replay has more than {limit} actions"),
            Some(index) => write!(
                f,
                "the replay would pass {limit} actions applied, the seated bots' moves \
                 included (a search bot's counting {SEARCH_MOVE_WEIGHT}), at action {index}"
            ),
        }
    }
}

impl std::error::Error for TooManyActions {}

/// Why a replay bounded by its actions stopped ([`Game::replay_within`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LimitedReplayError {
    /// What stops any replay: the start's problem, a refused action, the bots' bound.
    Replay(ReplayError),
    /// The actions applied would pass the limit.
    TooManyActions(TooManyActions),
}

impl std::fmt::Display for LimitedReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LimitedReplayError::Replay(e) => e.fmt(f),
            LimitedReplayError::TooManyActions(t) => t.fmt(f),
        }
    }
}

impl std::error::Error for LimitedReplayError {}

/// Why a replay that asks for its room as it goes stopped ([`Game::replay_granted`]): what
/// stops a replay bounded by its actions, or the grant's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrantedReplayError<E> {
    /// What [`Game::replay_within`] refuses.
    Limited(LimitedReplayError),
    /// The grant refused to let the replay apply more actions.
    Refused(E),
}

impl<E: std::fmt::Display> std::fmt::Display for GrantedReplayError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GrantedReplayError::Limited(e) => e.fmt(f),
            GrantedReplayError::Refused(e) => e.fmt(f),
        }
    }
}

impl<E: std::fmt::Debug + std::fmt::Display> std::error::Error for GrantedReplayError<E> {}

/// Why the seated bots stopped before a person was to act.
enum BotsStopped<E> {
    /// They would have played more moves than they were given.
    AtMost,
    /// A bot chose a refused action.
    Broke(InvariantViolation),
    /// The grant of a replay refused the next move ([`Game::replay_granted`]).
    Refused(E),
}

impl NewGame {
    /// The most actions a replay of this match applies, given a list of `actions` and a
    /// `limit` ([`Game::replay_within`]): the list's own without seated bots, since only the
    /// persons then act; the limit with them, since their moves between the persons' are not
    /// known before they are played (a `search` bot's move counts more than one, so they are
    /// fewer).
    pub fn replay_bound(&self, actions: usize, limit: usize) -> usize {
        if self.bots.is_empty() {
            actions.min(limit)
        } else {
            limit
        }
    }
}

/// What one move of a seated bot of `kind` counts toward a replay's limit
/// ([`Game::replay_within`]): one, as a person's action does, but [`SEARCH_MOVE_WEIGHT`] for a
/// `search` bot, whose move plays out hundreds of deals to their end.
pub const fn replay_weight(kind: BotKind) -> usize {
    match kind {
        BotKind::Search | BotKind::Infoset => SEARCH_MOVE_WEIGHT,
        BotKind::Random | BotKind::Heuristic | BotKind::Timeout => 1,
    }
}

/// What a `search` bot's move counts toward a replay's limit ([`replay_weight`]). Its search
/// takes 0.6 ms a move at the median and 33 ms at the 99th percentile, against 2 µs or less
/// for a `heuristic` or `random` bot's (BENCHMARKS.md, the bots' decision time), so a replay
/// bounded by its actions alone could spend seconds on one request; counted so, a replay of
/// 10,000 spends at most 625 search moves, while a whole match of 20 deals with three
/// `search` bots (about 600 of their moves) still fits.
pub const SEARCH_MOVE_WEIGHT: usize = 16;

/// The most moves the seated bots play in a row before a person is to act (ED-43). A deal
/// ends in a few dozen moves, and each deal brings the deal to the next dealer, so a table
/// with a person reaches him long before; beyond it the engine stops with an invariant error
/// (I9, termination) rather than loop.
pub const MAX_BOT_MOVES: usize = 10_000;

impl Game {
    /// Starts a match and applies `actions` in order: the same inputs always give the same
    /// match (I13). With seated bots, the match is played as at the table ([`Game::start`],
    /// [`Game::apply_at_table`]): `actions` are the persons' actions only, and the bots' moves
    /// are played again between them, the same as the first time (ED-43).
    ///
    /// It applies as many actions as it is given, and the seated bots' moves between them:
    /// [`Game::replay_within`] bounds them.
    ///
    /// # Errors
    ///
    /// [`ReplayError`] naming the start's problem or the first refused action.
    pub fn replay(new: NewGame, actions: &[(Seat, Action)]) -> Result<Replay, ReplayError> {
        Game::replay_within(new, actions, usize::MAX).map_err(|e| match e {
            LimitedReplayError::Replay(e) => e,
            LimitedReplayError::TooManyActions(t) => {
                unreachable!("no replay applies usize::MAX actions: {t}")
            }
        })
    }

    /// [`Game::replay`], applying at most `limit` actions in all: the persons' actions of the
    /// list and every move of the seated bots, those before the first action included, a
    /// `search` bot's counting [`SEARCH_MOVE_WEIGHT`] ([`replay_weight`]). A list longer than
    /// `limit` is refused before anything is done; otherwise the replay stops, with nothing
    /// answered, at the action that would pass it, or whose bots' moves would (before the move
    /// that would pass it is chosen). So a replay's work, and the events it answers, are
    /// bounded by `limit` whoever sits at the table.
    ///
    /// # Errors
    ///
    /// [`LimitedReplayError::TooManyActions`], or what [`Game::replay`] refuses.
    pub fn replay_within(
        new: NewGame,
        actions: &[(Seat, Action)],
        limit: usize,
    ) -> Result<Replay, LimitedReplayError> {
        Game::replay_granted(new, actions, limit, |_| {
            Ok::<usize, std::convert::Infallible>(usize::MAX)
        })
        .map_err(|e| match e {
            GrantedReplayError::Limited(e) => e,
            GrantedReplayError::Refused(never) => match never {},
        })
    }

    /// [`Game::replay_within`], asking `grant` for room before the actions applied pass what it
    /// has granted: `grant(n)` is asked before the `n`-th action counted (the persons' and the
    /// bots', a `search` bot's counting [`SEARCH_MOVE_WEIGHT`]), and answers how many actions
    /// the replay may count from then on without asking again (at least `n`), or refuses. A
    /// caller that holds a place for what the replay will answer takes it as the replay grows,
    /// rather than the most a replay of `limit` actions could take.
    ///
    /// # Errors
    ///
    /// [`GrantedReplayError::Refused`] with the grant's refusal, the replay stopped before the
    /// action it was asked for; else what [`Game::replay_within`] refuses.
    pub fn replay_granted<E>(
        new: NewGame,
        actions: &[(Seat, Action)],
        limit: usize,
        mut grant: impl FnMut(usize) -> Result<usize, E>,
    ) -> Result<Replay, GrantedReplayError<E>> {
        let beyond = |index| {
            GrantedReplayError::Limited(LimitedReplayError::TooManyActions(TooManyActions {
                limit,
                index,
            }))
        };
        let limited = GrantedReplayError::Limited;
        if actions.len() > limit {
            return Err(beyond(None));
        }
        let mut granted = 0usize;
        let mut allow = |n: usize| -> Result<(), E> {
            if n > granted {
                granted = grant(n)?.max(n);
            }
            Ok(())
        };
        let step = Game::new(new)
            .map_err(|e| limited(LimitedReplayError::Replay(ReplayError::NewGame(e))))?;
        let (step, mut spent) = match step
            .game
            .play_bots_at_most(step.events, limit, 0, &mut allow)
        {
            Ok(played) => played,
            Err(BotsStopped::AtMost) => return Err(beyond(Some(0))),
            Err(BotsStopped::Broke(v)) => {
                return Err(limited(LimitedReplayError::Replay(ReplayError::Bots(v))));
            }
            Err(BotsStopped::Refused(e)) => return Err(GrantedReplayError::Refused(e)),
        };
        let mut game = step.game;
        let mut events = step.events;
        for (index, (seat, action)) in actions.iter().enumerate() {
            if spent >= limit {
                return Err(beyond(Some(index)));
            }
            allow(spent + 1).map_err(GrantedReplayError::Refused)?;
            let step = game.apply(*seat, action.clone()).map_err(|rejected| {
                limited(LimitedReplayError::Replay(ReplayError::Rejected {
                    index,
                    rejection: rejected.rejection,
                }))
            })?;
            spent += 1;
            events.extend(step.events);
            let (step, bots) =
                match step
                    .game
                    .play_bots_at_most(events, limit - spent, spent, &mut allow)
                {
                    Ok(played) => played,
                    Err(BotsStopped::AtMost) => return Err(beyond(Some(index))),
                    Err(BotsStopped::Broke(v)) => {
                        return Err(limited(LimitedReplayError::Replay(ReplayError::Bots(v))));
                    }
                    Err(BotsStopped::Refused(e)) => return Err(GrantedReplayError::Refused(e)),
                };
            spent += bots;
            game = step.game;
            events = step.events;
        }
        Ok(Replay { game, events })
    }

    /// Starts a match ([`Game::new`]) and plays its seated bots until a person is to act
    /// ([`Game::play_bots`]); the same as [`Game::new`] for a match without bots.
    ///
    /// # Errors
    ///
    /// [`StartError`]: the start's problem, or the bound on the bots' moves.
    pub fn start(new: NewGame) -> Result<Step, StartError> {
        let step = Game::new(new).map_err(StartError::NewGame)?;
        step.game.play_bots(step.events).map_err(StartError::Bots)
    }

    /// Applies one action of `seat` ([`Game::apply`]), then plays every seated bot whose turn
    /// comes ([`Game::play_bots`]): the events of the action and of every bot move, in order.
    ///
    /// # Errors
    ///
    /// [`PlayError::Rejected`] with the game unchanged, or [`PlayError::Bots`].
    pub fn apply_at_table(self, seat: Seat, action: Action) -> Result<Step, PlayError> {
        let step = self
            .apply(seat, action)
            .map_err(|r| PlayError::Rejected(Box::new(r)))?;
        step.game.play_bots(step.events).map_err(PlayError::Bots)
    }

    /// Plays the seated bots (ED-43): while the seat to act has a bot, the bot's move, until
    /// a seat without a bot is to act, the match is over, or the bot has no move it can make
    /// (a deal that needs a supplied deck order: the caller applies it for the bot's seat).
    /// Each bot decides from what its seat may see ([`bots::choose`]), seeded by
    /// [`rng::bot_seed`](crate::rng::bot_seed) from the match seed, the action count and the
    /// seat. `events` are those that came before; the bots' events are appended in order.
    ///
    /// # Errors
    ///
    /// [`Invariant::I9`] when the bots play more than [`MAX_BOT_MOVES`] moves in a row (never
    /// for a game this engine built, with a seat left to a person).
    pub fn play_bots(self, events: Vec<Event>) -> Result<Step, InvariantViolation> {
        let mut always = |_| Ok::<(), std::convert::Infallible>(());
        match self.play_bots_at_most(events, usize::MAX, 0, &mut always) {
            Ok((step, _)) => Ok(step),
            Err(BotsStopped::Broke(v)) => Err(v),
            Err(BotsStopped::Refused(never)) => match never {},
            Err(BotsStopped::AtMost) => {
                unreachable!("the bots are never given fewer moves than MAX_BOT_MOVES here")
            }
        }
    }

    /// [`Game::play_bots`], given `most` to spend of a replay's limit, each move its
    /// [`replay_weight`]: the step and what the moves spent, or [`BotsStopped::AtMost`] when
    /// the next bot to act would spend more than is left, whether or not it could move (its
    /// move, a search's, is not even chosen). The bound of [`MAX_BOT_MOVES`] moves in a row, an
    /// invariant, stays whatever `most` is. `allow` is asked before each move, with the count
    /// the move would bring the replay to (`before` counted already, then this call's moves),
    /// and stops the bots with [`BotsStopped::Refused`] when it refuses.
    fn play_bots_at_most<E>(
        self,
        mut events: Vec<Event>,
        most: usize,
        before: usize,
        allow: &mut impl FnMut(usize) -> Result<(), E>,
    ) -> Result<(Step, usize), BotsStopped<E>> {
        let mut game = self;
        let (mut played, mut spent) = (0, 0);
        loop {
            let Some(seat) = game.to_act() else {
                return Ok((Step { game, events }, spent));
            };
            let Some(kind) = bot_at(&game.s.bots, seat) else {
                return Ok((Step { game, events }, spent));
            };
            if played == MAX_BOT_MOVES {
                return Err(BotsStopped::Broke(InvariantViolation {
                    invariant: Invariant::I9,
                    detail: format!(
                        "the seated bots played {MAX_BOT_MOVES} moves without a person to act"
                    ),
                }));
            }
            if replay_weight(kind) > most - spent {
                return Err(BotsStopped::AtMost);
            }
            allow(before + spent + replay_weight(kind)).map_err(BotsStopped::Refused)?;
            let Some(action) = bots::choose(kind, &game, seat, game.bot_seed(seat)) else {
                return Ok((Step { game, events }, spent));
            };
            match game.apply(seat, action) {
                Ok(step) => {
                    game = step.game;
                    events.extend(step.events);
                    played += 1;
                    spent += replay_weight(kind);
                }
                Err(rejected) => {
                    return Err(BotsStopped::Broke(InvariantViolation {
                        invariant: Invariant::I8,
                        detail: format!(
                            "the {kind} bot at seat {seat} chose a refused action: {}",
                            rejected.rejection
                        ),
                    }));
                }
            }
        }
    }

    /// The seated bots, by ascending seat.
    pub fn bots(&self) -> &[BotSeat] {
        &self.s.bots
    }

    /// The seed of a bot's decision for `seat` now (ED-43, [`rng::bot_seed`](crate::rng::bot_seed)).
    fn bot_seed(&self, seat: Seat) -> u64 {
        random::bot_seed(self.s.seed.as_ref(), self.s.version, seat)
    }

    /// The action a bot of `kind` takes for `seat` now: the move a seated bot of that kind
    /// would make, with the same seed ([`Game::play_bots`]). For `timeout`, the time-out move
    /// (ED-42).
    ///
    /// # Errors
    ///
    /// The refusal the seat's action would meet: `seat_out_of_range`, `match_over`,
    /// `not_your_turn`, or `deck_order_required` where the only move is a deal that needs a
    /// supplied deck order.
    pub fn choose_action(&self, kind: BotKind, seat: Seat) -> Result<Action, Rejection> {
        self.check_turn(seat)?;
        bots::choose(kind, self, seat, self.bot_seed(seat)).ok_or(Rejection::DeckOrderRequired)
    }
}
