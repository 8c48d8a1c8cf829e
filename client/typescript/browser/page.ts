// The script of browser/index.html: calls the service named by `?service=URL`, on another
// origin than the page's, with the client. Starts a match, plays the first legal action of the
// seat to act, then makes one mistake on purpose (a seat out of turn) so that a refusal's
// problem document must reach the page too. Writes the outcome as JSON into #result with
// data-status "ok", or the error with data-status "error".

import { PochClient, PochError, actions } from "../src/index.js";

const result = document.getElementById("result") as HTMLElement;
const service = new URLSearchParams(location.search).get("service") ?? "";
(document.getElementById("service") as HTMLElement).textContent = service;

async function run() {
  const poch = new PochClient(service);
  const step = await poch.newGame({
    players: ["ann", "bob", "cy", "di"],
    deal_source: { seeded: { seed: "0000000000000000000000000000000000000000000000000000000000000001", first_dealer: 3 } },
    state_form: "sealed",
  });
  const seat = step.to_act;
  if (seat === null || seat === undefined) throw new Error("a new match with no seat to act");
  const legal = await poch.legalActions({ state: step.state, seat });
  const first = actions.choices(legal)[0];
  if (first === undefined) throw new Error(`seat ${seat} has no legal action`);
  const next = await poch.apply({ state: step.state, seat, action: first });
  let refusal: string | null = null;
  try {
    await poch.apply({ state: next.state, seat, action: first });
  } catch (error) {
    if (!(error instanceof PochError)) throw error;
    refusal = error.code;
  }
  return { seat, action: actions.describe(first), to_act: next.to_act, phase: next.phase, refusal };
}

run().then(
  (outcome) => {
    result.textContent = JSON.stringify(outcome);
    result.dataset.status = "ok";
  },
  (error: unknown) => {
    result.textContent = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    result.dataset.status = "error";
  },
);
