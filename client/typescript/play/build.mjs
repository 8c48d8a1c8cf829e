// Builds the web table's assets (/play) into a directory, by default the one the service
// compiles in (service/server/assets/play): play.js (main.ts, the client, @fluent/bundle and the
// five catalogues of proto/locales as text, bundled by the pinned esbuild), index.html, play.css
// and favicon.svg as they are, and rules.html, the rules (docs/rules.md) rendered by the pinned
// marked, which the table links to, so that they are read offline too; and guide-<lang>.html,
// the rules for players (docs/players/<lang>.md) in each language. The output is
// deterministic, so that CI can rebuild it and compare with what is committed.
//
//   node play/build.mjs [OUT_DIR]
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { deflateSync } from "node:zlib";

import { build } from "esbuild";
import { Marked } from "marked";

/** The languages of the catalogues (play/messages.ts's LOCALES), each with its rules for players. */
const LANGUAGES = ["en", "de", "nl", "nb", "fi"];

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const out = resolve(process.argv[2] ?? join(root, "service/server/assets/play"));
mkdirSync(out, { recursive: true });
// The seats a table of people may have (CreateTable's `seats` in the table server's document).
const seats = JSON.parse(readFileSync(join(root, "service/tables/openapi.json"), "utf8")).components.schemas.CreateTable.properties.seats;
if (!Number.isInteger(seats.minItems) || !Number.isInteger(seats.maxItems)) throw new Error("service/tables/openapi.json: CreateTable.seats has no minItems and maxItems");
await build({
  define: {
    __SEATS__: JSON.stringify({ min: seats.minItems, max: seats.maxItems }),
  },
  entryPoints: [join(here, "main.ts")],
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: true,
  legalComments: "none",
  charset: "utf8",
  loader: { ".ftl": "text" },
  outfile: join(out, "play.js"),
  logLevel: "warning",
});
for (const file of ["index.html", "play.css", "favicon.svg"]) copyFileSync(join(here, file), join(out, file));
writeFileSync(join(out, "favicon.ico"), faviconIco());
writeFileSync(join(out, "rules.html"), rulesPage(readFileSync(join(root, "docs/rules.md"), "utf8")));
// The rules for players, a page a language (docs/players/<lang>.md), served at /play/guide/<lang>.
for (const lang of LANGUAGES) {
  writeFileSync(join(out, `guide-${lang}.html`), guidePage(lang, readFileSync(join(root, "docs/players", `${lang}.md`), "utf8")));
}

/**
 * favicon.svg's club on green, drawn at 32×32 (4×4 samples a pixel) into a PNG inside an ICO,
 * for `/favicon.ico`, which browsers ask for on every page.
 */
function faviconIco() {
  const size = 32;
  const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  const white = (x, y) =>
    inCircle(x, y, 16, 10, 5.5) ||
    inCircle(x, y, 10, 18, 5.5) ||
    inCircle(x, y, 22, 18, 5.5) ||
    (y >= 17 && y <= 28 && Math.abs(x - 16) <= 1.5 + ((y - 17) / 11) * 2);
  const inSquare = (x, y) => {
    const r = 6;
    const cx = Math.min(Math.max(x, r), size - r);
    const cy = Math.min(Math.max(y, r), size - r);
    return inCircle(x, y, cx, cy, r);
  };
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = [0]; // filter: none
    for (let px = 0; px < size; px++) {
      let card = 0;
      let ink = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const x = px + (sx + 0.5) / 4;
          const y = py + (sy + 0.5) / 4;
          if (inSquare(x, y)) {
            card++;
            if (white(x, y)) ink++;
          }
        }
      }
      const t = card === 0 ? 0 : ink / card;
      // #0b5d2e under white, by coverage.
      const mix = (green) => Math.round(green + (255 - green) * t);
      row.push(mix(0x0b), mix(0x5d), mix(0x2e), Math.round((card / 16) * 255));
    }
    rows.push(...row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // an icon
  dir.writeUInt16LE(1, 4); // one image
  dir.set([size, size, 0, 0], 6);
  dir.writeUInt16LE(1, 10); // planes
  dir.writeUInt16LE(32, 12); // bits a pixel
  dir.writeUInt32LE(png.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, png]);
}

/**
 * The rules as a page of their own: each section heading with an anchor, a table of contents of
 * the sections, and links to other files of the repository written as plain text (the page
 * stands alone).
 */
function rulesPage(markdown) {
  const slugs = new Map();
  const slug = (text) => {
    const base =
      text
        .toLowerCase()
        .replace(/<[^>]+>/g, "")
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-|-$/g, "") || "section";
    const seen = slugs.get(base) ?? 0;
    slugs.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen}`;
  };
  const sections = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const id = slug(text);
        if (depth === 2) sections.push({ id, text });
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (/^(https?:|#)/.test(href)) return `<a href="${href}">${text}</a>`;
        return text;
      },
    },
  });
  let tables = 0;
  // A wide table scrolls in a region of its own (reached by the keyboard), not the whole page.
  const body = marked
    .parse(markdown)
    .replace(/<table>/g, () => `<div class="wide" tabindex="0" role="region" aria-label="Table ${++tables}"><table>`)
    .replace(/<\/table>/g, "</table></div>");
  const contents = sections.map((s) => `<li><a href="#${s.id}">${s.text}</a></li>`).join("\n");
  const split = body.indexOf("</h1>") + "</h1>".length;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Poch: the rules</title>
    <link rel="icon" href="/play/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/play/play.css" />
  </head>
  <body class="rules">
    <header><p><a href="/play">← Poch: the table</a></p></header>
    <main>
${body.slice(0, split)}
      <nav aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ol>
${contents}
      </ol></nav>
${body.slice(split)}
    </main>
  </body>
</html>
`;
}

/**
 * The rules for players in one language: the Markdown of docs/players/<lang>.md as a page, its
 * links to the other languages' pages and to the table kept, other links to files of the
 * repository written as text. Its first line is the page's title.
 */
function guidePage(lang, markdown) {
  const marked = new Marked({
    gfm: true,
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (/^(https?:|#|\/play)/.test(href)) return `<a href="${href}">${text}</a>`;
        return text;
      },
    },
  });
  const title = (markdown.match(/^# (.+)$/m)?.[1] ?? "Poch").replace(/[<>&"]/g, "");
  const others = LANGUAGES.filter((l) => l !== lang)
    .map((l) => `<a href="/play/guide/${l}" hreflang="${l}" lang="${l}">${l}</a>`)
    .join(" · ");
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="/play/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/play/play.css" />
  </head>
  <body class="rules guide">
    <header><p><a href="/play?lang=${lang}">← Poch</a> · ${others}</p></header>
    <main>
${marked.parse(markdown)}
    </main>
  </body>
</html>
`;
}
