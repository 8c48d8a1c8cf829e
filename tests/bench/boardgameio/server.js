// boardgame.io's server for tests/bench/matches.py: the game of game.js with its default
// in-memory storage, the lobby API and socket.io on one port. `node server.js PORT`
const { Server, Origins } = require("boardgame.io/server");
const { Tricks } = require("./game");

const port = Number(process.argv[2] || 8000);
const server = Server({ games: [Tricks], origins: [Origins.LOCALHOST] });
server.run(port, () => console.log(`ready ${port}`));
