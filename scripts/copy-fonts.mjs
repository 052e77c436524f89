// npm run fonts (node scripts/copy-fonts.mjs) — copies the Telugu and Devanagari regular faces (each limited to its
// script; bold is drawn from them, see app/globals.css) from the @fontsource packages into public/fonts, where they are committed.
//
// app/globals.css names them (never preloaded: a device with a face of its own for the script, which
// phones have, downloads nothing). The file names carry the package version: next.config.ts lets
// browsers keep them for a year, so a new version must be a new name (change it in app/globals.css).
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/fonts");
mkdirSync(out, { recursive: true });
for (const [pkg, script] of [["noto-sans-telugu", "telugu"], ["noto-sans-devanagari", "devanagari"]]) {
  const dir = path.join(root, "node_modules/@fontsource", pkg);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const name = `${pkg}-400.v${version}.woff2`;
  copyFileSync(path.join(dir, `files/${pkg}-${script}-400-normal.woff2`), path.join(out, name));
  console.log(`public/fonts/${name}`);
  copyFileSync(path.join(dir, "LICENSE"), path.join(out, `${pkg}.LICENSE.txt`));
}
