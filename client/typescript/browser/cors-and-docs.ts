// Drives headless Chromium (playwright-core, the system's Chromium) against a running service:
//
//   node dist/browser/cors-and-docs.js --chromium /usr/bin/chromium --service http://127.0.0.1:B \
//     --allowed-page http://127.0.0.1:A/browser/index.html --refused-page http://127.0.0.1:C/browser/index.html
//
// 1. CORS, allowed: browser/index.html served from an origin the service lists in
//    --cors-origins calls the service (another origin): a match starts, the first legal action
//    is applied, and the mistake made on purpose reaches the page as not_your_turn.
// 2. CORS, refused: the same page from an origin the service does not list: the browser refuses
//    the answer (fetch rejects, and Chromium reports the CORS policy).
// 3. Swagger UI: /docs of the service; for every operation of /openapi.json, Try it out, then
//    Execute with its example, clicked in the page; each answer shown must be 2xx.
//
// Exits 1 on the first check that fails.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { chromium, type BrowserContext, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, check } from "./harness.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Opens the page and waits for page.ts to write its outcome; the console's errors too. */
async function pageOutcome(context: BrowserContext, pageUrl: string, service: string) {
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const url = `${pageUrl}?service=${encodeURIComponent(service)}`;
  await page.goto(url);
  const result = page.locator("#result[data-status]");
  await result.waitFor({ timeout: 30_000 });
  const outcome = { status: await result.getAttribute("data-status"), text: await result.innerText(), consoleErrors };
  await page.close();
  return outcome;
}

async function corsAllowed(context: BrowserContext, pageUrl: string, service: string) {
  const outcome = await pageOutcome(context, pageUrl, service);
  check(outcome.status === "ok", `the page on an allowed origin failed: ${outcome.text} ${outcome.consoleErrors.join(" | ")}`);
  const played = JSON.parse(outcome.text) as { seat: number; action: string; to_act: number | null; refusal: string | null };
  check(played.to_act !== null && played.to_act !== played.seat, `after seat ${played.seat} acted, to_act is ${played.to_act}`);
  check(played.refusal === "not_your_turn", `the mistake reached the page as ${played.refusal}, not not_your_turn`);
  console.log(`cors: allowed origin ${new URL(pageUrl).origin}: seat ${played.seat} played "${played.action}", the mistake was refused with ${played.refusal}`);
}

async function corsRefused(context: BrowserContext, pageUrl: string, service: string) {
  const outcome = await pageOutcome(context, pageUrl, service);
  check(outcome.status === "error", `the page on an origin the service does not list reached it: ${outcome.text}`);
  check(outcome.text.startsWith("TypeError"), `the page failed, but not as a refused fetch: ${outcome.text}`);
  check(
    outcome.consoleErrors.some((text) => text.includes("CORS policy")),
    `no CORS refusal in the console: ${outcome.consoleErrors.join(" | ") || "(nothing)"}`,
  );
  console.log(`cors: origin ${new URL(pageUrl).origin} not listed: the browser refused the answer (${outcome.text})`);
}

/** Expands one operation, clicks Try it out and Execute, and answers the status shown. */
async function tryItOut(page: Page, operationId: string): Promise<string> {
  const block = page.locator(`.opblock[id$="-${operationId}"]`);
  check((await block.count()) === 1, `Swagger UI shows ${await block.count()} blocks for ${operationId}`);
  await block.locator(".opblock-summary-control").click();
  await block.locator("button.try-out__btn").click();
  await block.locator("button.execute").click();
  const status = block.locator(".live-responses-table .response .response-col_status");
  await status.first().waitFor({ timeout: 30_000 });
  const code = (await status.first().innerText()).trim();
  // Collapse it again, so that the next block is where Swagger UI laid it out.
  await block.locator(".opblock-summary-control").click();
  return code;
}

async function swaggerUi(context: BrowserContext, service: string) {
  const document = (await (await fetch(`${service}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, id: op.operationId ?? "" })),
  );
  check(operations.length > 0 && operations.every((op) => op.id !== ""), "an operation of /openapi.json has no operationId");
  const page = await context.newPage();
  await page.goto(`${service}/docs/`);
  await page.locator(".opblock").first().waitFor({ timeout: 30_000 });
  check(
    (await page.locator(".opblock").count()) === operations.length,
    `Swagger UI shows ${await page.locator(".opblock").count()} operations, /openapi.json has ${operations.length}`,
  );
  for (const op of operations) {
    const code = await tryItOut(page, op.id);
    check(/^2\d\d$/.test(code), `Swagger UI: ${op.method.toUpperCase()} ${op.path} (${op.id}) answered ${code}`);
    console.log(`swagger ui: ${op.method.toUpperCase()} ${op.path} (${op.id}): Try it out, Execute -> ${code}`);
  }
  await page.close();
  console.log(`swagger ui: ${operations.length} operations executed from /docs, each answered 2xx`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string", default: "/usr/bin/chromium" },
      service: { type: "string" },
      "allowed-page": { type: "string" },
      "refused-page": { type: "string" },
    },
  });
  const service = values.service?.replace(/\/+$/, "");
  const allowedPage = values["allowed-page"];
  const refusedPage = values["refused-page"];
  if (!service || !allowedPage || !refusedPage) {
    console.error("usage: cors-and-docs.js --service URL --allowed-page URL --refused-page URL [--chromium PATH]");
    return 2;
  }
  const profile = mkdtempSync(join(tmpdir(), "poch-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: values.chromium,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    await corsAllowed(context, allowedPage, service);
    await corsRefused(context, refusedPage, service);
    await swaggerUi(context, service);
  } catch (error) {
    console.error(error instanceof Failure ? `failed: ${error.message}` : error);
    return 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
