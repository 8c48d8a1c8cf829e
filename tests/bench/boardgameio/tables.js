// The players for tests/bench/tables.py: TABLES matches of game.js at once, each made through
// the lobby API (create, four joins) and played by four boardgame.io clients over socket.io,
// one a seat, each playing a random legal card on its turn from the state the server sent it;
// a match over, the next starts in its place, until SECONDS have passed. Beside the moves and
// the finished matches it times each player's move-to-push latency: from sending its move to
// the server's push (`update`, or `patch`) of a later state on that player's own socket.
// Prints {"moves", "matches", "secs", "timed", "p50_ms", "p99_ms"} as JSON.
//
//   node tables.js PORT TABLES SECONDS SEED
const { Client } = require("boardgame.io/client");
const { SocketIO } = require("boardgame.io/multiplayer");
const { Tricks, legal } = require("./game");

const [port, concurrent, seconds, seed] = process.argv.slice(2).map(Number);
const url = `http://localhost:${port}`;
let state = seed >>> 0 || 1;
function random(n) {
  // xorshift32, as players.js: the choices are the load generator's.
  state ^= state << 13;
  state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state % n;
}

async function post(path, body) {
  const res = await fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

let moves = 0;
let matches = 0;
const latencies = [];
const started = Date.now();
const deadline = started + seconds * 1000;

async function playMatch() {
  const { matchID } = await post("/games/tricks/create", { numPlayers: 4 });
  const credentials = [];
  for (let p = 0; p < 4; p++) {
    const joined = await post(`/games/tricks/${matchID}/join`, {
      playerID: String(p),
      playerName: `p${p}`,
    });
    credentials.push(joined.playerCredentials);
  }
  await new Promise((resolve) => {
    const clients = [];
    let done = false;
    for (let p = 0; p < 4; p++) {
      const client = Client({
        game: Tricks,
        numPlayers: 4,
        matchID,
        playerID: String(p),
        credentials: credentials[p],
        multiplayer: SocketIO({ server: url, socketOpts: { transports: ["websocket"] } }),
        debug: false,
      });
      let lastTurn = -1;
      // The move in flight: the state it was made on and when it was sent.
      let sent = null;
      const pushed = (stateID) => {
        if (sent && stateID > sent.base) {
          latencies.push(Number(process.hrtime.bigint() - sent.at) / 1e6);
          sent = null;
        }
      };
      client.subscribe((s) => {
        if (done || !s) return;
        if (s.ctx.gameover || Date.now() >= deadline) {
          done = true;
          if (s.ctx.gameover) matches += 1;
          setImmediate(() => {
            for (const c of clients) c.stop();
            resolve();
          });
          return;
        }
        if (s.ctx.currentPlayer === String(p) && s._stateID !== lastTurn && s.isActive) {
          lastTurn = s._stateID;
          const options = legal(s.G, p);
          sent = { base: s._stateID, at: process.hrtime.bigint() };
          client.moves.play(options[random(options.length)]);
          moves += 1;
        }
      });
      client.pushed = pushed;
      clients.push(client);
    }
    for (const c of clients) {
      c.start();
      // The socket exists once started; these listeners run beside the client's own.
      c.transport.socket.on("update", (_id, st) => c.pushed(st._stateID));
      c.transport.socket.on("patch", (_id, _prev, stateID) => c.pushed(stateID));
    }
  });
}

async function worker() {
  while (Date.now() < deadline) await playMatch();
}

(async () => {
  await Promise.all(Array.from({ length: concurrent }, worker));
  latencies.sort((a, b) => a - b);
  const q = (f) => (latencies.length ? latencies[Math.floor((latencies.length - 1) * f)] : 0);
  const secs = (Date.now() - started) / 1000;
  console.log(
    JSON.stringify({ moves, matches, secs, timed: latencies.length, p50_ms: q(0.5), p99_ms: q(0.99) }),
  );
  process.exit(0);
})();
