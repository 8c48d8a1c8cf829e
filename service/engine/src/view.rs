//! What one seat, or a spectator, may see (RULES 12.5).

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Suit};
use crate::error::Rejection;
use crate::event::{MatchEnd, Settlement};
use crate::field::{ByField, FieldSet};
use crate::game::Game;
use crate::legal::LegalActions;
use crate::pochen::Group;
use crate::random::{Digest, MatchId, Seed};
use crate::rules::Rules;
use crate::seating::BotSeat;
use crate::seats::{Seat, SeatSet};
use crate::state::{DiscardState, Phase, PochenState};

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: sees his own hand.
    Seat(Seat),
    /// A spectator: sees only public facts.
    Spectator,
}

impl Viewer {
    /// The seat, for a player.
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

/// The match as one viewer sees it: own hand, public facts, the number of cards others hold;
/// never another hand, the talon, deck orders or the seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// The switches.
    pub rules: Rules,
    /// Player ids by seat.
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::state::player_ids))]
    pub players: Vec<String>,
    /// Stacks by seat.
    pub stacks: Vec<u32>,
    /// The board.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub board: ByField<u32>,
    /// The fields this table plays with, in board order (RULES 1.2): what a table draws. The
    /// board holds no chips on any other field.
    pub fields: FieldSet,
    /// The fields that count as carried at the next ante.
    pub carried: FieldSet,
    /// The number of deals begun.
    pub deals: u32,
    /// The number of actions applied.
    pub version: u64,
    /// Where the match stands.
    pub phase: Phase,
    /// The seat that must act.
    pub to_act: Option<Seat>,
    /// The viewer's legal actions, when it is his turn.
    pub legal: Option<LegalActions>,
    /// The current (or last) deal.
    pub deal: Option<DealView>,
    /// The end of the match.
    pub match_end: Option<MatchEnd>,
    /// In a provably fair match, what every player may check: the server's commitment and
    /// the client seeds (the server seed itself is revealed in `match_end`).
    #[serde(default)]
    pub fairness: Option<FairnessView>,
    /// The seats the engine plays itself (public: every player knows which seats are bots).
    #[serde(default)]
    pub bots: Vec<BotSeat>,
    /// The match's identity, when the service gave it one.
    #[serde(default)]
    pub match_id: Option<MatchId>,
}

/// The public side of a provably fair match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FairnessView {
    /// SHA-256 of the server seed, published before the client seeds were given.
    pub server_commitment: Digest,
    /// The client seeds, in ascending byte order, however they were given (their order counts
    /// for nothing: [`Fairness::new`](crate::Fairness::new) sorts them).
    pub client_seeds: Vec<String>,
}

/// A deal as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DealView {
    /// The deal's number.
    pub number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The seat after the dealer.
    pub forehand: Seat,
    /// SHA-256 of the deal seed.
    pub commitment: Option<Digest>,
    /// The deal seed, once the deal is over.
    pub deal_seed: Option<Seed>,
    /// The per-player ante of each field.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::field::ChipsByField))]
    pub ante: ByField<u32>,
    /// The upcard.
    pub upcard: Card,
    /// The pay suit.
    pub pay_suit: Suit,
    /// The seat that holds the upcard (public, RULES 12.5): the dealer, when it is his own
    /// last card (ED-4), or the next player under `upcard_honour=next_player` (ED-35).
    pub upcard_holder: Option<Seat>,
    /// Dead leftovers, face up.
    pub dead: Vec<Card>,
    /// The number of face-down talon cards.
    pub talon_size: u32,
    /// The viewer's own hand (players only).
    pub hand: Option<Vec<Card>>,
    /// The viewer's best group (players only).
    pub best_group: Option<Group>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<u32>,
    /// The cards each seat has shown and still holds.
    pub revealed: Vec<Vec<Card>>,
    /// The fields emptied in this deal.
    pub awarded: FieldSet,
    /// Phase 2 (all of it is public).
    pub pochen: Option<PochenState>,
    /// Phase 3 (all of it is public).
    pub discard: Option<DiscardState>,
    /// The settlement, once the deal is over.
    pub settlement: Option<Settlement>,
}

/// What one seat sees beyond what every seat sees (RULES 12.5): its own hand, its best group,
/// and its legal actions when it is its turn. The seat's whole view is the spectator's with
/// these, and the seat as its viewer (`SeatViews::view`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatPart {
    /// The seat.
    pub seat: Seat,
    /// Its hand, in listing order (empty when there is no deal).
    pub hand: Vec<Card>,
    /// Its best group.
    pub best_group: Option<Group>,
    /// Its legal actions, when it is its turn.
    pub legal: Option<LegalActions>,
}

/// The views of some seats, with what they share written once: the spectator's view, which
/// is what every seat sees, and each seat's own part. `Game::seat_views` makes them, and
/// `SeatViews::view` gives a seat's whole view back, equal to `Game::view`'s for the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatViews {
    /// The spectator's view.
    pub public_view: View,
    /// Each seat's own part, by ascending seat, each seat once.
    pub seats: Vec<SeatPart>,
}

impl SeatViews {
    /// The whole view of `seat`: the spectator's view with the seat's part; `None` for a seat
    /// these views do not hold.
    pub fn view(&self, seat: Seat) -> Option<View> {
        let part = self.seats.iter().find(|p| p.seat == seat)?;
        Some(self.compose(part))
    }

    /// Every seat's whole view, by ascending seat.
    pub fn views(&self) -> impl Iterator<Item = View> + '_ {
        self.seats.iter().map(|part| self.compose(part))
    }

    fn compose(&self, part: &SeatPart) -> View {
        let mut view = self.public_view.clone();
        view.viewer = Viewer::Seat(part.seat);
        view.legal.clone_from(&part.legal);
        if let Some(deal) = view.deal.as_mut() {
            deal.hand = Some(part.hand.clone());
            deal.best_group = part.best_group;
        }
        view
    }
}

impl Game {
    /// What `viewer` may see (RULES 12.5).
    ///
    /// # Errors
    ///
    /// [`Rejection::SeatOutOfRange`] for a seat the table does not have ([`Game::check_seat`]):
    /// such a viewer is a mistake, never a spectator.
    pub fn view(&self, viewer: Viewer) -> Result<View, Rejection> {
        let s = self.state();
        let mut view = View {
            viewer,
            rules: s.rules,
            players: Vec::new(),
            stacks: Vec::new(),
            board: s.board,
            fields: s.rules.fields(),
            carried: s.carried,
            deals: s.deals,
            version: s.version,
            phase: Phase::Pochen,
            to_act: None,
            legal: None,
            deal: None,
            match_end: None,
            fairness: None,
            bots: Vec::new(),
            match_id: None,
        };
        self.view_into(viewer, &mut view)?;
        Ok(view)
    }

    /// The views of `seats` (each counted once, whatever their order), sharing what every seat
    /// sees: the spectator's view, and each seat's own part ([`SeatViews`]). Each seat's whole
    /// view ([`SeatViews::view`]) is [`Game::view`]'s for it.
    ///
    /// # Errors
    ///
    /// [`Rejection::SeatOutOfRange`] for a seat the table does not have.
    pub fn seat_views(
        &self,
        seats: impl IntoIterator<Item = Seat>,
    ) -> Result<SeatViews, Rejection> {
        let mut set = SeatSet::EMPTY;
        for seat in seats {
            set.insert(self.check_seat(seat)?);
        }
        let public = self.view(Viewer::Spectator)?;
        let deal = self.state().deal.as_ref();
        let seats = set
            .iter()
            .map(|seat| {
                let own = deal.map(|d| d.hands[seat]);
                SeatPart {
                    seat,
                    hand: own.map(|h| h.iter().collect()).unwrap_or_default(),
                    best_group: own.and_then(Group::best),
                    legal: (public.to_act == Some(seat)).then(|| self.legal_actions(seat)),
                }
            })
            .collect();
        Ok(SeatViews {
            public_view: public,
            seats,
        })
    }

    /// [`Game::view`] written over `view`, whose lists keep their room: a caller that looks at
    /// many games in a row (a batch of matches writing tensors) allocates little.
    ///
    /// # Errors
    ///
    /// As [`Game::view`]; `view` is then unchanged.
    pub fn view_into(&self, viewer: Viewer, view: &mut View) -> Result<(), Rejection> {
        let s = self.state();
        if let Viewer::Seat(seat) = viewer {
            self.check_seat(seat)?;
        }
        let to_act = self.to_act();
        view.legal = match (viewer.seat(), to_act) {
            (Some(v), Some(t)) if v == t => Some(self.legal_actions(v)),
            _ => None,
        };
        match s.deal.as_ref() {
            None => view.deal = None,
            Some(d) => {
                let own = viewer.seat().map(|v| d.hands[v]);
                let forehand = self.s.rules.forehand(d.dealer, self.players());
                let dv = view.deal.get_or_insert_with(|| DealView {
                    number: d.number,
                    dealer: d.dealer,
                    forehand,
                    commitment: None,
                    deal_seed: None,
                    ante: d.ante,
                    upcard: d.upcard,
                    pay_suit: d.upcard.suit(),
                    upcard_holder: None,
                    dead: Vec::new(),
                    talon_size: 0,
                    hand: None,
                    best_group: None,
                    hand_sizes: Vec::new(),
                    revealed: Vec::new(),
                    awarded: d.awarded,
                    pochen: None,
                    discard: None,
                    settlement: None,
                });
                dv.number = d.number;
                dv.dealer = d.dealer;
                dv.forehand = forehand;
                dv.commitment = d.commitment;
                dv.deal_seed = if d.settlement.is_some() {
                    d.deal_seed
                } else {
                    None
                };
                dv.ante = d.ante;
                dv.upcard = d.upcard;
                dv.pay_suit = d.upcard.suit();
                dv.upcard_holder = d.upcard_holder;
                refill(&mut dv.dead, d.dead);
                dv.talon_size = d.talon.len();
                match own {
                    Some(h) => refill(dv.hand.get_or_insert_with(Vec::new), h),
                    None => dv.hand = None,
                }
                dv.best_group = own.and_then(Group::best);
                dv.hand_sizes.clear();
                dv.hand_sizes.extend(d.hands.iter().map(|h| h.len()));
                dv.revealed.resize_with(d.hands.len(), Vec::new);
                for (shown, (r, h)) in dv.revealed.iter_mut().zip(d.revealed.iter().zip(&d.hands)) {
                    refill(shown, r.intersect(*h));
                }
                dv.awarded = d.awarded;
                dv.pochen.clone_from(&d.pochen);
                dv.discard.clone_from(&d.discard);
                dv.settlement.clone_from(&d.settlement);
            }
        }
        view.viewer = viewer;
        view.rules = s.rules;
        view.fields = s.rules.fields();
        view.players.clone_from(&s.players);
        view.stacks.clone_from(&s.stacks);
        view.board = s.board;
        view.carried = s.carried;
        view.deals = s.deals;
        view.version = s.version;
        view.phase = self.phase();
        view.to_act = to_act;
        view.match_end.clone_from(&s.match_end);
        view.fairness = s.fairness.as_ref().map(|f| FairnessView {
            server_commitment: f.server_commitment,
            client_seeds: f.client_seeds.clone(),
        });
        view.bots.clone_from(&s.bots);
        view.match_id = s.match_id;
        Ok(())
    }
}

/// `list` holding the cards of `cards`, in listing order, in the room it has.
fn refill(list: &mut Vec<Card>, cards: CardSet) {
    list.clear();
    list.extend(cards.iter());
}
