// npm run fonts (node scripts/copy-fonts.mjs) — copies the Telugu and Devanagari regular faces (each limited to its
// script; bold is drawn from them, see app/globals.css) from the @fontsource packages into public/fonts, where they are committed.
//
// app/globals.css names them (never preloaded: a device with a face of its own for the script, which
// phones have, downloads nothing). The file names carry the package version: next.config.ts lets
// browsers keep them for a year, so a new version must be a new name (change it in app/globals.css).
//
// It also writes the faces the link previews are drawn with (lib/pets/preview.ts) into
// lib/pets/preview-fonts: Latin, Devanagari and Telugu, regular and bold, as TrueType, which the server's
// text renderer (Pango in sharp's libvips) reads; sharp's own libraries load neither of the packages' WOFF
// and WOFF2 files. WOFF 1 is the same tables, each zlib-compressed, so unpacking them gives the TrueType back.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/fonts");
mkdirSync(out, { recursive: true });
for (const [pkg, script] of [
  ["noto-sans-telugu", "telugu"],
  ["noto-sans-devanagari", "devanagari"],
]) {
  const dir = path.join(root, "node_modules/@fontsource", pkg);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const name = `${pkg}-400.v${version}.woff2`;
  copyFileSync(path.join(dir, `files/${pkg}-${script}-400-normal.woff2`), path.join(out, name));
  console.log(`public/fonts/${name}`);
  copyFileSync(path.join(dir, "LICENSE"), path.join(out, `${pkg}.LICENSE.txt`));
}

/** WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the TrueType/OpenType file it was made from. */
function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: woff.readUInt32BE(at),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const stored = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength < t.origLength ? inflateSync(stored) : stored;
    if (data.length !== t.origLength) throw new Error("a WOFF table does not unpack to its length");
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(t.origLength, 12 + i * 16 + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3); // tables start on 4-byte boundaries
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const previewFonts = path.join(root, "lib/pets/preview-fonts");
mkdirSync(previewFonts, { recursive: true });
for (const [pkg, subsets] of [
  ["noto-sans-devanagari", ["latin", "latin-ext", "devanagari"]],
  ["noto-sans-telugu", ["telugu"]],
]) {
  const dir = path.join(root, "node_modules/@fontsource", pkg);
  for (const subset of subsets) {
    for (const weight of [400, 700]) {
      const name = `${pkg}-${subset}-${weight}.ttf`;
      writeFileSync(
        path.join(previewFonts, name),
        woffToSfnt(readFileSync(path.join(dir, `files/${pkg}-${subset}-${weight}-normal.woff`))),
      );
      console.log(`lib/pets/preview-fonts/${name}`);
    }
  }
  copyFileSync(path.join(dir, "LICENSE"), path.join(previewFonts, `${pkg}.LICENSE.txt`));
}
