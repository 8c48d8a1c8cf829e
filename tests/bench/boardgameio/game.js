// The peer's game for tests/bench/matches.py: a 4-player trick-taking card game written as
// boardgame.io's documentation writes games (a plain object of setup, moves, turn order and a
// playerView that hides the other hands), so that its server does per move what it does for
// any card game: validate the move, run it, keep the state and its log, and send every
// connected player the state as that player may see it.
//
// 32 cards (four suits of 7 to ace), 8 a player; the player after the dealer leads; the others
// follow suit when they can; the highest card of the suit led takes the trick and leads the
// next. A deal is 32 moves; the match is DEALS deals (5 unless the environment variable DEALS
// says), the dealer moving one seat each deal.
const { INVALID_MOVE } = require("boardgame.io/core");

const DEALS = Number(process.env.DEALS || 5);
const SUITS = ["C", "S", "H", "D"];
const RANKS = ["7", "8", "9", "T", "J", "Q", "K", "A"];
const DECK = SUITS.flatMap((s) => RANKS.map((r) => r + s));

function deal(G, random, dealer) {
  const deck = random.Shuffle(DECK);
  for (let p = 0; p < 4; p++) G.hands[p] = deck.slice(p * 8, p * 8 + 8);
  G.trick = [];
  G.leader = (dealer + 1) % 4;
  G.dealer = dealer;
}

function legal(G, player) {
  const hand = G.hands[player];
  if (G.trick.length === 0) return hand;
  const suit = G.trick[0].card[1];
  const follow = hand.filter((c) => c[1] === suit);
  return follow.length ? follow : hand;
}

const Tricks = {
  name: "tricks",
  minPlayers: 4,
  maxPlayers: 4,
  setup: ({ random }) => {
    const G = { hands: [[], [], [], []], trick: [], taken: [0, 0, 0, 0], deals: 1 };
    deal(G, random, 0);
    return G;
  },
  turn: {
    order: {
      first: ({ G }) => G.leader,
      // Each move ends its turn naming the next player (below); this is the fallback.
      next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
    },
  },
  moves: {
    play: ({ G, playerID, random, events }, card) => {
      const p = Number(playerID);
      if (!legal(G, p).includes(card)) return INVALID_MOVE;
      G.hands[p] = G.hands[p].filter((c) => c !== card);
      G.trick.push({ player: p, card });
      if (G.trick.length === 4) {
        const suit = G.trick[0].card[1];
        let best = G.trick[0];
        for (const t of G.trick) {
          if (t.card[1] === suit && RANKS.indexOf(t.card[0]) > RANKS.indexOf(best.card[0])) best = t;
        }
        G.taken[best.player] += 1;
        G.leader = best.player;
        G.last = G.trick;
        G.trick = [];
        if (G.hands.every((h) => h.length === 0) && G.deals < DEALS) {
          G.deals += 1;
          deal(G, random, (G.dealer + 1) % 4);
        }
      }
      const next = G.trick.length === 0 ? G.leader : (p + 1) % 4;
      events.endTurn({ next: String(next) });
    },
  },
  endIf: ({ G }) => (G.hands.every((h) => h.length === 0) ? { taken: G.taken } : undefined),
  playerView: ({ G, playerID }) => ({
    ...G,
    hands: G.hands.map((h, p) => (String(p) === playerID ? h : h.length)),
  }),
};

module.exports = { Tricks, legal, DEALS };
