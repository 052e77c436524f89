// Renders the home-screen icons in public/icons from app/icon.svg (run after changing the logo):
//   node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "app/icon.svg"), "utf8");
// Maskable: the launcher may cut the icon to a circle, so the paw sits inside the central 60% safe zone
// on a full-bleed background.
const paw = svg.match(/<g[\s\S]*<\/g>/)[0].replace('transform="translate(2.4 2.4) scale(0.8)"', 'transform="translate(5.4 5.4) scale(0.55)"');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#c2410c"/>${paw}</svg>`;

const out = (name) => path.join(root, "public/icons", name);
const render = (source, size, name) => sharp(Buffer.from(source), { density: 72 * (size / 24) }).resize(size, size).png({ compressionLevel: 9 }).toFile(out(name));

await render(svg, 192, "icon-192.png");
await render(svg, 512, "icon-512.png");
await render(maskable, 512, "maskable-512.png");
await render(maskable, 180, "apple-touch-icon.png");
console.log("icons written to public/icons");
