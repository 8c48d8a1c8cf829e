// A typed client of the Poch Engine's REST API over `fetch`, for Node (20 and later) and
// browsers. Bodies and answers are typed by `paths` of schema.d.ts, generated from openapi.json;
// a refusal throws `PochError` with the problem document's stable `code`. No rule lives here:
// the service answers what is legal and what an action does.

import type { components, paths } from "./schema.js";

/** Every schema of the OpenAPI document, by name: `Schemas["GameResponse"]` … */
export type Schemas = components["schemas"];
/** An RFC 9457 problem document, as the service answers every refusal. */
export type Problem = Schemas["Problem"];

/** The paths with an operation for `method`. */
type PathsWith<M extends "get" | "post"> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];
/** The paths that take a JSON body (every POST). */
export type PostPath = PathsWith<"post">;
/** The paths read with GET. */
export type GetPath = PathsWith<"get">;

type JsonBody<Op> = Op extends { requestBody: { content: { "application/json": infer B } } } ? B : never;
type Answer<Op> = Op extends { responses: { 200: { content: infer C } } }
  ? C extends { "application/json": infer R }
    ? R
    : C extends { "text/plain": infer T }
      ? T
      : never
  : never;

/** The JSON body `POST path` takes. */
export type RequestBody<P extends PostPath> = JsonBody<paths[P]["post"]>;
/** What `POST path` answers with 200. */
export type PostAnswer<P extends PostPath> = Answer<paths[P]["post"]>;
/** What `GET path` answers with 200. */
export type GetAnswer<P extends GetPath> = Answer<paths[P]["get"]>;

/**
 * A request the service refused. `code` is the stable code of the error table (docs/errors.md)
 * (`not_your_turn`, `state_tampered`, `invalid_argument` …), the problem document's `code`;
 * `status` is the HTTP status and `problem` the whole document (`field`, `invariant`,
 * `action_index` where they apply). `code` is null only for an error answer that is not a
 * problem document (say, from a proxy in front of the service). A request that gets no answer
 * at all (the service unreachable, or a browser refusing a cross-origin answer) rejects with
 * fetch's own `TypeError` instead.
 */
export class PochError extends Error {
  readonly code: string | null;
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, problem: Problem | null, text: string) {
    super(problem ? `${problem.code} (${status}): ${problem.detail}` : `HTTP ${status}: ${text.slice(0, 200)}`);
    this.name = "PochError";
    this.code = problem?.code ?? null;
    this.status = status;
    this.problem = problem;
  }
}

export interface ClientOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Headers sent with every request (for instance a `traceparent`). */
  headers?: Record<string, string>;
  /** Abort a request that takes longer, in milliseconds (default 10000; 0: never). */
  timeoutMs?: number;
}

function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string";
}

/** A client of one Poch Engine, e.g. `new PochClient("http://127.0.0.1:8080")`. */
export class PochClient {
  readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.headers = options.headers ?? {};
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** `POST path` with `body`; the answer, or a `PochError`. */
  post<P extends PostPath>(path: P, body: RequestBody<P>): Promise<PostAnswer<P>> {
    return this.send(path, {
      method: "POST",
      headers: { ...this.headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    }) as Promise<PostAnswer<P>>;
  }

  /** `GET path`; the answer (JSON, or text for `/metrics`), or a `PochError`. */
  get<P extends GetPath>(path: P): Promise<GetAnswer<P>> {
    return this.send(path, { method: "GET", headers: this.headers }) as Promise<GetAnswer<P>>;
  }

  private async send(path: string, init: RequestInit): Promise<unknown> {
    const signal = this.timeoutMs > 0 ? AbortSignal.timeout(this.timeoutMs) : undefined;
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, { ...init, signal });
    const text = await response.text();
    const json = (response.headers.get("content-type") ?? "").includes("json");
    if (!response.ok) {
      let problem: Problem | null = null;
      if (json) {
        try {
          const parsed: unknown = JSON.parse(text);
          problem = isProblem(parsed) ? parsed : null;
        } catch {
          problem = null;
        }
      }
      throw new PochError(response.status, problem, text);
    }
    return json ? JSON.parse(text) : text;
  }

  /** Starts a match and deals its first deal. */
  newGame(body: RequestBody<"/v1/games">) {
    return this.post("/v1/games", body);
  }
  /** Applies one action by one seat; the answer holds the next state. */
  apply(body: RequestBody<"/v1/games/apply">) {
    return this.post("/v1/games/apply", body);
  }
  /** What a seat may do (all empty when it may not act). */
  async legalActions(body: RequestBody<"/v1/games/legal-actions">): Promise<Schemas["LegalActions"]> {
    return (await this.post("/v1/games/legal-actions", body)).legal;
  }
  /**
   * What a seat may do, also as stable action ids: `legal`, `action_ids` (ascending; `apply`
   * takes one as `action_id` instead of an `action`) and the match's `action_table` (`size`,
   * `digest`, `max_chips`).
   */
  legalActionIds(body: Omit<RequestBody<"/v1/games/legal-actions">, "include_action_ids">) {
    return this.post("/v1/games/legal-actions", { ...body, include_action_ids: true });
  }
  /** What a seat, or a spectator (no `seat`), may see. */
  async view(body: RequestBody<"/v1/games/view">): Promise<Schemas["View"]> {
    return (await this.post("/v1/games/view", body)).view;
  }
  /** Checks a state against every invariant. */
  validate(body: RequestBody<"/v1/games/validate">) {
    return this.post("/v1/games/validate", body);
  }
  /** Replays a match from its inputs; a refused action's position is `problem.action_index`. */
  replay(body: RequestBody<"/v1/games/replay">) {
    return this.post("/v1/games/replay", body);
  }
  /** The presets and every variant switch. */
  presets() {
    return this.get("/v1/rules/presets");
  }
  /** Commits to a new secret server seed for a provably fair match. */
  commitServerSeed(body: RequestBody<"/v1/games/commitments"> = {}) {
    return this.post("/v1/games/commitments", body);
  }
  /** Checks a revealed deal seed against its commitment. */
  verifyDeal(body: RequestBody<"/v1/deals/verify">) {
    return this.post("/v1/deals/verify", body);
  }
}
