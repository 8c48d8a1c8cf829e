import { PochClient, PochError, actions } from "../src/index.js";

const poch = new PochClient(process.argv[2] ?? "http://127.0.0.1:8080");
const step = await poch.newGame({ players: ["ann", "bob", "cy", "di"], state_form: "sealed" });
const seat = step.to_act!;
const legal = await poch.legalActions({ state: step.state, seat });
const next = await poch.apply({ state: step.state, seat, action: actions.choices(legal)[0] });
console.log(next.events.map((event) => event.kind.type));   // [ 'passed' ] or the like
try {
  await poch.apply({ state: next.state, seat: (next.to_act! + 1) % 4, action: actions.passTurn() });
} catch (error) {
  if (error instanceof PochError) console.log(error.code, error.status);   // not_your_turn 422
}
