//! `Replay` requests with seated bots: the hostile one (a person's timeouts at a table of
//! `timeout` bots with chips enough to last), and the largest a Replay answers (the same table
//! played up to the most actions a Replay applies), as REST and gRPC bodies.

use poch_api::convert::ToProto as _;
use poch_api::v1 as pb;
use poch_engine::{Action, BotKind, BotSeat, DealSource, Game, NewGame, Rules, Seat, Seed};

/// A `Replay` of a match whose every seat but seat 0 has a bot of one kind.
#[derive(Clone, Debug)]
pub struct BotReplay {
    /// The preset (`classic`, `large-table` …).
    pub preset: &'static str,
    /// The seats.
    pub players: usize,
    /// The bot at every seat but seat 0; none: no bots.
    pub bot: Option<BotKind>,
    /// Each seat's chips at the start.
    pub chips: u32,
    /// The narration's locale, if any.
    pub locale: Option<String>,
    /// The persons' actions.
    pub actions: Vec<(Seat, Action)>,
    /// Player ids of the most bytes an id takes (64), each of them a byte JSON writes in two;
    /// else `p0`, `p1` ….
    pub long_ids: bool,
    /// Whether the request leaves the seed to the server (no `deal_source`), as a production
    /// server that takes no caller seed asks; else the fixed seed of every [`BotReplay`].
    pub server_seed: bool,
}

/// The match seed of every [`BotReplay`].
const SEED: u8 = 11;

impl BotReplay {
    /// The attack: `n` timeouts of seat 0, at a table of `players` seats with a
    /// `bot` at every other seat, each with `chips` (a `timeout` bot passes and calls the
    /// least, so the match lasts).
    pub fn timeouts(
        preset: &'static str,
        players: usize,
        bot: BotKind,
        chips: u32,
        n: usize,
    ) -> BotReplay {
        BotReplay {
            preset,
            players,
            bot: Some(bot),
            chips,
            locale: None,
            actions: vec![(Seat(0), Action::Timeout); n],
            long_ids: false,
            server_seed: false,
        }
    }

    /// A table of `players` persons and no bots, each with `chips`, and the first `n` actions
    /// of the tests' plain play ([`crate::plain_actions`]: no fold ends it early).
    pub fn persons(preset: &'static str, players: usize, chips: u32, n: usize) -> BotReplay {
        let mut replay = BotReplay {
            preset,
            players,
            bot: None,
            chips,
            locale: None,
            actions: Vec::new(),
            long_ids: false,
            server_seed: false,
        };
        let game = Game::new(replay.new_game()).expect("a match").game;
        replay.actions = crate::plain_actions(game, n);
        replay
    }

    /// The same table with the longest player ids.
    pub fn with_long_ids(mut self) -> BotReplay {
        self.long_ids = true;
        self
    }

    /// The same table played at seat 0 with timeouts, the actions of the list cut where the
    /// actions applied, the bots' moves included, are as many as they can be without passing
    /// `total`: the longest Replay of that table within `total`.
    pub fn played_within(
        preset: &'static str,
        players: usize,
        bot: BotKind,
        chips: u32,
        total: usize,
    ) -> BotReplay {
        let mut replay = BotReplay::timeouts(preset, players, bot, chips, 0);
        let mut game = Game::start(replay.new_game()).expect("a match").game;
        let total = u64::try_from(total).expect("a count");
        while game.to_act() == Some(Seat(0)) {
            let step = game
                .clone()
                .apply_at_table(Seat(0), Action::Timeout)
                .expect("a timeout is always taken");
            if step.game.version() > total {
                break;
            }
            game = step.game;
            replay.actions.push((Seat(0), Action::Timeout));
        }
        replay
    }

    /// The same with the seed left to the server (no `deal_source`), as a production server
    /// asks: the persons' actions must then be legal on any deal (a table of bots at every
    /// seat but seat 0, whose timeouts always are).
    pub fn server_seeded(mut self) -> BotReplay {
        self.server_seed = true;
        self
    }

    /// The same, told in `locale`.
    pub fn told_in(mut self, locale: String) -> BotReplay {
        self.locale = Some(locale);
        self
    }

    fn rules(&self) -> Rules {
        let mut rules = Rules::preset(self.preset).expect("a preset");
        rules.starting_chips = self.chips;
        rules
    }

    /// The player ids by seat.
    pub fn players(&self) -> Vec<String> {
        (0..self.players)
            .map(|i| {
                if self.long_ids {
                    let mut id = i.to_string();
                    while id.len() < poch_engine::MAX_PLAYER_ID_LEN {
                        id.push(if id.len() % 2 == 0 { '"' } else { '\\' });
                    }
                    id
                } else {
                    format!("p{i}")
                }
            })
            .collect()
    }

    fn bots(&self) -> Vec<BotSeat> {
        self.bot.map_or_else(Vec::new, |kind| {
            (1..self.players)
                .map(|seat| BotSeat {
                    seat: Seat(seat),
                    kind,
                })
                .collect()
        })
    }

    /// The match, for the engine.
    pub fn new_game(&self) -> NewGame {
        NewGame {
            rules: self.rules(),
            players: self.players(),
            source: DealSource::Seed {
                seed: Seed([SEED; 32]),
                first_dealer: None,
            },
            start: None,
            bots: self.bots(),
        }
    }

    /// The REST body.
    pub fn rest_body(&self) -> Vec<u8> {
        let mut new_game = serde_json::json!({
            "preset": self.preset,
            "rules": {"starting_chips": self.chips},
            "players": self.players(),
            "bots": self.bots(),
        });
        if !self.server_seed {
            new_game["deal_source"] =
                serde_json::json!({"seeded": {"seed": format!("{SEED:02x}").repeat(32)}});
        }
        if let Some(locale) = &self.locale {
            new_game["locale"] = locale.as_str().into();
        }
        serde_json::to_vec(&serde_json::json!({
            "new_game": new_game,
            "actions": self
                .actions
                .iter()
                .map(|(seat, action)| serde_json::json!({"seat": seat, "action": action}))
                .collect::<Vec<_>>(),
        }))
        .expect("JSON")
    }

    /// The gRPC message.
    pub fn grpc_request(&self) -> pb::ReplayRequest {
        pb::ReplayRequest {
            new_game: Some(pb::NewGameRequest {
                preset: self.preset.to_owned(),
                rules: Some(pb::Rules {
                    starting_chips: Some(self.chips),
                    ..pb::Rules::default()
                }),
                players: self.players(),
                deal_source: if self.server_seed {
                    None
                } else {
                    crate::seeded(vec![SEED; 32], None)
                },
                bots: self.bots().iter().map(|b| b.to_proto()).collect(),
                locale: self.locale.clone().unwrap_or_default(),
                ..pb::NewGameRequest::default()
            }),
            actions: self
                .actions
                .iter()
                .map(|(seat, action)| pb::SeatAction {
                    seat: u32::try_from(seat.index()).expect("a seat"),
                    action: Some(action.to_proto()),
                })
                .collect(),
        }
    }

    /// The gRPC body, framed.
    pub fn grpc_body(&self) -> Vec<u8> {
        crate::grpc_framed(&self.grpc_request())
    }
}
