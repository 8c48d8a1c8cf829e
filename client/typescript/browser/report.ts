// Opens a page of `poch report` in headless Chromium (playwright-core, the system's Chromium), as
// a reader would, from its file and with the network cut off:
//
//   node dist/browser/report.js --chromium /usr/bin/chromium --report report.html [--screenshot shot.png]
//
// 1. Offline: every request but the file itself is refused, and none is made (the page holds
//    its styles and its charts).
// 2. No console error and no page error.
// 3. Every chart (an SVG image) is named by its caption and described by a table in the same
//    figure: a caption, column and row headers with their scope, one row per category of the
//    chart, and in every cell a number with its 95 % interval, or a dash where there is none.
//    The chart draws one bar per number of its table, in the colour of the table's column (its
//    header's swatch), and its legend's swatch of that colour.
// 4. axe-core finds no violation, at desktop and at phone size; at phone size nothing scrolls
//    sideways.
//
// Exits 1 on the first check that fails.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { chromium, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, axe, check } from "./harness.js";


/** What a chart and its table say, read in the page. */
interface Chart {
  id: string;
  name: string;
  tableId: string | null;
  tableInFigure: boolean;
  caption: string;
  categories: number;
  rows: number;
  rowHeaders: number;
  columns: string[];
  columnScopes: string[];
  cells: string[][];
  /** Per column of figures: its colour (the swatch in its header), and the bars of that colour in the SVG. */
  bars: { colour: string; count: number }[];
}

async function charts(page: Page): Promise<Chart[]> {
  return page.evaluate(() => {
    const text = (id: string | null) => (id ? (document.getElementById(id)?.textContent ?? "").trim() : "");
    const hex = (css: string) => {
      const m = css.match(/\d+/g);
      return m ? "#" + m.slice(0, 3).map((v) => Number(v).toString(16).padStart(2, "0")).join("") : css;
    };
    return Array.from(document.querySelectorAll("svg[role=img]")).map((svg) => {
      const figure = svg.closest("figure");
      const tableId = svg.getAttribute("aria-describedby");
      const table = tableId ? document.getElementById(tableId) : null;
      const legend = table ? Array.from(table.querySelectorAll("thead th .swatch")) : [];
      const fills = Array.from(svg.querySelectorAll("rect")).map((r) => (r.getAttribute("fill") ?? "").toLowerCase());
      return {
        id: figure?.id ?? "",
        name: text(svg.getAttribute("aria-labelledby")),
        tableId,
        tableInFigure: !!table && !!figure && figure.contains(table) && table.tagName === "TABLE",
        caption: (table?.querySelector("caption")?.textContent ?? "").trim(),
        categories: Number(svg.getAttribute("data-categories")),
        rows: table ? table.querySelectorAll("tbody tr").length : 0,
        rowHeaders: table ? table.querySelectorAll("tbody th[scope=row]").length : 0,
        columns: table ? Array.from(table.querySelectorAll("thead th")).map((th) => (th.textContent ?? "").trim()) : [],
        columnScopes: table ? Array.from(table.querySelectorAll("thead th")).map((th) => th.getAttribute("scope") ?? "") : [],
        cells: table
          ? Array.from(table.querySelectorAll("tbody tr")).map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim()))
          : [],
        bars: legend.map((swatch) => {
          const colour = hex(getComputedStyle(swatch).backgroundColor);
          return { colour, count: fills.filter((f) => f === colour).length };
        }),
      };
    });
  });
}

const FIGURE = /^[+-]?\d+\.\d+ \[(no interval|[+-]?\d+\.\d+, [+-]?\d+\.\d+)\]$/;

function checkChart(c: Chart) {
  const where = `chart ${c.id}`;
  check(c.name.length > 20, `${where}: its image has no name (aria-labelledby): "${c.name}"`);
  check(c.tableId !== null && c.tableInFigure, `${where}: no table of its numbers beside it in its figure`);
  check(c.caption.length > 0, `${where}: its table has no caption`);
  check(c.categories > 0 && c.rows === c.categories, `${where}: ${c.categories} categories drawn, ${c.rows} rows in the table`);
  check(c.rowHeaders === c.rows, `${where}: ${c.rows - c.rowHeaders} rows without a row header`);
  check(c.columnScopes.every((s) => s === "col"), `${where}: a column header without scope=col`);
  const reading = c.columns[c.columns.length - 1] === "Reading";
  const figures = c.columns.length - 1 - (reading ? 1 : 0);
  check(figures >= 1 && c.bars.length === figures, `${where}: ${c.bars.length} coloured column headers for ${figures} columns of figures`);
  for (const row of c.cells) {
    check(row.length === c.columns.length - 1, `${where}: a row of ${row.length} cells under ${c.columns.length} headers`);
    for (const cell of row.slice(0, figures)) {
      check(cell === "—" || FIGURE.test(cell), `${where}: the cell "${cell}" is neither a figure with its interval nor a dash`);
    }
  }
  c.bars.forEach((bar, j) => {
    const numbers = c.cells.filter((row) => row[j] !== "—").length;
    // The bars, and the swatch of the chart's own legend.
    check(bar.count === numbers + 1, `${where}: ${bar.count - 1} bars of ${bar.colour} for ${numbers} figures of its table's column ${j + 1}`);
  });
}

/** The tags the report's page is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function main() {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string" },
      report: { type: "string" },
      screenshot: { type: "string" },
    },
  });
  check(!!values.chromium && !!values.report, "usage: report.js --chromium PATH --report FILE.html [--screenshot FILE.png]");
  const url = pathToFileURL(resolve(values.report)).href;
  const profile = mkdtempSync(join(tmpdir(), "poch-report-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: values.chromium,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.route("**/*", (route) => {
      const asked = route.request().url();
      if (asked === url) return route.continue();
      requests.push(asked);
      return route.abort();
    });
    await page.goto(url);
    await page.waitForLoadState("load");
    check(requests.length === 0, `the page asked for what it does not hold: ${requests.join(", ")}`);

    const found = await charts(page);
    check(found.length >= 13, `${found.length} charts; the report draws at least 13`);
    found.forEach(checkChart);
    const ids = new Set(found.map((c) => c.id));
    check(ids.size === found.length, "two charts share an id");
    await axe(page, "desktop", AXE_TAGS);
    if (values.screenshot) {
      await page.screenshot({ path: values.screenshot, fullPage: false });
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(sideways <= 0, `at 390 px the page scrolls ${sideways} px sideways`);
    await axe(page, "phone", AXE_TAGS);
    check(errors.length === 0, `console or page errors: ${errors.join(" | ")}`);
    const differences = found.filter((c) => c.columns[c.columns.length - 1] === "Reading").length;
    console.log(
      `report: ${found.length} charts (${differences} of differences), each named and beside a table of its numbers, ` +
        `opened offline with no console error; axe-core: no violation at 1280 and 390 px`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Failure ? `report: ${error.message}` : error);
  process.exit(1);
});
