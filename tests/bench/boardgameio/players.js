// The players for tests/bench/matches.py: MATCHES matches at once, each started through the
// lobby API (create, then four joins for the players' credentials) and played by four
// boardgame.io clients over socket.io, one a seat, each playing a legal card at random when it
// is its turn (from the state the server sent it). A match over, the next starts in its place,
// until SECONDS have passed (the matches then in progress stop where they are); then prints
// {"moves", "matches"} as JSON: the moves made and the matches finished.
//
// With WARMUP seconds, it first plays that long and prints {"mark": true, "moves", "matches"}
// (the counts so far), then plays SECONDS more: a measurement can begin at the mark, once the
// first matches are set up and the code is warm.
//
//   node players.js PORT MATCHES SECONDS SEED [WARMUP]
const { Client } = require("boardgame.io/client");
const { SocketIO } = require("boardgame.io/multiplayer");
const { Tricks, legal } = require("./game");

const [port, concurrent, seconds, seed, warmup = 0] = process.argv.slice(2).map(Number);
const url = `http://localhost:${port}`;
let state = seed >>> 0 || 1;
function random(n) {
  // xorshift32: the players' choices are the load generator's, not the measurement's.
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
let stopping = false;
const deadline = Date.now() + (warmup + seconds) * 1000;
if (warmup > 0) {
  setTimeout(() => console.log(JSON.stringify({ mark: true, moves, matches })), warmup * 1000);
}

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
        // WebSocket from the start (socket.io would otherwise begin with HTTP long-polling).
        multiplayer: SocketIO({ server: url, socketOpts: { transports: ["websocket"] } }),
        debug: false,
      });
      let lastTurn = -1;
      client.subscribe((s) => {
        if (done || !s) return;
        if (s.ctx.gameover || Date.now() >= deadline) {
          done = true;
          if (s.ctx.gameover) matches += 1;
          // After this tick: a client is not stopped from inside its own notification.
          setImmediate(() => {
            for (const c of clients) c.stop();
            resolve();
          });
          return;
        }
        // Play once a turn, from the state the server sent (the client's own copy).
        if (s.ctx.currentPlayer === String(p) && s._stateID !== lastTurn && s.isActive) {
          lastTurn = s._stateID;
          const options = legal(s.G, p);
          client.moves.play(options[random(options.length)]);
          moves += 1;
        }
      });
      clients.push(client);
    }
    for (const c of clients) c.start();
  });
}

async function worker() {
  while (!stopping && Date.now() < deadline) await playMatch();
}

(async () => {
  await Promise.all(Array.from({ length: concurrent }, worker));
  stopping = true;
  console.log(JSON.stringify({ moves, matches }));
  process.exit(0);
})();
