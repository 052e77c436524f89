// Renders the home-screen icons in public/icons from app/icon.svg (run after changing the logo):
//   node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "app/icon.svg"), "utf8");
// Maskable: the launcher may cut the icon to a circle, so the paw sits inside the central 60% safe zone
// on a full-bleed background.
const paw = svg
  .match(/<g[\s\S]*<\/g>/)[0]
  .replace('transform="translate(2.4 2.4) scale(0.8)"', 'transform="translate(5.4 5.4) scale(0.55)"');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#c2410c"/>${paw}</svg>`;

const out = (name) => path.join(root, "public/icons", name);
const render = (source, size, name) =>
  sharp(Buffer.from(source), { density: 72 * (size / 24) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));

await render(svg, 192, "icon-192.png");
await render(svg, 512, "icon-512.png");
await render(maskable, 512, "maskable-512.png");
await render(maskable, 180, "apple-touch-icon.png");
// /favicon.ico, which browsers ask for whatever the page links: one 48 px PNG in an ICO container.
const png = await sharp(Buffer.from(svg), { density: 72 * 2 })
  .resize(48, 48)
  .png({ compressionLevel: 9 })
  .toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(48, 6); // width
header.writeUInt8(48, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
writeFileSync(path.join(root, "app/favicon.ico"), Buffer.concat([header, png]));
console.log("icons written to public/icons and app/favicon.ico");
