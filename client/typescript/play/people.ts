// A table of people: the page as a client of the table server (`poch-tables`,
// docs/table-server.md). The server keeps the table's token, seats, clocks and history; the page
// holds a seat's credential (kept in the browser, so that a reload or a new visit finds the seat
// again), follows the table on its WebSocket (every change in order of `seq`, with the events and
// the view this person may see), sends its moves there, and takes part in the commit–reveal of
// the deal's seed: its own seed's SHA-256 first, the seed itself once every hash is in.
//
// Everything here is the contract's (`service/tables/openapi.json`, whose types are
// `src/tables-schema.d.ts`): no rule, and no word of its own (the page's catalogues say it all).

import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

import type { components } from "../src/tables-schema.js";

export type T = components["schemas"];
export type TableInfo = T["TableInfo"];
export type ServerMessage = T["ServerMessage"];
export type ClientMessage = T["ClientMessage"];

/** The contract's bounds on a table's seats (CreateTable `seats` in the table server's OpenAPI document). */
declare const __SEATS__: { min: number; max: number };
export const SEATS = __SEATS__;

/** A refusal of the table server: its problem document's stable code, or the HTTP status. */
export class TableError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

async function call<R>(method: string, path: string, body?: unknown, credential?: string): Promise<R> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (credential) headers.authorization = `Bearer ${credential}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) {
    let problem: { code?: string; detail?: string } = {};
    try {
      problem = JSON.parse(text) as typeof problem;
    } catch {
      problem = {};
    }
    throw new TableError(problem.code ?? String(response.status), response.status, problem.detail ?? text.slice(0, 200));
  }
  return ((response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text) as R;
}

/** Whether the page is served by a table server: it lists its open tables. */
export async function servedByTables(): Promise<boolean> {
  try {
    const response = await fetch("/v1/tables");
    if (!response.ok) return false;
    const list = (await response.json()) as { tables?: unknown };
    return Array.isArray(list.tables);
  } catch {
    return false;
  }
}

export const tables = {
  presets: () => call<T["PresetsResponse"]>("GET", "/v1/presets"),
  open: () => call<T["TableList"]>("GET", "/v1/tables"),
  info: (id: string) => call<TableInfo>("GET", `/v1/tables/${encodeURIComponent(id)}`),
  create: (body: T["CreateTable"]) => call<T["CreatedTable"]>("POST", "/v1/tables", body),
  take: (id: string, seat: number, body: T["TakeSeat"]) => call<T["SeatGranted"]>("POST", `/v1/tables/${encodeURIComponent(id)}/seats/${seat}`, body),
  history: (id: string) => call<T["History"]>("GET", `/v1/tables/${encodeURIComponent(id)}/history`),
  /** Leaves the seat: before the match it is free again; during it a bot plays it until the person comes back. */
  leave: (id: string, seat: number, credential: string) => call<unknown>("DELETE", `/v1/tables/${encodeURIComponent(id)}/seats/${seat}`, undefined, credential),
  /** Takes the seat over again from the bot that played it. */
  back: (id: string, seat: number, credential: string) => call<unknown>("POST", `/v1/tables/${encodeURIComponent(id)}/seats/${seat}/back`, {}, credential),
  /** The match's record once it is over, else the deals so far: one line of JSON. */
  record: (id: string, deal: number | null) =>
    call<string | object>("GET", deal === null ? `/v1/tables/${encodeURIComponent(id)}/history/match` : `/v1/tables/${encodeURIComponent(id)}/history/deals/${deal}`),
};

// ------------------------------------------------------------------------------------------
// The seat kept in the browser

/**
 * A seat the person holds: its credential (the secret that opens this seat of this table only),
 * the name, the person's client seed for the deal, and, for the table's maker, the invitations to
 * hand out. Kept in `localStorage`, by table, so that a reload, another visit or a new tab of the
 * same browser finds the seat again; the person's own secret, as a cookie would be.
 */
export interface HeldSeat {
  table: string;
  seat: number;
  credential: string;
  name: string;
  seed: string;
  invitations?: T["Invitation"][];
}

const KEY = "poch.seat.";

export function heldSeat(table: string): HeldSeat | null {
  try {
    const text = window.localStorage.getItem(`${KEY}${table}`);
    return text ? (JSON.parse(text) as HeldSeat) : null;
  } catch {
    return null;
  }
}

export function holdSeat(seat: HeldSeat) {
  try {
    window.localStorage.setItem(`${KEY}${seat.table}`, JSON.stringify(seat));
  } catch {
    // The browser keeps nothing: the seat lasts as long as the page.
  }
}

export function releaseSeat(table: string) {
  try {
    window.localStorage.removeItem(`${KEY}${table}`);
  } catch {
    // Nothing was kept.
  }
}

/** A client seed drawn in the browser: 16 random bytes in hex. */
export function drawSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** SHA-256 of a text's UTF-8 bytes, in hex (the commitment of a seed). */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text)));
}

/** SHA-256 of bytes given in hex (a deal seed's commitment). */
export function sha256OfHex(hex: string): string {
  const bytes = new Uint8Array((hex.match(/../g) ?? []).map((b) => parseInt(b, 16)));
  return bytesToHex(sha256(bytes));
}

// ------------------------------------------------------------------------------------------
// The socket

export interface Handlers {
  welcome(message: Extract<ServerMessage, { type: "welcome" }>): void;
  update(message: Extract<ServerMessage, { type: "update" }>): void;
  ack(message: Extract<ServerMessage, { type: "ack" }>): void;
  refused(message: Extract<ServerMessage, { type: "refused" }>): void;
  /** The connection is up (true) or lost and being made again (false). */
  connected(up: boolean): void;
}

/**
 * One table's socket: `hello` with the seat's credential (none for a spectator) and the last
 * `seq` received (0 at first, so that the whole table is told again), then every update in
 * order. An update out of order makes it connect again from the last `seq`; so does a lost
 * connection, after a pause that grows (1, 2, 4 … at most 8 seconds).
 */
export class Link {
  private socket: WebSocket | null = null;
  private closed = false;
  private pause = 1000;
  lastSeq = 0;

  constructor(
    readonly table: string,
    readonly credential: string | null,
    private readonly on: Handlers,
  ) {}

  open() {
    this.closed = false;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${window.location.host}/v1/tables/${encodeURIComponent(this.table)}/socket`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      const hello: ClientMessage = { type: "hello", last_seq: this.lastSeq };
      if (this.credential) hello.credential = this.credential;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (event) => this.receive(String(event.data)));
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.on.connected(false);
      setTimeout(() => {
        if (!this.closed) this.open();
      }, this.pause);
      this.pause = Math.min(8000, this.pause * 2);
    });
  }

  private receive(text: string) {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case "welcome":
        this.pause = 1000;
        // Without the updates since `last_seq`, the welcome is the whole story.
        if (!message.replaying) this.lastSeq = message.table.seq;
        this.on.connected(true);
        this.on.welcome(message);
        break;
      case "update":
        if (message.seq <= this.lastSeq) return;
        if (message.seq !== this.lastSeq + 1) {
          // A gap: the missed updates are asked for again.
          this.socket?.close();
          return;
        }
        this.lastSeq = message.seq;
        this.on.update(message);
        break;
      case "ack":
        this.on.ack(message);
        break;
      case "refused":
        this.on.refused(message);
        break;
      case "bye":
        // The server closes the socket; it is made again from the last `seq`.
        break;
      default:
        break;
    }
  }

  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close() {
    this.closed = true;
    this.socket?.close();
    this.socket = null;
  }
}

/** A move's id (its idempotency key at the table): random, 16 hex digits. */
export function moveId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}
