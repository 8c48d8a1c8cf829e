// Builds the web table's assets (/play) into a directory, by default the one the service
// compiles in (service/server/assets/play): play.js (main.ts, the client, @fluent/bundle and the
// five catalogues of proto/locales as text, bundled by the pinned esbuild), index.html and
// play.css as they are. The output is deterministic, so that
// CI can rebuild it and compare with what is committed.
//
//   node play/build.mjs [OUT_DIR]
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "../../../service/server/assets/play"));
mkdirSync(out, { recursive: true });
await build({
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
for (const file of ["index.html", "play.css"]) copyFileSync(join(here, file), join(out, file));
