#!/usr/bin/env node
// Renders the demo listing photos: flat vector illustrations of pets (SVG, drawn here in code) turned
// into 1200×900 WebP files in prisma/demo/photos/<slug>.webp with sharp. Nothing is downloaded: every
// picture is built from the shapes below, so the output is deterministic and the repository stays small.
//
//   node prisma/demo/make-photos.mjs                      # all photos
//   node prisma/demo/make-photos.mjs --only pug,beagle-2  # some of them
//   node prisma/demo/make-photos.mjs --png /tmp/preview   # also write PNG copies (for looking at them)
import { mkdir, writeFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.join(here, "photos");
const W = 1200;
const H = 900;

// ───────────────────────────── helpers ─────────────────────────────

const f = (n) => (Math.round(n * 10) / 10).toString();
let idCounter = 0;
const uid = (p = "i") => `${p}${++idCounter}`;

const toRgb = (h) => {
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c) =>
  "#" +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
const mix = (a, b, t) => {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
};
const lum = (c) => {
  const [r, g, b] = toRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};
/** A line colour that shows on the given fill: darker on light colours, lighter on dark ones. */
const edge = (c, t = 0.3) => (lum(c) < 0.25 ? mix(c, "#ffffff", t * 0.6) : mix(c, "#000000", t));
const light = (c, t) => mix(c, "#ffffff", t);
const dark = (c, t) => mix(c, "#000000", t);

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function rng(seed) {
  let h = 1779033703 ^ seed.length;
  for (const ch of seed) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A furry outline around an ellipse: n swirling tufts that stick out by `spike`. */
function fur(cx, cy, rx, ry, n, spike, rot = 0, curl = 0.3) {
  const at = (a, extra) => [cx + (rx + extra) * Math.cos(a), cy + (ry + extra) * Math.sin(a)];
  const step = (Math.PI * 2) / n;
  let d = "";
  for (let i = 0; i < n; i++) {
    const a0 = rot + i * step;
    const a1 = a0 + step;
    const am = a0 + step * (0.5 + curl);
    const b0 = at(a0, 0);
    const c1 = at((a0 + am) / 2, spike * 0.8);
    const t = at(am, spike);
    const c2 = at((am + a1) / 2, spike * 0.15);
    const b1 = at(a1, 0);
    if (i === 0) d += `M${f(b0[0])},${f(b0[1])}`;
    d += ` Q${f(c1[0])},${f(c1[1])} ${f(t[0])},${f(t[1])} Q${f(c2[0])},${f(c2[1])} ${f(b1[0])},${f(b1[1])}`;
  }
  return d + "Z";
}

const mirror = (inner) => `${inner}<g transform="scale(-1,1)">${inner}</g>`;
const clipped = (shapeD, inner) => {
  const id = uid("c");
  return `<defs><clipPath id="${id}"><path d="${shapeD}"/></clipPath></defs><g clip-path="url(#${id})">${inner}</g>`;
};
const ellipseD = (cx, cy, rx, ry) =>
  `M${f(cx - rx)},${f(cy)} a${f(rx)},${f(ry)} 0 1 0 ${f(2 * rx)},0 a${f(rx)},${f(ry)} 0 1 0 ${f(-2 * rx)},0Z`;
const linGrad = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("")}</linearGradient>`;

/** Soft contact shadow on the ground. */
function groundShadow(cx, cy, rx, ry = rx * 0.13, opacity = 0.22) {
  const id = uid("sh");
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#2a1f1a" stop-opacity="${opacity}"/><stop offset="0.7" stop-color="#2a1f1a" stop-opacity="${opacity * 0.5}"/><stop offset="1" stop-color="#2a1f1a" stop-opacity="0"/></radialGradient></defs><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`;
}

/** A glossy eye. iris: null → dark brown eye; a colour → coloured iris with a round pupil. */
function eye(x, y, r, iris = null) {
  let s = "";
  if (!iris) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#2b1d16"/>`;
  else
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${iris}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="#1a1412"/>`;
  s += `<circle cx="${f(x - r * 0.32)}" cy="${f(y - r * 0.36)}" r="${f(r * 0.34)}" fill="#fff"/><circle cx="${f(x + r * 0.34)}" cy="${f(y + r * 0.3)}" r="${f(r * 0.13)}" fill="#fff" opacity=".8"/>`;
  return s;
}

const whiskers = (x, y, dir, color, len = 110, w = 2.5, op = 0.75) =>
  [-14, 0, 14]
    .map(
      (dy, i) =>
        `<path d="M${f(x)},${f(y + dy * 0.35)} Q${f(x + dir * len * 0.5)},${f(y + dy - 6)} ${f(x + dir * len)},${f(y + dy * 2.2 + (i - 1) * 4)}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" opacity="${op}"/>`,
    )
    .join("");

// ───────────────────────────── scenes ─────────────────────────────
// Each scene returns { back, front }: the animal is drawn between the two.

function meadow(o) {
  const r = rng(o.seed ?? "meadow");
  const sky = uid("sky");
  const gy = o.groundY ?? 640;
  let back = `<defs>${linGrad(sky, [
    [0, o.sky[0]],
    [1, o.sky[1]],
  ])}</defs><rect width="${W}" height="${H}" fill="url(#${sky})"/>`;
  if (o.sun) {
    const [sx, sy] = o.sun;
    back += `<circle cx="${sx}" cy="${sy}" r="120" fill="#fff" opacity=".18"/><circle cx="${sx}" cy="${sy}" r="85" fill="#fff" opacity=".2"/><circle cx="${sx}" cy="${sy}" r="58" fill="${o.sunColor ?? "#FFF1BF"}"/>`;
  }
  if (o.snow) {
    for (let i = 0; i < 70; i++)
      back += `<circle cx="${f(r() * W)}" cy="${f(r() * gy)}" r="${f(2 + r() * 5)}" fill="#fff" opacity="${f(0.45 + r() * 0.4)}"/>`;
  }
  for (const [cx, cy, s] of o.clouds ?? []) {
    back += `<g transform="translate(${cx},${cy}) scale(${s})" fill="#fff" opacity=".85"><ellipse cx="0" cy="0" rx="70" ry="30"/><ellipse cx="-45" cy="8" rx="48" ry="24"/><ellipse cx="50" cy="8" rx="55" ry="24"/><ellipse cx="10" cy="-22" rx="42" ry="30"/></g>`;
  }
  if (o.mountains) {
    back += `<path d="M0,${gy - 120} L170,${gy - 330} L300,${gy - 200} L470,${gy - 390} L640,${gy - 170} L800,${gy - 320} L980,${gy - 150} L1100,${gy - 260} L1200,${gy - 180} L1200,${gy} L0,${gy}Z" fill="${o.mountains}"/>`;
    back += `<path d="M420,${gy - 330} L470,${gy - 390} L522,${gy - 328} L500,${gy - 318} L470,${gy - 340} L445,${gy - 318}Z M140,${gy - 290} L170,${gy - 330} L205,${gy - 282} L170,${gy - 298}Z M770,${gy - 285} L800,${gy - 320} L836,${gy - 276} L800,${gy - 292}Z" fill="#fff" opacity=".9"/>`;
  }
  back += `<path d="M0,${gy - 70} C220,${gy - 150} 420,${gy - 100} 640,${gy - 80} C860,${gy - 60} 1000,${gy - 150} 1200,${gy - 110} L1200,${H} L0,${H}Z" fill="${o.hills[0]}"/>`;
  if (o.trees) {
    for (const [tx, ts] of o.trees) {
      back += `<g transform="translate(${tx},${gy - 60}) scale(${ts})"><rect x="-12" y="-150" width="24" height="160" rx="8" fill="${o.trunk ?? "#8a6a4f"}"/><circle cx="0" cy="-200" r="95" fill="${o.treeColor ?? dark(o.hills[0], 0.12)}"/><circle cx="-60" cy="-150" r="65" fill="${o.treeColor ?? dark(o.hills[0], 0.12)}"/><circle cx="65" cy="-150" r="62" fill="${o.treeColor ?? dark(o.hills[0], 0.12)}"/><circle cx="-25" cy="-240" r="45" fill="${light(o.treeColor ?? dark(o.hills[0], 0.12), 0.15)}"/></g>`;
    }
  }
  if (o.fence) {
    const fc = o.fence;
    back += `<rect x="0" y="${gy - 120}" width="${W}" height="14" fill="${dark(fc, 0.08)}"/><rect x="0" y="${gy - 60}" width="${W}" height="14" fill="${dark(fc, 0.08)}"/>`;
    for (let x = 10; x < W; x += 62)
      back += `<path d="M${x},${gy} L${x},${gy - 150} L${x + 19},${gy - 172} L${x + 38},${gy - 150} L${x + 38},${gy}Z" fill="${fc}"/>`;
  }
  back += `<path d="M0,${gy} C300,${gy - 30} 800,${gy - 30} 1200,${gy + 5} L1200,${H} L0,${H}Z" fill="${o.hills[1]}"/>`;
  // distant flowers and grass tufts
  const fl = o.flowers ?? ["#fff", "#FFD75E", "#F59AB5"];
  for (let i = 0; i < (o.flowerCount ?? 26); i++) {
    const x = r() * W;
    const y = gy + 10 + r() * (H - gy - 20);
    if (Math.abs(x - 600) < 330 && y > gy + 60 && y < 850) continue;
    const c = fl[Math.floor(r() * fl.length)];
    const s = 0.6 + ((y - gy) / (H - gy)) * 0.9;
    back += `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})"><circle cx="-6" cy="0" r="6" fill="${c}"/><circle cx="6" cy="0" r="6" fill="${c}"/><circle cx="0" cy="-6" r="6" fill="${c}"/><circle cx="0" cy="6" r="6" fill="${c}"/><circle r="4" fill="#F4B73F"/></g>`;
  }
  for (let i = 0; i < 18; i++) {
    const x = r() * W;
    const y = gy + 20 + r() * (H - gy - 40);
    back += tuft(x, y, dark(o.hills[1], 0.12), 0.6 + r() * 0.6);
  }
  let front = "";
  for (let x = -10; x < W + 20; x += 26 + r() * 20) front += tuft(x, H + 6, dark(o.hills[1], 0.2 + r() * 0.08), 1 + r() * 0.8);
  return { back, front };
}

function tuft(x, y, color, s = 1) {
  return `<path transform="translate(${f(x)},${f(y)}) scale(${f(s)})" d="M-14,0 Q-16,-20 -24,-34 Q-8,-22 -4,0Z M-5,0 Q-2,-30 2,-46 Q8,-26 6,0Z M4,0 Q14,-18 26,-30 Q18,-12 14,0Z" fill="${color}"/>`;
}

function room(o) {
  const r = rng(o.seed ?? "room");
  const fy = o.floorY ?? 660;
  const wg = uid("wall");
  let back = `<defs>${linGrad(wg, [
    [0, o.wall],
    [1, light(o.wall, 0.25)],
  ])}</defs><rect width="${W}" height="${fy}" fill="url(#${wg})"/>`;
  if (o.pattern === "dots") {
    for (let y = 40; y < fy - 30; y += 70)
      for (let x = ((y / 70) % 2) * 45 + 20; x < W; x += 90)
        back += `<circle cx="${x}" cy="${y}" r="7" fill="${o.accent ?? light(o.wall, 0.35)}" opacity=".7"/>`;
  } else if (o.pattern === "stripes") {
    for (let x = 0; x < W; x += 80)
      back += `<rect x="${x}" y="0" width="36" height="${fy}" fill="${o.accent ?? light(o.wall, 0.2)}" opacity=".55"/>`;
  } else if (o.pattern === "leaves") {
    for (let i = 0; i < 34; i++) {
      const x = r() * W;
      const y = 30 + r() * (fy - 120);
      back += `<path transform="translate(${f(x)},${f(y)}) rotate(${f(r() * 360)})" d="M0,0 Q12,-16 0,-34 Q-12,-16 0,0Z" fill="${o.accent ?? light(o.wall, 0.3)}" opacity=".6"/>`;
    }
  }
  if (o.window) {
    const wx = o.window === "left" ? 70 : 820;
    back += `<rect x="${wx - 14}" y="96" width="338" height="372" rx="14" fill="#fff" opacity=".95"/><rect x="${wx}" y="110" width="310" height="344" rx="8" fill="${o.sky ?? "#BFE3F5"}"/>`;
    back += `<circle cx="${wx + 230}" cy="190" r="34" fill="#FFF3C8"/><path d="M${wx},380 C${wx + 90},330 ${wx + 180},350 ${wx + 310},320 L${wx + 310},454 L${wx},454Z" fill="#A8D59A"/><path d="M${wx},420 C${wx + 110},390 ${wx + 200},410 ${wx + 310},390 L${wx + 310},454 L${wx},454Z" fill="#8BC47E"/>`;
    back += `<rect x="${wx + 149}" y="110" width="12" height="344" fill="#fff"/><rect x="${wx}" y="276" width="310" height="12" fill="#fff"/><rect x="${wx - 30}" y="462" width="370" height="20" rx="6" fill="#fff"/>`;
    back += `<path d="M${wx - 40},80 L${wx + 40},80 C${wx + 30},220 ${wx + 50},360 ${wx + 10},470 L${wx - 40},470Z" fill="${o.curtain ?? "#F2A7A0"}"/><path d="M${wx + 350},80 L${wx + 270},80 C${wx + 280},220 ${wx + 260},360 ${wx + 300},470 L${wx + 350},470Z" fill="${o.curtain ?? "#F2A7A0"}"/><rect x="${wx - 60}" y="70" width="430" height="14" rx="7" fill="${dark(o.curtain ?? "#F2A7A0", 0.3)}"/>`;
  }
  if (o.frame) {
    const fx = o.frame === "left" ? 120 : 880;
    back += `<rect x="${fx}" y="150" width="200" height="160" rx="6" fill="#fff"/><rect x="${fx + 14}" y="164" width="172" height="132" fill="${o.frameArt ?? "#F7D9A8"}"/><circle cx="${fx + 70}" cy="225" r="28" fill="${dark(o.frameArt ?? "#F7D9A8", 0.15)}"/><path d="M${fx + 14},296 L${fx + 80},240 L${fx + 120},275 L${fx + 150},250 L${fx + 186},296Z" fill="${dark(o.frameArt ?? "#F7D9A8", 0.3)}"/>`;
  }
  if (o.shelf) {
    const sx = o.shelf === "left" ? 90 : 830;
    back += `<rect x="${sx}" y="250" width="280" height="16" rx="4" fill="#B98A62"/><rect x="${sx + 20}" y="186" width="40" height="64" rx="4" fill="#6FA5C9"/><rect x="${sx + 64}" y="196" width="34" height="54" rx="4" fill="#E9B949"/><rect x="${sx + 102}" y="178" width="30" height="72" rx="4" fill="#D9736A"/><path d="M${sx + 190},250 L${sx + 200},212 L${sx + 250},212 L${sx + 260},250Z" fill="#E8876F"/><path d="M${sx + 225},212 C${sx + 200},170 ${sx + 190},160 ${sx + 180},150 M${sx + 225},212 C${sx + 230},160 ${sx + 240},150 ${sx + 262},140 M${sx + 225},212 C${sx + 215},180 ${sx + 222},165 ${sx + 226},140" stroke="#5E9D5A" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  // skirting + floor
  back += `<rect x="0" y="${fy - 18}" width="${W}" height="20" fill="${o.skirting ?? "#fff"}" opacity=".9"/>`;
  const fg = uid("floor");
  back += `<defs>${linGrad(fg, [
    [0, o.floor],
    [1, dark(o.floor, 0.08)],
  ])}</defs><rect x="0" y="${fy}" width="${W}" height="${H - fy}" fill="url(#${fg})"/>`;
  if (o.planks)
    for (let y = fy + 40, k = 0; y < H; y += 46 + k * 8, k++)
      back += `<rect x="0" y="${y}" width="${W}" height="3" fill="${dark(o.floor, 0.12)}" opacity=".6"/>`;
  if (o.plant) {
    const px = o.plant === "left" ? 150 : 1050;
    back += plant(px, fy + 30, o.pot ?? "#D9825B");
  }
  if (o.rug) {
    back += `<ellipse cx="600" cy="${o.rugY ?? 815}" rx="${o.rugRx ?? 420}" ry="${o.rugRy ?? 70}" fill="${dark(o.rug, 0.12)}"/><ellipse cx="600" cy="${(o.rugY ?? 815) - 6}" rx="${(o.rugRx ?? 420) - 8}" ry="${(o.rugRy ?? 70) - 6}" fill="${o.rug}"/><ellipse cx="600" cy="${(o.rugY ?? 815) - 6}" rx="${(o.rugRx ?? 420) - 40}" ry="${(o.rugRy ?? 70) - 18}" fill="none" stroke="${light(o.rug, 0.35)}" stroke-width="6" stroke-dasharray="18 12"/>`;
  }
  return { back, front: "" };
}

function plant(x, y, pot) {
  let s = `<g transform="translate(${x},${y})">`;
  const leaves = [
    [-70, -150, -35],
    [-30, -200, -12],
    [20, -210, 10],
    [60, -160, 35],
    [-50, -100, -60],
    [50, -100, 60],
    [0, -160, 0],
  ];
  for (const [lx, ly, a] of leaves)
    s += `<path transform="translate(${lx * 0.3},-90) rotate(${a})" d="M0,0 C-30,${ly * 0.4} -18,${ly * 0.8} 0,${ly} C18,${ly * 0.8} 30,${ly * 0.4} 0,0Z" fill="${a % 20 === 0 ? "#4E9A5A" : "#5FAE68"}"/>`;
  s += `<path d="M-60,-100 L60,-100 L46,0 L-46,0Z" fill="${pot}"/><rect x="-66" y="-112" width="132" height="22" rx="6" fill="${dark(pot, 0.12)}"/></g>`;
  return s;
}

function studio(o) {
  const r = rng(o.seed ?? "studio");
  const rg = uid("st");
  let back = `<defs><radialGradient id="${rg}" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${light(o.bg, 0.45)}"/><stop offset="1" stop-color="${o.bg}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#${rg})"/>`;
  const fy = o.floorY ?? 700;
  back += `<path d="M0,${fy} C300,${fy - 40} 900,${fy - 40} 1200,${fy} L1200,${H} L0,${H}Z" fill="${o.floor ?? dark(o.bg, 0.08)}"/>`;
  const deco = o.deco ?? "dots";
  for (let i = 0; i < 22; i++) {
    const x = r() * W;
    const y = 40 + r() * (fy - 120);
    if (Math.abs(x - 600) < 250 && y > 120) continue;
    const c = (o.decoColors ?? ["#fff"])[i % (o.decoColors ?? ["#fff"]).length];
    if (deco === "dots") back += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + r() * 16)}" fill="${c}" opacity=".45"/>`;
    else if (deco === "paws") back += pawPrint(x, y, 0.6 + r() * 0.6, r() * 60 - 30, c);
    else if (deco === "stars")
      back += `<path transform="translate(${f(x)},${f(y)}) scale(${f(0.6 + r() * 0.8)})" d="M0,-16 L4,-4 L16,0 L4,4 L0,16 L-4,4 L-16,0 L-4,-4Z" fill="${c}" opacity=".7"/>`;
    else if (deco === "hearts")
      back += `<path transform="translate(${f(x)},${f(y)}) scale(${f(0.6 + r() * 0.7)}) rotate(${f(r() * 40 - 20)})" d="M0,10 C-22,-6 -14,-22 0,-12 C14,-22 22,-6 0,10Z" fill="${c}" opacity=".6"/>`;
  }
  let front = "";
  if (o.bed) {
    const { cx = 600, cy = 800, rx = 330, color } = o.bed;
    back += `<ellipse cx="${cx}" cy="${cy - 30}" rx="${rx}" ry="${rx * 0.3}" fill="${dark(color, 0.1)}"/><ellipse cx="${cx}" cy="${cy - 34}" rx="${rx - 50}" ry="${rx * 0.2}" fill="${o.bed.inner ?? light(color, 0.55)}"/>`;
    front += `<path d="M${cx - rx},${cy - 30} C${cx - rx},${cy + rx * 0.28} ${cx + rx},${cy + rx * 0.28} ${cx + rx},${cy - 30} C${cx + rx - 40},${cy + rx * 0.07} ${cx - rx + 40},${cy + rx * 0.07} ${cx - rx},${cy - 30}Z" fill="${color}"/>`;
    front += `<path d="M${cx - rx + 30},${cy - 14} C${cx - rx / 2},${cy + rx * 0.12} ${cx + rx / 2},${cy + rx * 0.12} ${cx + rx - 30},${cy - 14}" fill="none" stroke="${light(color, 0.3)}" stroke-width="6" stroke-dasharray="16 12" stroke-linecap="round"/>`;
  }
  if (o.ball) {
    const [bx, by, bc] = o.ball;
    back +=
      groundShadow(bx, by + 34, 46, 10, 0.25) +
      `<circle cx="${bx}" cy="${by}" r="38" fill="${bc}"/><path d="M${bx - 36},${by - 8} C${bx - 10},${by + 8} ${bx + 10},${by - 20} ${bx + 36},${by - 6}" stroke="#fff" stroke-width="7" fill="none"/><circle cx="${bx - 14}" cy="${by - 16}" r="8" fill="#fff" opacity=".5"/>`;
  }
  if (o.bone) {
    const [bx, by, rot] = o.bone;
    back += `<g transform="translate(${bx},${by}) rotate(${rot})"><rect x="-42" y="-9" width="84" height="18" rx="6" fill="#F8F1E3"/><circle cx="-44" cy="-10" r="13" fill="#F8F1E3"/><circle cx="-44" cy="10" r="13" fill="#F8F1E3"/><circle cx="44" cy="-10" r="13" fill="#F8F1E3"/><circle cx="44" cy="10" r="13" fill="#F8F1E3"/></g>`;
  }
  if (o.yarn) {
    const [yx, yy, yc] = o.yarn;
    back +=
      groundShadow(yx, yy + 36, 50, 10, 0.25) +
      `<circle cx="${yx}" cy="${yy}" r="40" fill="${yc}"/>` +
      [-20, -5, 10, 25]
        .map(
          (d) =>
            `<path d="M${yx - 36},${yy + d * 0.4} C${yx - 10},${yy + d - 20} ${yx + 10},${yy + d - 10} ${yx + 36},${yy + d * 0.6 - 10}" stroke="${dark(yc, 0.18)}" stroke-width="4" fill="none"/>`,
        )
        .join("") +
      `<path d="M${yx + 30},${yy + 28} C${yx + 80},${yy + 60} ${yx + 120},${yy + 20} ${yx + 170},${yy + 48}" stroke="${yc}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return { back, front };
}

function pawPrint(x, y, s, rot, c) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})" fill="${c}" opacity=".55"><ellipse cx="0" cy="8" rx="15" ry="12"/><ellipse cx="-16" cy="-10" rx="6" ry="8"/><ellipse cx="-5" cy="-18" rx="6" ry="8"/><ellipse cx="7" cy="-18" rx="6" ry="8"/><ellipse cx="17" cy="-9" rx="6" ry="8"/></g>`;
}

function aquarium(o) {
  const r = rng(o.seed ?? "aqua");
  const wg = uid("water");
  let back = `<defs>${linGrad(wg, [
    [0, o.water[0]],
    [1, o.water[1]],
  ])}</defs><rect width="${W}" height="${H}" fill="url(#${wg})"/>`;
  // light rays
  for (const [x, w] of [
    [150, 120],
    [420, 80],
    [700, 150],
    [1000, 90],
  ])
    back += `<path d="M${x},0 L${x + w},0 L${x + w * 2.4 + 120},${H} L${x + 80},${H}Z" fill="#fff" opacity=".07"/>`;
  // back plants
  const plantC = o.plants ?? ["#3E8E5A", "#58A86A", "#2F7A55"];
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 140 + r() * 60;
    const h = 240 + r() * 260;
    back += `<path d="M${f(x)},${H} C${f(x - 40)},${f(H - h * 0.35)} ${f(x + 40)},${f(H - h * 0.65)} ${f(x + (r() - 0.5) * 40)},${f(H - h)}" stroke="${dark(plantC[i % plantC.length], 0.25)}" stroke-width="${f(14 + r() * 8)}" fill="none" stroke-linecap="round" opacity=".55"/>`;
  }
  // sand and pebbles
  const sy = o.sandY ?? 780;
  back += `<path d="M0,${sy} C200,${sy - 30} 400,${sy + 10} 650,${sy - 15} C850,${sy - 35} 1000,${sy + 5} 1200,${sy - 20} L1200,${H} L0,${H}Z" fill="${o.sand ?? "#E9D3A5"}"/>`;
  const peb = o.pebbles ?? ["#C9B08A", "#A8927A", "#D8C6A8", "#8E9FA8", "#E0B89A"];
  for (let i = 0; i < 60; i++) {
    const x = r() * W;
    const y = sy + 20 + r() * (H - sy - 10);
    back += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(8 + r() * 14)}" ry="${f(5 + r() * 8)}" fill="${peb[i % peb.length]}"/>`;
  }
  if (o.rock) {
    const [rx, rs] = o.rock;
    back += `<g transform="translate(${rx},${sy + 20}) scale(${rs})"><path d="M-120,0 C-130,-70 -80,-130 -10,-140 C60,-150 120,-90 125,0Z" fill="#7E8C96"/><path d="M-60,-110 C-20,-135 40,-130 70,-100 C30,-115 -20,-112 -60,-110Z" fill="#A3B0B8"/><path d="M20,0 C30,-50 70,-80 110,-60 C130,-40 130,-10 125,0Z" fill="#6A7780"/></g>`;
  }
  if (o.castle) {
    const [cx, cs] = o.castle;
    back += `<g transform="translate(${cx},${sy + 25}) scale(${cs})" fill="#C7A98A"><rect x="-70" y="-170" width="140" height="170"/><rect x="-100" y="-230" width="60" height="230"/><rect x="40" y="-210" width="60" height="210"/>${[-100, -80, -60].map((x) => `<rect x="${x}" y="-250" width="14" height="22"/>`).join("")}${[40, 60, 82].map((x) => `<rect x="${x}" y="-230" width="14" height="22"/>`).join("")}<path d="M-26,0 L-26,-60 A26,26 0 0 1 26,-60 L26,0Z" fill="#6E5B4B"/><rect x="-84" y="-190" width="24" height="34" rx="12" fill="#6E5B4B"/><rect x="56" y="-170" width="24" height="34" rx="12" fill="#6E5B4B"/></g>`;
  }
  // front plants
  let front = "";
  for (const [x, h, c, lean] of o.frontPlants ?? [
    [70, 420, 0, 1],
    [1120, 380, 1, -1],
    [200, 260, 2, 1],
  ]) {
    const col = plantC[c % plantC.length];
    let p = `<path d="M${x},${H + 10} C${x + lean * 30},${H - h * 0.3} ${x - lean * 30},${H - h * 0.6} ${x + lean * 20},${H - h}" stroke="${col}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    for (let k = 1; k < 7; k++) {
      const t = k / 7;
      const yy = H - h * t;
      const side = k % 2 ? 1 : -1;
      p += `<path transform="translate(${f(x + Math.sin(t * 3) * 12 * lean)},${f(yy)}) rotate(${side * 55 - lean * 10})" d="M0,0 C-16,-30 -10,-62 0,-80 C10,-62 16,-30 0,0Z" fill="${light(col, 0.1 * (k % 3))}"/>`;
    }
    front += p;
  }
  // bubbles
  for (let i = 0; i < (o.bubbles ?? 26); i++) {
    const x = (o.bubbleX ?? [980, 160])[i % 2] + (r() - 0.5) * 70;
    const y = 60 + r() * 700;
    const br = 5 + r() * 13;
    front += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(br)}" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".7" stroke-width="2.5"/><circle cx="${f(x - br * 0.35)}" cy="${f(y - br * 0.35)}" r="${f(br * 0.25)}" fill="#fff" opacity=".8"/>`;
  }
  front += `<rect x="0" y="0" width="${W}" height="26" fill="#fff" opacity=".25"/>`;
  return { back, front };
}

function perch(o) {
  const r = rng(o.seed ?? "perch");
  const g = uid("pg");
  let back = `<defs>${linGrad(
    g,
    [
      [0, o.bg[0]],
      [1, o.bg[1]],
    ],
    1,
    1,
  )}</defs><rect width="${W}" height="${H}" fill="url(#${g})"/>`;
  for (let i = 0; i < 16; i++)
    back += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(30 + r() * 90)}" fill="#fff" opacity="${f(0.08 + r() * 0.14)}"/>`;
  if (o.cage) for (let x = 40; x < W; x += 70) back += `<rect x="${x}" y="0" width="6" height="${H}" fill="#fff" opacity=".35"/>`;
  const leafC = o.leaf ?? "#5FAE68";
  const leafCluster = (x, y, s, rot) => {
    let p = `<g transform="translate(${x},${y}) rotate(${rot}) scale(${s})">`;
    for (let k = 0; k < 7; k++)
      p += `<path transform="rotate(${-60 + k * 20}) translate(0,-20)" d="M0,0 C-26,-40 -18,-100 0,-130 C18,-100 26,-40 0,0Z" fill="${k % 2 ? leafC : dark(leafC, 0.12)}"/>`;
    return p + "</g>";
  };
  back += leafCluster(60, 40, 1.4, 150) + leafCluster(1150, 860, 1.2, -20) + leafCluster(1180, 60, 1.1, 210);
  const by = o.branchY ?? 640;
  const bark = o.bark ?? "#8B5E3C";
  back += `<path d="M-20,${by + 30} C300,${by + 10} 700,${by - 10} 1220,${by - 40} L1220,${by - 6} C700,${by + 30} 300,${by + 50} -20,${by + 66}Z" fill="${bark}"/>`;
  back += `<path d="M-20,${by + 34} C300,${by + 14} 700,${by - 6} 1220,${by - 36}" stroke="${light(bark, 0.25)}" stroke-width="6" fill="none" opacity=".7"/>`;
  back += `<path d="M900,${by - 20} C960,${by - 90} 1000,${by - 120} 1060,${by - 150}" stroke="${bark}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M230,${by + 32} C200,${by + 90} 170,${by + 120} 120,${by + 150}" stroke="${bark}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  for (const [x, y, rot] of [
    [1060, by - 150, 30],
    [120, by + 150, 200],
    [1000, by - 110, -40],
    [190, by + 110, 160],
  ])
    back += `<path transform="translate(${x},${y}) rotate(${rot})" d="M0,0 C-20,-30 -14,-70 0,-90 C14,-70 20,-30 0,0Z" fill="${leafC}"/>`;
  return { back, front: "" };
}

// ───────────────────────────── dogs ─────────────────────────────

function dogHead(p) {
  const hw = p.hw ?? 118;
  const hh = p.hh ?? 106;
  const coat = p.headColor ?? p.coat;
  const earC = p.earColor ?? coat;
  let s = "";
  if (p.mane)
    s += `<path d="${fur(0, hh * 0.3, hw + p.mane * 0.65, hh + p.mane * 0.55, 30, p.mane * 0.38, -0.2)}" fill="${p.maneColor ?? coat}"/>`;
  if (p.ears === "erect") {
    const eh = p.earH ?? 100;
    const ew = p.earW ?? 1;
    const ear =
      `<path d="M${f(-hw * 0.95)},${f(-hh * 0.15)} Q${f(-hw * (1.0 + 0.05 * ew))},${f(-hh - eh * 0.55)} ${f(-hw * 0.72)},${f(-hh - eh)} Q${f(-hw * (0.38 - 0.12 * ew))},${f(-hh - eh * 0.45)} ${f(-hw * 0.12)},${f(-hh * 0.9)}Z" fill="${earC}"/>` +
      `<path d="M${f(-hw * 0.82)},${f(-hh * 0.45)} Q${f(-hw * 0.88)},${f(-hh - eh * 0.45)} ${f(-hw * 0.72)},${f(-hh - eh * 0.78)} Q${f(-hw * 0.45)},${f(-hh - eh * 0.35)} ${f(-hw * 0.3)},${f(-hh * 0.85)}Z" fill="${p.earInner ?? "#E9A7A0"}"/>`;
    s += mirror(ear);
  }
  const headD = p.headPath ? p.headPath(hw, hh) : ellipseD(0, 0, hw, hh);
  s += `<path d="${headD}" fill="${coat}"/>`;
  if (p.headMarks) s += clipped(headD, p.headMarks(hw, hh));
  // muzzle, nose, mouth
  const my = hh * (p.muzzleY ?? 0.45);
  const mw = p.mw ?? 62;
  const mh = p.mh ?? 46;
  if (p.beard) s += `<path d="${fur(0, my + 22, mw - 8, mh + 2, 16, 14, 0.3, 0.2)}" fill="${p.beard}"/>`;
  if (p.muzzleColor !== "none") s += `<ellipse cx="0" cy="${f(my)}" rx="${mw}" ry="${mh}" fill="${p.muzzleColor ?? light(coat, 0.35)}"/>`;
  if (p.wrinkles)
    s += `<path d="M-40,${f(-hh * 0.55)} Q0,${f(-hh * 0.68)} 40,${f(-hh * 0.55)} M-30,${f(-hh * 0.42)} Q0,${f(-hh * 0.52)} 30,${f(-hh * 0.42)} M-50,${f(my - mh * 0.7)} Q0,${f(my - mh * 1.05)} 50,${f(my - mh * 0.7)}" stroke="${dark(coat, 0.35)}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`;
  const ny = my - mh * (p.noseUp ?? 0.35);
  const nw = p.nw ?? 24;
  const mouthC = p.mouthColor ?? dark(p.muzzleColor && p.muzzleColor !== "none" ? p.muzzleColor : coat, 0.55);
  if (p.tongue)
    s += `<path d="M-16,${f(ny + 36)} Q-18,${f(ny + 80)} 0,${f(ny + 82)} Q18,${f(ny + 80)} 16,${f(ny + 36)}Z" fill="#EE7F8F"/><path d="M0,${f(ny + 44)} L0,${f(ny + 66)}" stroke="#D35D70" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M0,${f(ny + 16)} L0,${f(ny + 30)} M${f(-mw * 0.5)},${f(ny + 30)} Q${f(-mw * 0.25)},${f(ny + 46)} 0,${f(ny + 30)} Q${f(mw * 0.25)},${f(ny + 46)} ${f(mw * 0.5)},${f(ny + 30)}" fill="none" stroke="${mouthC}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M${-nw},${f(ny - 8)} Q0,${f(ny - 18)} ${nw},${f(ny - 8)} Q${nw + 3},${f(ny + 8)} 0,${f(ny + 18)} Q${-nw - 3},${f(ny + 8)} ${-nw},${f(ny - 8)}Z" fill="${p.noseColor ?? "#2b2220"}"/><ellipse cx="${f(-nw * 0.35)}" cy="${f(ny - 6)}" rx="${f(nw * 0.3)}" ry="4" fill="#fff" opacity=".45"/>`;
  // eyes
  const ex = hw * (p.eyeX ?? 0.4);
  const ey = -hh * (p.eyeY ?? 0.1);
  const er = p.er ?? 15;
  if (p.brows)
    s += `<ellipse cx="${f(-ex - 4)}" cy="${f(ey - er - 14)}" rx="14" ry="10" fill="${p.brows}"/><ellipse cx="${f(ex + 4)}" cy="${f(ey - er - 14)}" rx="14" ry="10" fill="${p.brows}"/>`;
  if (p.eyeRim)
    s += `<circle cx="${f(-ex)}" cy="${f(ey)}" r="${f(er + 5)}" fill="${p.eyeRim}"/><circle cx="${f(ex)}" cy="${f(ey)}" r="${f(er + 5)}" fill="${p.eyeRim}"/>`;
  s += eye(-ex, ey, er, p.iris) + eye(ex, ey, er, p.iris);
  if (p.blush !== false)
    s += `<ellipse cx="${f(-ex - 18)}" cy="${f(ey + er + 20)}" rx="16" ry="9" fill="#F28B8B" opacity=".22"/><ellipse cx="${f(ex + 18)}" cy="${f(ey + er + 20)}" rx="16" ry="9" fill="#F28B8B" opacity=".22"/>`;
  // hanging ears
  if (p.ears === "drop" || p.ears === "long" || p.ears === "feather" || p.ears === "hair") {
    const len = p.earLen ?? (p.ears === "long" ? 120 : 45);
    const ew = p.earW ?? (p.ears === "long" ? 78 : 70);
    const x0 = -hw * 0.3;
    const y0 = -hh * 0.95;
    const x1 = -hw * 0.9;
    const y1 = -hh * 0.55;
    const d = `M${f(x0)},${f(y0)} C${f(x0 - 50)},${f(y0 - 22)} ${f(x1 - ew * 0.55)},${f(y1 - 30)} ${f(x1 - ew * 0.55)},${f(y1 + 30)} C${f(x1 - ew * 0.75)},${f(len * 0.6)} ${f(x1 - ew * 0.35)},${f(len + 12)} ${f(x1 + ew * 0.1)},${f(len)} C${f(x1 + ew * 0.5)},${f(len - 12)} ${f(x1 + ew * 0.45)},${f(len * 0.4)} ${f(x1 + ew * 0.35)},${f(y1 + 40)} C${f(x1 + ew * 0.3)},${f(y1)} ${f(x0 - 20)},${f(y0 + 18)} ${f(x0)},${f(y0)}Z`;
    let ear = "";
    if (p.ears === "feather" || p.ears === "hair") {
      ear += `<path d="${d}" fill="${earC}" stroke="${earC}" stroke-width="${p.ears === "hair" ? 26 : 14}" stroke-linejoin="round"/>`;
      const waves = p.ears === "hair" ? 4 : 3;
      for (let k = 0; k < waves; k++)
        ear += `<path d="M${f(x1 - ew * 0.35 + k * 14)},${f(y1 + 20 + k * 8)} C${f(x1 - ew * 0.5 + k * 14)},${f(len * 0.4)} ${f(x1 - ew * 0.2 + k * 14)},${f(len * 0.7)} ${f(x1 - ew * 0.3 + k * 14)},${f(len + 4)}" stroke="${dark(earC, 0.14)}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`;
    } else {
      ear += `<path d="${d}" fill="${earC}"/>`;
      ear += `<path d="M${f(x1 - ew * 0.2)},${f(y1 + 20)} C${f(x1 - ew * 0.4)},${f(len * 0.5)} ${f(x1 - ew * 0.15)},${f(len * 0.85)} ${f(x1)},${f(len - 6)}" stroke="${dark(earC, 0.18)}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".5"/>`;
    }
    s += mirror(ear);
  }
  if (p.ears === "button") {
    const ear = `<path d="M${f(-hw * 0.5)},${f(-hh * 0.9)} Q${f(-hw * 1.2)},${f(-hh * 1.1)} ${f(-hw * 1.12)},${f(-hh * 0.3)} Q${f(-hw * 0.95)},${f(-hh * 0.5)} ${f(-hw * 0.6)},${f(-hh * 0.62)}Z" fill="${earC}"/>`;
    s += mirror(ear);
  }
  if (p.extraHead) s += p.extraHead(hw, hh);
  return s;
}

function dogTailSit(p, bw) {
  const c = p.tailColor ?? p.coat;
  const w = p.tailW ?? 30;
  const t = p.tail ?? "straight";
  const stroke = (d, col = c, width = w) => `<path d="${d}" stroke="${col}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  if (t === "curl") {
    const d = `M${bw - 40},-170 C${bw + 95},-190 ${bw + 110},-330 ${bw + 25},-335 C${bw - 30},-335 ${bw - 25},-270 ${bw + 25},-268`;
    return stroke(d) + (p.tailTip ? `<circle cx="${bw + 25}" cy="-268" r="${w / 2}" fill="${p.tailTip}"/>` : "");
  }
  if (t === "plume" || t === "bushy") {
    const d =
      t === "plume"
        ? `M${bw - 40},-40 C${bw + 70},-40 ${bw + 130},-90 ${bw + 160},-190`
        : `M${bw - 40},-150 C${bw + 95},-190 ${bw + 115},-320 ${bw + 25},-335`;
    return (
      stroke(d, c, w + 18) +
      stroke(d, p.featherColor ?? light(c, 0.2), w - 2) +
      (p.tailTip
        ? `<circle cx="${bw + (t === "plume" ? 160 : 25)}" cy="${t === "plume" ? -190 : -335}" r="${(w + 18) / 2}" fill="${p.tailTip}"/>`
        : "")
    );
  }
  if (t === "stub") return "";
  const d = `M${bw - 40},-40 C${bw + 60},-40 ${bw + 120},-80 ${bw + 150},-175`;
  return stroke(d) + (p.tailTip ? stroke(`M${bw + 135},-135 C${bw + 142},-150 ${bw + 148},-162 ${bw + 150},-175`, p.tailTip, w) : "");
}

function dogSit(p) {
  const coat = p.coat;
  const bw = p.bw ?? 150;
  const legC = p.legColor ?? coat;
  const pawC = p.pawColor ?? legC;
  const ny = p.neckY ?? -400;
  let s = dogTailSit(p, bw);
  if (p.puffBody) {
    const [rx, ry] = p.puffBody;
    const bodyD = fur(0, -ry + 8, rx - 16, ry - 20, 26, 22, 0.15);
    for (const sx of [-1, 1])
      s += `<ellipse cx="${sx * (rx - 52)}" cy="-18" rx="40" ry="20" fill="${p.hindPawColor ?? dark(pawC, 0.04)}"/>`;
    s +=
      `<path d="${bodyD}" fill="${coat}"/>` +
      clipped(
        bodyD,
        `<path d="${fur(0, -ry * 1.2, rx * 0.55, ry * 0.75, 16, 20, 0.3)}" fill="${p.chest ?? light(coat, 0.2)}"/><ellipse cx="${rx * 0.8}" cy="${-ry}" rx="${rx * 0.3}" ry="${ry}" fill="#000" opacity=".05"/>`,
      );
    for (const sx of [-1, 1]) {
      const x = sx * 38;
      s += `<path d="M${x},${-ry * 0.9} L${x},-28" stroke="${dark(coat, 0.12)}" stroke-width="4" stroke-linecap="round" opacity=".35"/><ellipse cx="${x}" cy="-18" rx="34" ry="20" fill="${pawC}"/><path d="M${x - 10},-28 L${x - 10},-12 M${x + 10},-28 L${x + 10},-12" stroke="${dark(pawC, 0.3)}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
    }
    s += `<g transform="translate(0,${p.headY ?? -ry * 2}) rotate(${p.tilt ?? 0}) scale(${p.hs ?? 1})">${dogHead(p)}</g>`;
    return s;
  }
  for (const sx of [-1, 1]) {
    const tr = p.thighR ?? 88;
    s += `<ellipse cx="${sx * (bw - 18)}" cy="${-tr}" rx="${tr * 0.84}" ry="${tr}" fill="${p.thighColor ?? coat}"/>`;
    s += `<path d="M${sx * (bw - 18 - tr * 0.6)},${-tr * 1.6} C${sx * (bw - 18 - tr * 0.2)},${-tr * 1.95} ${sx * (bw - 18 + tr * 0.8)},${-tr * 1.7} ${sx * (bw - 18 + tr * 0.84)},${-tr}" stroke="${edge(coat, lum(coat) < 0.25 ? 0.3 : 0.12)}" stroke-width="4" fill="none" stroke-linecap="round" opacity="${lum(coat) < 0.25 ? 1 : 0.6}"/>`;
    s += `<ellipse cx="${sx * (bw + 6)}" cy="-20" rx="52" ry="24" fill="${p.hindPawColor ?? pawC}"/>`;
  }
  const bodyD = `M-82,${ny} C-135,${ny + 70} ${-bw + 5},-190 ${-bw + 10},-60 Q${-bw + 15},0 ${-bw + 70},0 L${bw - 70},0 Q${bw - 15},0 ${bw - 10},-60 C${bw - 5},-190 135,${ny + 70} 82,${ny}Z`;
  s += `<path d="${bodyD}" fill="${coat}"/>`;
  let marks = p.bodyMarks ? p.bodyMarks(bw) : "";
  if (p.chest) marks += `<path d="M-70,${ny + 20} C-80,-280 -60,-150 0,-120 C60,-150 80,-280 70,${ny + 20}Z" fill="${p.chest}"/>`;
  marks += `<ellipse cx="${bw - 10}" cy="-200" rx="40" ry="140" fill="#000" opacity=".06"/>`;
  s += clipped(bodyD, marks);
  if (p.fluffyBody) s += `<path d="${fur(0, ny + 95, p.fluffyBody[0], p.fluffyBody[1], 16, 26, 0.3)}" fill="${p.chest ?? coat}"/>`;
  for (const sx of [-1, 1]) {
    const x = sx * 52;
    const lt = p.legTop ?? -265;
    s += `<rect x="${x - 30}" y="${lt}" width="60" height="${-lt - 10}" rx="30" fill="${legC}"/>`;
    if (p.sock) s += `<rect x="${x - 30}" y="${-p.sock[1]}" width="60" height="${p.sock[1] - 10}" rx="26" fill="${p.sock[0]}"/>`;
    s += `<path d="M${x + sx * 28},${(p.legTop ?? -265) + 35} L${x + sx * 28},-40" stroke="${edge(legC, 0.25)}" stroke-width="4" opacity=".5"/>`;
    s += `<ellipse cx="${x}" cy="-18" rx="42" ry="24" fill="${pawC}"/><path d="M${x - 12},-30 L${x - 12},-12 M${x + 12},-30 L${x + 12},-12" stroke="${dark(pawC, 0.3)}" stroke-width="3.5" stroke-linecap="round" opacity=".55"/>`;
  }
  if (p.collar) {
    s += `<path d="M-88,${ny + 34} Q0,${ny + 78} 88,${ny + 34} L90,${ny + 58} Q0,${ny + 102} -90,${ny + 58}Z" fill="${p.collar}"/>`;
    s += `<circle cx="0" cy="${ny + 104}" r="15" fill="#F2C14E"/><circle cx="0" cy="${ny + 104}" r="7" fill="#D9A53A"/>`;
  }
  s += `<g transform="translate(0,${p.headY ?? -470}) rotate(${p.tilt ?? 0}) scale(${p.hs ?? 1})">${dogHead(p)}</g>`;
  return s;
}

function dogLie(p) {
  const coat = p.coat;
  const legC = p.legColor ?? coat;
  const pawC = p.pawColor ?? legC;
  let s = "";
  const tc = p.tailColor ?? coat;
  const bushy = p.tail === "plume" || p.tail === "bushy";
  const tw = (p.tailW ?? 30) + (bushy ? 16 : 0);
  const tailD = `M250,-50 C330,-40 380,-20 440,-32`;
  s += `<path d="${tailD}" stroke="${tc}" stroke-width="${tw}" fill="none" stroke-linecap="round"/>`;
  if (bushy)
    s += `<path d="${tailD}" stroke="${p.featherColor ?? light(tc, 0.2)}" stroke-width="${tw - 18}" fill="none" stroke-linecap="round"/>`;
  if (p.tailTip) s += `<circle cx="440" cy="-32" r="${tw / 2 + 1}" fill="${p.tailTip}"/>`;
  const bodyD = `M-215,0 C-240,-90 -200,-190 -90,-212 C30,-236 200,-222 272,-158 C325,-110 328,-34 292,0Z`;
  s += `<path d="${bodyD}" fill="${coat}"/>`;
  let marks = p.bodyMarks ? p.bodyMarks(150, "lie") : "";
  marks += `<ellipse cx="205" cy="-92" rx="100" ry="92" fill="${p.thighColor ?? dark(coat, 0.07)}"/>`;
  if (p.chest) marks += `<ellipse cx="0" cy="-95" rx="105" ry="120" fill="${p.chest}"/>`;
  marks += `<ellipse cx="0" cy="0" rx="330" ry="34" fill="#000" opacity=".06"/>`;
  s += clipped(bodyD, marks);
  s += `<ellipse cx="200" cy="-22" rx="70" ry="24" fill="${p.hindPawColor ?? pawC}"/><path d="M150,-30 L150,-12 M172,-34 L172,-12" stroke="${dark(pawC, 0.3)}" stroke-width="3.5" stroke-linecap="round" opacity=".5"/>`;
  if (p.fluffyBody) s += `<path d="${fur(0, -190, p.fluffyBody[0], p.fluffyBody[1] * 0.8, 16, 24, 0.3)}" fill="${p.chest ?? coat}"/>`;
  for (const sx of [-1, 1]) {
    const x = sx * 74;
    s += `<rect x="${x - 34}" y="-150" width="68" height="140" rx="34" fill="${legC}"/>`;
    if (p.sock) s += `<rect x="${x - 34}" y="-80" width="68" height="70" rx="30" fill="${p.sock[0]}"/>`;
    s += `<ellipse cx="${x}" cy="-22" rx="48" ry="27" fill="${pawC}"/><path d="M${x - 14},-36 L${x - 14},-15 M${x + 14},-36 L${x + 14},-15" stroke="${dark(pawC, 0.3)}" stroke-width="3.5" stroke-linecap="round" opacity=".55"/>`;
  }
  if (p.collar)
    s += `<path d="M-92,-236 Q0,-196 92,-236 L94,-212 Q0,-172 -94,-212Z" fill="${p.collar}"/><circle cx="0" cy="-172" r="15" fill="#F2C14E"/><circle cx="0" cy="-172" r="7" fill="#D9A53A"/>`;
  s += `<g transform="translate(0,${p.headYLie ?? -310}) rotate(${p.tilt ?? 0}) scale(${p.hs ?? 1})">${dogHead(p)}</g>`;
  return s;
}

/** Side view, standing, facing left. */
function dogStand(p) {
  const coat = p.coat;
  const L = p.len ?? 185;
  const D = p.depth ?? 85;
  const legH = p.legH ?? 170;
  const by = -(legH + D * 0.45);
  const legC = p.legColor ?? coat;
  const pawC = p.pawColor ?? legC;
  const farC = dark(legC, 0.14);
  const fx = -L * 0.62;
  const hx = L * 0.66;
  let s = "";
  // tail
  const tc = p.tailColor ?? coat;
  const tw = p.tailW ?? 26;
  const tailD =
    p.tail === "curl"
      ? `M${L - 10},${by - D * 0.7} C${L + 90},${by - D * 1.2} ${L + 60},${by - D * 2.3} ${L - 20},${by - D * 1.6}`
      : p.tail === "up"
        ? `M${L - 20},${by - D * 0.6} C${L + 60},${by - D * 0.9} ${L + 90},${by - D * 1.6} ${L + 110},${by - D * 2.3}`
        : `M${L - 20},${by - D * 0.5} C${L + 80},${by - D * 0.3} ${L + 120},${by + D * 0.5} ${L + 130},${by + D * 1.3}`;
  const bushy = p.tail === "plume" || p.tail === "bushy";
  s += `<path d="${tailD}" stroke="${tc}" stroke-width="${bushy ? tw + 20 : tw}" fill="none" stroke-linecap="round"/>`;
  if (bushy)
    s += `<path d="${tailD}" stroke="${light(tc, 0.15)}" stroke-width="${tw - 6}" fill="none" stroke-linecap="round" opacity=".7"/>`;
  if (p.tailTip) {
    const m = tailD.match(/(-?[\d.]+),(-?[\d.]+)$/);
    s += `<circle cx="${m[1]}" cy="${m[2]}" r="${(bushy ? tw + 20 : tw) / 2 + 1}" fill="${p.tailTip}"/>`;
  }
  // far legs
  s += `<rect x="${fx + 30}" y="${by}" width="44" height="${-by - 10}" rx="22" fill="${farC}"/><ellipse cx="${fx + 40}" cy="-14" rx="34" ry="15" fill="${dark(pawC, 0.14)}"/>`;
  const hindLeg = (ox, col, pc) =>
    `<path d="M${hx + ox - 5},${by + D * 0.35} L${hx + ox + 20},${by + D * 0.75} L${hx + ox + 34},${-Math.max(34, legH * 0.38)} L${hx + ox + 8},-22" stroke="${col}" stroke-width="44" stroke-linecap="round" stroke-linejoin="round" fill="none"/><ellipse cx="${hx + ox}" cy="-16" rx="36" ry="17" fill="${pc}"/>`;
  s += hindLeg(30, farC, dark(pawC, 0.14));
  // body
  const bodyD = `M${-L},${by - 10} C${-L},${by - D} ${-L * 0.4},${by - D} 0,${by - D * 0.92} C${L * 0.6},${by - D * 0.9} ${L},${by - D * 0.95} ${L},${by - D * 0.15} C${L},${by + D * 0.55} ${L * 0.6},${by + D * 0.5} ${L * 0.35},${by + D * 0.42} C0,${by + D * 0.55} ${-L * 0.5},${by + D * 1.05} ${-L * 0.85},${by + D * 0.7} C${-L * 1.05},${by + D * 0.5} ${-L},${by + D * 0.2} ${-L},${by - 10}Z`;
  // neck
  const r = p.skull ?? 68;
  const hdx = -L - (p.neckFwd ?? 10);
  const hdy = by - D - (p.neckUp ?? 60);
  const neckD = `M${-L * 0.4},${by - D * 0.92} C${-L * 0.7},${by - D * 1.05} ${hdx + r * 1.1},${hdy + r * 0.3} ${hdx + r * 0.6},${hdy - r * 0.45} L${hdx - r * 0.25},${hdy + r * 0.55} C${hdx - r * 0.2},${by - D * 0.3} ${-L * 1.12},${by + D * 0.05} ${-L * 0.9},${by + D * 0.55}Z`;
  s += `<path d="${neckD}" fill="${coat}"/><path d="${bodyD}" fill="${coat}"/>`;
  let marks = "";
  if (p.chest)
    marks += `<ellipse cx="${-L * 0.95}" cy="${by + D * 0.3}" rx="${L * 0.28}" ry="${D * 0.85}" fill="${p.chest}"/><ellipse cx="${-L * 0.1}" cy="${by + D * 1.05}" rx="${L * 0.8}" ry="${D * 0.45}" fill="${p.chest}"/>`;
  if (p.saddle)
    marks += `<path d="M${-L * 0.75},${by - D * 1.2} C${-L * 0.6},${by - D * 0.3} ${-L * 0.2},${by + D * 0.2} ${L * 0.3},${by + D * 0.05} C${L * 0.7},${by - D * 0.1} ${L * 0.95},${by - D * 0.4} ${L * 1.1},${by - D * 0.6} L${L * 1.1},${by - D * 1.3}Z" fill="${p.saddle}"/>`;
  s += clipped(bodyD, marks);
  if (p.saddle)
    s += clipped(
      neckD,
      `<path d="M${-L * 0.55},${by - D * 1.3} C${-L * 0.75},${by - D * 0.9} ${-L * 0.7},${by - D * 0.5} ${-L * 0.5},${by - D * 0.2} L0,${by - D * 1.2}Z" fill="${p.saddle}" opacity="${p.neckSaddle ?? 0.0}"/>`,
    );
  if (p.chest) s += clipped(neckD, `<ellipse cx="${hdx - 10}" cy="${by}" rx="${L * 0.3}" ry="${D * 1.3}" fill="${p.chest}"/>`);
  // near legs
  s += `<rect x="${fx - 22}" y="${by + 10}" width="48" height="${-by - 20}" rx="24" fill="${legC}"/>`;
  if (p.sock) s += `<rect x="${fx - 22}" y="${-p.sock[1]}" width="48" height="${p.sock[1] - 12}" rx="22" fill="${p.sock[0]}"/>`;
  s += `<ellipse cx="${fx - 10}" cy="-16" rx="36" ry="17" fill="${pawC}"/>`;
  const thighD = ellipseD(hx - 5, by + D * 0.1, D * 0.9, D * 0.95);
  s += `<path d="${thighD}" fill="${p.thighColor ?? dark(coat, 0.04)}"/>`;
  if (p.saddle)
    s += clipped(
      thighD,
      `<path d="M${hx - D * 1.2},${by - D * 1.1} C${hx - D * 0.6},${by - D * 0.3} ${hx + D * 0.4},${by - D * 0.2} ${hx + D * 1.2},${by - D * 0.45} L${hx + D * 1.2},${by - D * 1.3}Z" fill="${p.saddle}"/>`,
    );
  s += hindLeg(0, legC, pawC);
  if (p.sock)
    s += `<path d="M${hx + 30},${-Math.min(p.sock[1], legH * 0.5)} L${hx + 8},-22" stroke="${p.sock[0]}" stroke-width="42" stroke-linecap="round"/><ellipse cx="${hx}" cy="-16" rx="36" ry="17" fill="${pawC}"/>`;
  // head (facing left)
  s += `<g transform="translate(${hdx},${hdy})">${dogSideHead(p)}</g>`;
  if (p.collar)
    s += `<path d="M${hdx + 30},${hdy + 45} C${hdx + 60},${hdy + 70} ${hdx + 70},${hdy + 80} ${hdx + 80},${hdy + 100} L${hdx + 56},${hdy + 120} C${hdx + 40},${hdy + 95} ${hdx + 20},${hdy + 80} ${hdx - 4},${hdy + 68}Z" fill="${p.collar}"/><circle cx="${hdx + 20}" cy="${hdy + 96}" r="13" fill="#F2C14E"/>`;
  return s;
}

function dogSideHead(p) {
  const coat = p.headColor ?? p.coat;
  const r = p.skull ?? 68;
  const sn = p.snout ?? 95;
  const earC = p.earColor ?? coat;
  const fx = -(r * 0.3 + sn);
  const top = -r * (p.snoutTop ?? 0.3);
  const bot = r * (p.snoutBot ?? 0.48);
  let s = "";
  if (p.ears === "erect") {
    const eh = p.earH ?? 100;
    s += `<path transform="translate(${-r * 0.42},6) rotate(-8)" d="M${-r * 0.15},${-r * 0.75} Q${r * 0.05},${-r - eh * 0.8} ${r * 0.4},${-r - eh} Q${r * 0.95},${-r - eh * 0.45} ${r * 0.95},${-r * 0.25}Z" fill="${dark(earC, 0.2)}"/>`;
    s += `<path d="M${-r * 0.15},${-r * 0.75} Q${r * 0.05},${-r - eh * 0.8} ${r * 0.4},${-r - eh} Q${r * 0.95},${-r - eh * 0.45} ${r * 0.95},${-r * 0.25}Z" fill="${earC}"/><path d="M${r * 0.12},${-r * 0.75} Q${r * 0.22},${-r - eh * 0.65} ${r * 0.4},${-r - eh * 0.8} Q${r * 0.72},${-r - eh * 0.4} ${r * 0.72},${-r * 0.5}Z" fill="${p.earInner ?? "#E9A7A0"}" opacity=".9"/>`;
  }
  const snoutD = `M${-r * 0.1},${-r * 0.75} C${-r * 0.5},${-r * 0.62} ${fx * 0.55},${top - 6} ${fx + 26},${top} Q${fx},${top + 2} ${fx},${top + 26} L${fx},${bot - 24} Q${fx},${bot} ${fx + 26},${bot} C${fx * 0.55},${bot + 6} ${-r * 0.45},${r * 0.9} ${-r * 0.05},${r * 0.85}Z`;
  const headD = `${ellipseD(0, 0, r * 1.05, r)} ${snoutD}`;
  s += `<path d="${snoutD}" fill="${p.muzzleColor && p.muzzleColor !== "none" ? p.muzzleColor : coat}"/><ellipse cx="0" cy="0" rx="${r * 1.05}" ry="${r}" fill="${coat}"/>`;
  if (p.sideHeadMarks) s += clipped(headD, p.sideHeadMarks(r, sn, fx, top, bot));
  const mouthY = top + (bot - top) * 0.68;
  if (p.tongue)
    s += `<path d="M${fx * 0.78},${mouthY + 4} C${fx * 0.8},${bot + 44} ${fx * 0.52},${bot + 46} ${fx * 0.5},${mouthY + 12}Z" fill="#EE7F8F"/><path d="M${fx * 0.65},${mouthY + 14} L${fx * 0.65},${bot + 26}" stroke="#D35D70" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M${fx + 12},${mouthY} C${fx * 0.7},${mouthY + 14} ${fx * 0.4},${mouthY + 14} ${-r * 0.35},${mouthY + 4}" stroke="${p.mouthColor ?? dark(coat, 0.55)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  s += `<ellipse cx="${fx + 4}" cy="${top + 14}" rx="19" ry="15" fill="${p.noseColor ?? "#2b2220"}"/><ellipse cx="${fx - 2}" cy="${top + 8}" rx="6" ry="4" fill="#fff" opacity=".45"/>`;
  if (p.brows) s += `<ellipse cx="${-r * 0.45}" cy="${-r * 0.55}" rx="13" ry="8" fill="${p.brows}"/>`;
  s += eye(-r * 0.42, -r * 0.24, p.erSide ?? 13, p.iris);
  if (p.ears === "drop" || p.ears === "long" || p.ears === "feather") {
    const len = p.earLenSide ?? (p.ears === "long" ? 150 : 100);
    const d = `M${-r * 0.05},${-r * 0.78} C${r * 0.55},${-r * 0.88} ${r * 0.75},${-r * 0.3} ${r * 0.62},${len * 0.6} C${r * 0.55},${len * 0.92} ${r * 0.1},${len} ${-r * 0.05},${len * 0.75} C${-r * 0.18},${len * 0.45} ${-r * 0.25},0 ${-r * 0.05},${-r * 0.78}Z`;
    s += `<path d="${d}" fill="${earC}" ${p.ears === "feather" ? `stroke="${earC}" stroke-width="12" stroke-linejoin="round"` : ""}/>`;
    s += `<path d="M${r * 0.25},${-r * 0.4} C${r * 0.42},0 ${r * 0.36},${len * 0.5} ${r * 0.2},${len * 0.8}" stroke="${dark(earC, 0.18)}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".45"/>`;
  }
  return s;
}

// ───────────────────────────── cats ─────────────────────────────

function catHead(p) {
  const hw = p.hw ?? 122;
  const hh = p.hh ?? 102;
  const coat = p.headColor ?? p.coat;
  const earC = p.earColor ?? coat;
  let s = "";
  if (p.ruff)
    s += `<path d="${fur(0, hh * 0.3, hw + p.ruff * 0.55, hh + p.ruff * 0.45, 28, p.ruff * 0.55, 0.1)}" fill="${p.ruffColor ?? coat}"/>`;
  const eh = p.earH ?? 80;
  const earD = `M${f(-hw * 0.98)},${f(-hh * 0.2)} C${f(-hw * 1.02)},${f(-hh - eh * 0.5)} ${f(-hw * 0.95)},${f(-hh - eh * 0.95)} ${f(-hw * 0.82)},${f(-hh - eh)} C${f(-hw * 0.62)},${f(-hh - eh * 0.85)} ${f(-hw * 0.3)},${f(-hh * 1.05)} ${f(-hw * 0.18)},${f(-hh * 0.88)}Z`;
  const innerD = `M${f(-hw * 0.84)},${f(-hh * 0.5)} C${f(-hw * 0.88)},${f(-hh - eh * 0.4)} ${f(-hw * 0.85)},${f(-hh - eh * 0.72)} ${f(-hw * 0.79)},${f(-hh - eh * 0.76)} C${f(-hw * 0.62)},${f(-hh - eh * 0.6)} ${f(-hw * 0.45)},${f(-hh * 1.0)} ${f(-hw * 0.36)},${f(-hh * 0.85)}Z`;
  let ear = `<path d="${earD}" fill="${earC}"/><path d="${innerD}" fill="${p.earInner ?? "#F2A9A9"}"/>`;
  if (p.earTufts)
    ear += `<path d="M${f(-hw * 0.86)},${f(-hh - eh * 0.9)} L${f(-hw * 0.8)},${f(-hh - eh - 42)} L${f(-hw * 0.74)},${f(-hh - eh * 0.88)}Z" fill="${dark(earC, 0.35)}"/><path d="M${f(-hw * 0.7)},${f(-hh * 0.7)} l-8,-36 M${f(-hw * 0.62)},${f(-hh * 0.72)} l0,-40 M${f(-hw * 0.54)},${f(-hh * 0.76)} l8,-32" stroke="#F5EEE4" stroke-width="4" stroke-linecap="round"/>`;
  s += mirror(ear);
  const headD = p.fluffyHead ? fur(0, 0, hw - 8, hh - 8, 22, 16, 0.4) : ellipseD(0, 0, hw, hh);
  s += `<path d="${headD}" fill="${coat}"/>`;
  if (p.cheeks)
    s += mirror(
      `<path d="M${-hw * 0.9},${hh * 0.05} L${-hw * 1.12},${hh * 0.3} L${-hw * 0.92},${hh * 0.35} L${-hw * 1.06},${hh * 0.55} L${-hw * 0.7},${hh * 0.7}Z" fill="${coat}"/>`,
    );
  if (p.headMarks) s += clipped(headD, p.headMarks(hw, hh));
  // eyes (almond)
  const ex = hw * (p.eyeX ?? 0.42);
  const ey = -hh * (p.eyeY ?? 0.05);
  const er = p.er ?? 22;
  const catEye = (x) => {
    const rh = er * (p.round ? 0.95 : 0.72);
    const d = `M${f(x - er)},${f(ey)} Q${f(x - er * 0.8)},${f(ey - rh * 1.25)} ${f(x)},${f(ey - rh)} Q${f(x + er * 0.85)},${f(ey - rh)} ${f(x + er)},${f(ey - rh * 0.15)} Q${f(x + er * 0.8)},${f(ey + rh * 1.2)} ${f(x)},${f(ey + rh)} Q${f(x - er * 0.85)},${f(ey + rh)} ${f(x - er)},${f(ey)}Z`;
    const pw = p.pupil ?? 0.3;
    return `<path d="${d}" fill="${p.iris ?? "#9CC44A"}" stroke="${p.lid ?? "#2a1f1a"}" stroke-width="4"/><ellipse cx="${f(x)}" cy="${f(ey)}" rx="${f(er * pw)}" ry="${f(rh * 0.88)}" fill="#1a1412"/><circle cx="${f(x - er * 0.28)}" cy="${f(ey - rh * 0.35)}" r="${f(er * 0.2)}" fill="#fff"/><circle cx="${f(x + er * 0.3)}" cy="${f(ey + rh * 0.35)}" r="${f(er * 0.08)}" fill="#fff" opacity=".8"/>`;
  };
  s += catEye(-ex) + `<g transform="scale(-1,1)">${catEye(-ex)}</g>`;
  // muzzle
  const my = hh * (p.muzzleY ?? 0.42);
  if (p.muzzleColor !== "none")
    s += `<ellipse cx="-22" cy="${f(my + 6)}" rx="28" ry="21" fill="${p.muzzleColor ?? light(coat, 0.45)}"/><ellipse cx="22" cy="${f(my + 6)}" rx="28" ry="21" fill="${p.muzzleColor ?? light(coat, 0.45)}"/>`;
  s += `<path d="M-13,${f(my - 12)} L13,${f(my - 12)} Q14,${f(my - 8)} 0,${f(my + 1)} Q-14,${f(my - 8)} -13,${f(my - 12)}Z" fill="${p.nose ?? "#E58A93"}"/>`;
  s += `<path d="M0,${f(my + 1)} L0,${f(my + 10)} M-17,${f(my + 16)} Q-8,${f(my + 22)} 0,${f(my + 10)} Q8,${f(my + 22)} 17,${f(my + 16)}" stroke="${p.mouthColor ?? dark(coat, 0.55)}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<ellipse cx="${f(-ex - 8)}" cy="${f(ey + er + 22)}" rx="17" ry="9" fill="#F28B8B" opacity=".2"/><ellipse cx="${f(ex + 8)}" cy="${f(ey + er + 22)}" rx="17" ry="9" fill="#F28B8B" opacity=".2"/>`;
  const wc = p.whiskers ?? "#ffffff";
  s += whiskers(-42, my + 6, -1, wc, 120) + whiskers(42, my + 6, 1, wc, 120);
  if (p.extraHead) s += p.extraHead(hw, hh);
  return s;
}

function catSit(p) {
  const coat = p.coat;
  const bw = p.bw ?? 130;
  const legC = p.legColor ?? coat;
  const pawC = p.pawColor ?? legC;
  const ny = -360;
  let s = "";
  const tc = p.tailColor ?? coat;
  const tw = p.tailW ?? 30;
  const tailD = p.tailUp
    ? `M${bw - 40},-60 C${bw + 90},-70 ${bw + 80},-220 ${bw + 110},-300 C${bw + 125},-340 ${bw + 160},-340 ${bw + 165},-310`
    : `M${bw - 30},-50 C${bw + 60},-60 ${bw + 90},10 ${bw + 10},-4 C${bw - 40},-2 ${-20},4 -70,-8`;
  const tailBehind = p.tailUp;
  const tailSvg =
    `<path d="${tailD}" stroke="${tc}" stroke-width="${tw}" fill="none" stroke-linecap="round"/>` +
    (p.tailMarks ? p.tailMarks(tailD, tw) : "");
  if (tailBehind) s += tailSvg;
  for (const sx of [-1, 1]) {
    s += `<ellipse cx="${sx * (bw - 24)}" cy="-85" rx="66" ry="85" fill="${p.thighColor ?? coat}"/><ellipse cx="${sx * (bw - 5)}" cy="-16" rx="44" ry="18" fill="${p.hindPawColor ?? pawC}"/>`;
  }
  const bodyD = p.fluffyBody
    ? fur(0, -150, bw + 4, 140, 26, 20, 0.2)
    : `M-70,${ny} C-120,${ny + 80} ${-bw},-200 ${-bw + 8},-60 Q${-bw + 12},0 ${-bw + 60},0 L${bw - 60},0 Q${bw - 12},0 ${bw - 8},-60 C${bw},-200 120,${ny + 80} 70,${ny}Z`;
  s += `<path d="${bodyD}" fill="${coat}"/>`;
  let marks = p.bodyMarks ? p.bodyMarks(bw) : "";
  if (p.chest) marks += `<path d="M-60,${ny + 10} C-75,-260 -50,-130 0,-100 C50,-130 75,-260 60,${ny + 10}Z" fill="${p.chest}"/>`;
  marks += `<ellipse cx="${bw - 6}" cy="-200" rx="36" ry="140" fill="#000" opacity=".06"/>`;
  s += clipped(bodyD, marks);
  for (const sx of [-1, 1]) {
    const x = sx * 40;
    s += `<rect x="${x - 24}" y="-250" width="48" height="240" rx="24" fill="${legC}"/>`;
    s += `<path d="M${x + sx * -1 * 23},-200 L${x + sx * -1 * 23},-34" stroke="${edge(legC, 0.2)}" stroke-width="3.5" opacity=".55" stroke-linecap="round"/>`;
    if (p.legMarks) s += p.legMarks(x);
    s += `<ellipse cx="${x}" cy="-16" rx="32" ry="19" fill="${pawC}"/><path d="M${x - 9},-26 L${x - 9},-10 M${x + 9},-26 L${x + 9},-10" stroke="${dark(pawC, 0.3)}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
  }
  if (!tailBehind) s += tailSvg;
  if (p.collar)
    s += `<path d="M-78,${ny + 12} Q0,${ny + 50} 78,${ny + 12} L80,${ny + 32} Q0,${ny + 72} -80,${ny + 32}Z" fill="${p.collar}"/><circle cx="0" cy="${ny + 70}" r="12" fill="#F2C14E"/>`;
  s += `<g transform="translate(0,${p.headY ?? -420}) rotate(${p.tilt ?? 0}) scale(${p.hs ?? 1})">${catHead(p)}</g>`;
  return s;
}

function catLoaf(p) {
  const coat = p.coat;
  const pawC = p.pawColor ?? p.legColor ?? coat;
  let s = "";
  const tc = p.tailColor ?? coat;
  const tw = p.tailW ?? 30;
  const bodyD = p.fluffyBody
    ? fur(40, -120, 250, 112, 28, 20, 0.1)
    : `M-205,0 C-232,-80 -196,-180 -90,-200 C30,-222 200,-212 268,-150 C318,-105 320,-34 286,0Z`;
  s += `<path d="${bodyD}" fill="${coat}"/>`;
  let marks = p.bodyMarks ? p.bodyMarks(200, "loaf") : "";
  marks += `<path d="M120,-150 C170,-190 260,-170 270,-90 C275,-50 260,-20 240,0" stroke="${edge(coat, 0.15)}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`;
  if (p.chest) marks += `<ellipse cx="0" cy="-80" rx="100" ry="110" fill="${p.chest}"/>`;
  marks += `<ellipse cx="0" cy="0" rx="330" ry="30" fill="#000" opacity=".06"/>`;
  s += clipped(bodyD, marks);
  for (const sx of [-1, 1])
    s += `<ellipse cx="${sx * 58}" cy="-18" rx="40" ry="22" fill="${pawC}"/><path d="M${sx * 58 - 10},-30 L${sx * 58 - 10},-12 M${sx * 58 + 10},-30 L${sx * 58 + 10},-12" stroke="${dark(pawC, 0.3)}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
  const tailD = `M250,-40 C300,10 200,16 110,12`;
  s +=
    `<path d="${tailD}" stroke="${tc}" stroke-width="${tw}" fill="none" stroke-linecap="round"/>` +
    (p.tailMarks ? p.tailMarks(tailD, tw) : "");
  if (p.collar)
    s += `<path d="M-80,-222 Q0,-186 80,-222 L82,-202 Q0,-164 -82,-202Z" fill="${p.collar}"/><circle cx="0" cy="-164" r="12" fill="#F2C14E"/>`;
  s += `<g transform="translate(0,${p.headYLoaf ?? -285}) rotate(${p.tilt ?? 0}) scale(${p.hs ?? 1})">${catHead(p)}</g>`;
  return s;
}

// ───────────────────────────── birds ─────────────────────────────

/** A parrot on a branch (feet at 0,0), facing left. */
function parrot(p) {
  const c = p.body;
  const wing = p.wing ?? dark(c, 0.12);
  const headC = p.headColor ?? c;
  let s = "";
  // tail
  const tc = p.tail ?? dark(c, 0.2);
  s += `<path d="M10,-80 C40,20 60,120 70,${p.tailLen ?? 220} L110,${(p.tailLen ?? 220) - 10} C100,100 80,0 55,-90Z" fill="${tc}"/>`;
  if (p.tail2)
    s += `<path d="M30,-60 C55,20 80,110 100,${(p.tailLen ?? 220) - 20} L118,${(p.tailLen ?? 220) - 30} C108,90 90,0 65,-80Z" fill="${p.tail2}"/>`;
  // body
  const bodyD = `M-20,-285 C-105,-285 -125,-180 -105,-105 C-90,-45 -40,-5 15,-12 C70,-18 88,-95 82,-160 C76,-230 60,-285 -20,-285Z`;
  s += `<path d="${bodyD}" fill="${c}"/>`;
  let bm = `<ellipse cx="-70" cy="-120" rx="60" ry="110" fill="${p.belly ?? light(c, 0.15)}"/>`;
  if (p.bodyMarks) bm += p.bodyMarks();
  s += clipped(bodyD, bm);
  // wing
  const wingD = `M5,-235 C80,-245 105,-140 98,-50 C95,10 88,50 70,${p.wingLen ?? 80} C35,10 -5,-80 -15,-160 C-20,-200 -15,-225 5,-235Z`;
  s += `<path d="${wingD}" fill="${wing}"/>`;
  let wm = "";
  if (p.barring) {
    for (let y = -250, k = 0; y < 100; y += 21, k++)
      wm += `<path d="M${-40 + (k % 2) * 12},${y} q12,12 24,0 q12,12 24,0 q12,12 24,0 q12,12 24,0 q12,12 24,0 q12,12 24,0" stroke="${p.barring}" stroke-width="4" fill="none" opacity=".85"/>`;
  } else {
    for (let k = 0; k < 4; k++)
      wm += `<path d="M${-10 + k * 8},${-60 + k * 40} Q${40 + k * 6},${-40 + k * 40} ${96},${-70 + k * 40}" stroke="${dark(wing, 0.18)}" stroke-width="4" fill="none" opacity=".6"/>`;
    wm += `<path d="M30,-10 C45,30 60,60 72,80 M52,-20 C65,20 76,45 84,60" stroke="${dark(wing, 0.25)}" stroke-width="4" fill="none" opacity=".5"/>`;
  }
  if (p.wingPatch) wm += `<path d="M10,-230 C60,-235 80,-190 78,-150 C50,-170 20,-190 10,-230Z" fill="${p.wingPatch}"/>`;
  s += clipped(wingD, wm);
  // feet
  const fc = p.feet ?? "#9C8F8A";
  for (const fx of [-45, 5])
    s += `<path d="M${fx},-30 L${fx - 6},2 M${fx - 6},2 C${fx - 30},0 ${fx - 34},16 ${fx - 26},24 M${fx - 6},2 C${fx + 18},2 ${fx + 22},16 ${fx + 14},24" stroke="${fc}" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  // head
  const hx = -35;
  const hy = -300;
  const hr = p.headR ?? 72;
  if (p.crest)
    s += `<g transform="translate(${hx},${hy - hr + 10})">${[0, 1, 2, 3].map((k) => `<path d="M${-10 + k * 8},10 C${-20 + k * 10},-40 ${10 + k * 12},-90 ${50 + k * 14},${-110 + k * 10}" stroke="${p.crest}" stroke-width="${16 - k * 2}" fill="none" stroke-linecap="round"/>`).join("")}</g>`;
  // beak
  const bx = hx - hr + 6;
  const beakC = p.beak ?? "#F2A63B";
  s += `<path d="M${bx + 8},${hy - 30} C${bx - 38},${hy - 34} ${bx - 52},${hy + 6} ${bx - 32},${hy + 38} C${bx - 30},${hy + 20} ${bx - 16},${hy + 8} ${bx + 8},${hy + 10}Z" fill="${beakC}"/><path d="M${bx + 6},${hy + 8} C${bx - 10},${hy + 12} ${bx - 18},${hy + 22} ${bx - 14},${hy + 36} C${bx - 2},${hy + 38} ${bx + 8},${hy + 30} ${bx + 10},${hy + 18}Z" fill="${dark(beakC, 0.2)}"/>`;
  const headD = ellipseD(hx, hy, hr, hr * 0.95);
  s += `<path d="${headD}" fill="${headC}"/>`;
  let hm = p.headMarks ? p.headMarks(hx, hy, hr) : "";
  s += clipped(headD, hm);
  if (p.cheek) s += `<circle cx="${hx - 22}" cy="${hy + 18}" r="22" fill="${p.cheek}"/>`;
  if (p.cere)
    s += `<path d="M${bx + 12},${hy - 36} C${bx - 6},${hy - 40} ${bx - 14},${hy - 28} ${bx - 8},${hy - 22} C${bx},${hy - 26} ${bx + 8},${hy - 26} ${bx + 14},${hy - 24}Z" fill="${p.cere}"/>`;
  if (p.throatSpots)
    for (const [dx, dy] of [
      [-10, 58],
      [14, 64],
      [38, 60],
    ])
      s += `<circle cx="${hx + dx - 18}" cy="${hy + dy}" r="8" fill="#1f1f1f"/>`;
  // eye
  const ex = hx - 18;
  const ey = hy - 14;
  if (p.eyeRing) s += `<circle cx="${ex}" cy="${ey}" r="19" fill="${p.eyeRing}"/>`;
  s += p.irisColor
    ? `<circle cx="${ex}" cy="${ey}" r="13" fill="${p.irisColor}"/><circle cx="${ex}" cy="${ey}" r="7" fill="#111"/><circle cx="${ex - 3}" cy="${ey - 4}" r="3" fill="#fff"/>`
    : eye(ex, ey, 12);
  return s;
}

// ───────────────────────────── fish ─────────────────────────────

function goldfish(p) {
  const c = p.color ?? "#F28A2E";
  const c2 = p.belly ?? "#FFD08A";
  const g = uid("gf");
  const fin = p.fin ?? "#F7A055";
  let s = `<defs>${linGrad(g, [
    [0, dark(c, 0.05)],
    [0.6, c],
    [1, c2],
  ])}</defs>`;
  // tail (double, flowing)
  s += `<path d="M110,-10 C180,-90 260,-150 330,-120 C290,-70 300,-30 320,0 C300,30 300,60 340,110 C260,150 180,80 110,20Z" fill="${fin}" opacity=".85"/>`;
  s += `<path d="M110,0 C200,-60 250,-40 300,-10 C260,20 200,60 110,12Z" fill="${light(fin, 0.25)}" opacity=".7"/>`;
  for (const d of ["M120,-5 C190,-70 250,-110 310,-115", "M120,0 C200,-30 260,-30 305,-5", "M120,6 C190,50 260,90 330,105"])
    s += `<path d="${d}" stroke="${dark(fin, 0.15)}" stroke-width="3" fill="none" opacity=".5"/>`;
  // dorsal
  s += `<path d="M-40,-95 C-10,-180 80,-170 110,-70 C60,-95 10,-95 -40,-95Z" fill="${fin}" opacity=".9"/>`;
  // body
  const bodyD = `M-150,0 C-150,-80 -60,-120 20,-110 C100,-100 140,-40 140,0 C140,40 100,100 20,110 C-60,120 -150,80 -150,0Z`;
  s += `<path d="${bodyD}" fill="url(#${g})"/>`;
  let sc = "";
  for (let x = -60; x < 130; x += 34)
    for (let y = -100; y < 110; y += 30)
      sc += `<path d="M${x + ((y / 30) % 2) * 17},${y} a16,16 0 0 0 0,26" stroke="${light(c, 0.45)}" stroke-width="3" fill="none" opacity=".45"/>`;
  sc += `<ellipse cx="-40" cy="-60" rx="80" ry="22" fill="#fff" opacity=".25" transform="rotate(-12 -40 -60)"/>`;
  s += clipped(bodyD, sc);
  // head tint and gill
  s += `<path d="M-70,-90 C-40,-40 -40,40 -70,95" stroke="${dark(c, 0.12)}" stroke-width="5" fill="none" opacity=".6"/>`;
  // pectoral & pelvic fins
  s += `<path d="M-40,50 C-10,90 30,130 10,150 C-20,140 -50,100 -40,50Z" fill="${fin}" opacity=".85"/><path d="M40,90 C70,120 90,150 70,165 C45,150 30,120 40,90Z" fill="${fin}" opacity=".8"/>`;
  // eye
  s += `<circle cx="-100" cy="-20" r="24" fill="#fff"/><circle cx="-104" cy="-20" r="16" fill="#1d1612"/><circle cx="-110" cy="-26" r="6" fill="#fff"/>`;
  s += `<path d="M-150,18 Q-140,28 -128,22" stroke="${dark(c, 0.4)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return s;
}

function betta(p) {
  const c = p.color ?? "#2F5BD3";
  const edge = p.edge ?? "#D8344B";
  const g = uid("bt");
  const fg = uid("bf");
  let s = `<defs>${linGrad(g, [
    [0, light(c, 0.1)],
    [1, dark(c, 0.2)],
  ])}${linGrad(
    fg,
    [
      [0, c],
      [0.65, mix(c, edge, 0.55)],
      [1, edge],
    ],
    1,
    0,
  )}</defs>`;
  // caudal fin (big half moon)
  s += `<path d="M100,-10 C180,-200 360,-230 420,-120 C450,-40 450,40 420,120 C360,230 180,200 100,10Z" fill="url(#${fg})" opacity=".95"/>`;
  // dorsal
  s += `<path d="M-20,-55 C20,-190 160,-230 230,-160 C190,-120 150,-80 110,-30Z" fill="url(#${fg})" opacity=".95"/>`;
  // anal fin
  s += `<path d="M-60,40 C-40,180 120,260 240,210 C180,150 140,90 110,30Z" fill="url(#${fg})" opacity=".95"/>`;
  for (const d of [
    "M110,-5 C220,-120 330,-170 410,-130",
    "M110,0 C230,-50 340,-60 430,-40",
    "M110,5 C230,50 340,60 430,40",
    "M110,10 C220,120 330,170 410,130",
    "M0,-60 C60,-150 140,-190 210,-170",
    "M40,-50 C90,-120 150,-150 200,-140",
    "M-40,50 C-10,150 80,210 200,215",
    "M10,50 C40,130 110,180 200,190",
  ])
    s += `<path d="${d}" stroke="${light(c, 0.3)}" stroke-width="3" fill="none" opacity=".4"/>`;
  // body
  const bodyD = `M-180,0 C-175,-50 -110,-70 -20,-62 C60,-55 110,-25 120,0 C110,25 60,55 -20,62 C-110,70 -175,50 -180,0Z`;
  s += `<path d="${bodyD}" fill="url(#${g})"/>`;
  let sc = `<ellipse cx="-60" cy="-30" rx="90" ry="16" fill="#fff" opacity=".2"/>`;
  for (let x = -120; x < 120; x += 26)
    for (let y = -60; y < 70; y += 22)
      sc += `<path d="M${x + ((y / 22) % 2) * 13},${y} a11,11 0 0 0 0,18" stroke="${light(c, 0.5)}" stroke-width="2.5" fill="none" opacity=".35"/>`;
  s += clipped(bodyD, sc);
  // pelvic fins
  s += `<path d="M-90,45 C-90,110 -60,160 -40,170 C-50,120 -60,80 -70,50Z" fill="${edge}" opacity=".9"/>`;
  s += `<path d="M-110,15 C-70,40 -60,70 -80,80 C-100,60 -115,40 -110,15Z" fill="${light(c, 0.25)}" opacity=".7"/>`;
  s += `<circle cx="-140" cy="-12" r="15" fill="#fff"/><circle cx="-143" cy="-12" r="10" fill="#15110f"/><circle cx="-147" cy="-16" r="4" fill="#fff"/>`;
  s += `<path d="M-180,6 Q-172,12 -164,8" stroke="${dark(c, 0.5)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  return s;
}

function guppy(p) {
  const body = p.body ?? "#C9D3D6";
  const tail = p.tail ?? "#F2782E";
  let s = "";
  s += `<path d="M50,0 C95,-66 170,-92 192,-42 C202,-15 202,15 192,42 C170,92 95,66 50,0Z" fill="${tail}"/>`;
  for (const d of [
    "M60,-4 C110,-50 160,-80 205,-70",
    "M60,0 C120,-20 170,-24 220,-16",
    "M60,0 C120,20 170,24 220,16",
    "M60,4 C110,50 160,80 205,70",
  ])
    s += `<path d="${d}" stroke="${dark(tail, 0.18)}" stroke-width="2.5" fill="none" opacity=".5"/>`;
  if (p.spots)
    for (const [x, y, r] of [
      [125, -34, 8],
      [158, 6, 8],
      [118, 28, 7],
      [170, -26, 6],
    ])
      s += `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.spots}"/>`;
  s += `<path d="M-5,-26 C25,-70 80,-64 88,-22 C60,-28 25,-30 -5,-26Z" fill="${p.dorsal ?? tail}"/>`;
  s += `<path d="M-96,0 C-92,-36 -45,-44 10,-36 C45,-30 64,-12 70,0 C64,12 45,30 10,36 C-45,44 -92,36 -96,0Z" fill="${body}"/>`;
  s += `<path d="M-10,-12 C20,-12 48,-6 68,0 C48,6 20,12 -10,14 C0,4 0,-4 -10,-12Z" fill="${p.flank ?? tail}" opacity=".45"/>`;
  s += `<ellipse cx="-40" cy="-16" rx="40" ry="8" fill="#fff" opacity=".35"/><path d="M-20,18 C-10,30 0,38 -12,44 C-22,36 -26,26 -20,18Z" fill="${tail}" opacity=".7"/>`;
  s += `<circle cx="-68" cy="-6" r="11" fill="#fff"/><circle cx="-70" cy="-6" r="7" fill="#15110f"/><circle cx="-72" cy="-9" r="2.5" fill="#fff"/><path d="M-96,4 Q-90,9 -84,6" stroke="#7b8489" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  return s;
}

// ───────────────────────────── small animals ─────────────────────────────

/** Rabbit sitting, side view, facing left. */
function rabbit(p) {
  const c = p.coat;
  const c2 = p.light ?? light(c, 0.45);
  let s = "";
  s += `<circle cx="190" cy="-95" r="34" fill="${p.tailColor ?? "#fff"}"/>`;
  s += `<ellipse cx="95" cy="-16" rx="100" ry="20" fill="${p.footColor ?? c}"/>`;
  const bodyD = `M-150,-150 C-150,-270 -40,-300 60,-280 C180,-255 220,-150 200,-60 C190,-10 150,0 100,0 L-90,0 C-140,0 -160,-60 -150,-150Z`;
  s += `<path d="${bodyD}" fill="${c}"/>`;
  let bm = `<ellipse cx="-120" cy="-90" rx="70" ry="110" fill="${c2}"/><ellipse cx="110" cy="-110" rx="100" ry="100" fill="${p.haunch ?? dark(c, 0.05)}"/>`;
  if (p.bodyMarks) bm += p.bodyMarks();
  s += clipped(bodyD, bm);
  s += `<path d="M110,-200 C60,-190 50,-90 80,-40" stroke="${dark(c, 0.12)}" stroke-width="5" fill="none" opacity=".5" stroke-linecap="round"/>`;
  s += `<rect x="-130" y="-110" width="46" height="100" rx="23" fill="${p.pawColor ?? c}"/><ellipse cx="-118" cy="-14" rx="38" ry="17" fill="${p.pawColor ?? c}"/>`;
  // head
  const hx = -150;
  const hy = -300;
  const earC = p.earColor ?? c;
  if (p.lop) {
    // lop ear on the far side
    s += `<path d="M${hx + 30},${hy - 60} C${hx + 100},${hy - 60} ${hx + 110},${hy + 40} ${hx + 80},${hy + 120} C${hx + 60},${hy + 150} ${hx + 30},${hy + 130} ${hx + 35},${hy + 90}Z" fill="${dark(earC, 0.15)}"/>`;
  } else {
    s += `<path d="M${hx + 40},${hy - 60} C${hx + 30},${hy - 170} ${hx + 70},${hy - 260} ${hx + 110},${hy - 250} C${hx + 140},${hy - 240} ${hx + 110},${hy - 140} ${hx + 80},${hy - 60}Z" fill="${dark(earC, 0.1)}"/>`;
  }
  const headD = `M${hx - 105},${hy + 10} C${hx - 110},${hy - 60} ${hx - 40},${hy - 95} ${hx + 20},${hy - 88} C${hx + 85},${hy - 80} ${hx + 105},${hy - 20} ${hx + 95},${hy + 30} C${hx + 85},${hy + 80} ${hx + 30},${hy + 95} ${hx - 30},${hy + 90} C${hx - 80},${hy + 85} ${hx - 102},${hy + 55} ${hx - 105},${hy + 10}Z`;
  s += `<path d="${headD}" fill="${c}"/>`;
  let hm = `<ellipse cx="${hx - 80}" cy="${hy + 40}" rx="50" ry="40" fill="${c2}"/>`;
  if (p.headMarks) hm += p.headMarks(hx, hy);
  s += clipped(headD, hm);
  // eye, nose, mouth, whiskers
  s += p.eyeColor
    ? `<circle cx="${hx - 30}" cy="${hy - 15}" r="17" fill="${p.eyeColor}"/><circle cx="${hx - 30}" cy="${hy - 15}" r="8" fill="#5a1020"/><circle cx="${hx - 36}" cy="${hy - 22}" r="5" fill="#fff"/>`
    : eye(hx - 30, hy - 15, 17);
  s += `<path d="M${hx - 108},${hy + 12} C${hx - 100},${hy + 2} ${hx - 90},${hy + 4} ${hx - 92},${hy + 16} C${hx - 96},${hy + 22} ${hx - 106},${hy + 22} ${hx - 108},${hy + 12}Z" fill="#E88B98"/><path d="M${hx - 100},${hy + 20} L${hx - 98},${hy + 32} C${hx - 94},${hy + 40} ${hx - 84},${hy + 40} ${hx - 80},${hy + 34}" stroke="${dark(c2, 0.45)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  s += whiskers(hx - 85, hy + 20, -1, p.whiskers ?? dark(c, 0.35), 95, 2.5, 0.6);
  if (p.lop) {
    s += `<path d="M${hx - 10},${hy - 70} C${hx + 60},${hy - 95} ${hx + 70},${hy + 10} ${hx + 40},${hy + 100} C${hx + 25},${hy + 150} ${hx - 20},${hy + 150} ${hx - 15},${hy + 100} C${hx - 10},${hy + 40} ${hx - 35},${hy - 20} ${hx - 10},${hy - 70}Z" fill="${earC}"/><path d="M${hx + 20},${hy - 40} C${hx + 40},${hy + 10} ${hx + 30},${hy + 70} ${hx + 15},${hy + 110}" stroke="${dark(earC, 0.15)}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".5"/>`;
  } else {
    s += `<path d="M${hx + 5},${hy - 70} C${hx - 30},${hy - 180} ${hx - 10},${hy - 290} ${hx + 35},${hy - 290} C${hx + 75},${hy - 290} ${hx + 65},${hy - 170} ${hx + 45},${hy - 75}Z" fill="${earC}"/><path d="M${hx + 14},${hy - 90} C${hx - 8},${hy - 180} ${hx + 5},${hy - 262} ${hx + 33},${hy - 264} C${hx + 55},${hy - 262} ${hx + 50},${hy - 170} ${hx + 36},${hy - 95}Z" fill="${p.earInner ?? "#F3B2B8"}"/>`;
  }
  return s;
}

/** Guinea pig, side view, facing left. */
function guineaPig(p) {
  const base = p.base ?? "#F5EFE6";
  let s = "";
  for (const x of [60, 130]) s += `<ellipse cx="${x}" cy="-8" rx="30" ry="13" fill="#E4A597"/>`;
  const bodyD = `M-200,-80 C-210,-170 -120,-215 -10,-215 C120,-215 210,-165 210,-85 C210,-25 160,0 90,0 L-130,0 C-180,0 -195,-35 -200,-80Z`;
  s += `<path d="${bodyD}" fill="${base}"/>`;
  s += clipped(
    bodyD,
    (p.patches ?? []).map(([d, c]) => `<path d="${d}" fill="${c}"/>`).join("") +
      `<ellipse cx="0" cy="-20" rx="220" ry="40" fill="#000" opacity=".05"/>`,
  );
  for (const x of [-140, -70])
    s += `<ellipse cx="${x}" cy="-8" rx="26" ry="12" fill="#EFB5A8"/><path d="M${x - 14},-10 l-6,6 M${x - 4},-8 l-4,8" stroke="#C98882" stroke-width="2.5" stroke-linecap="round"/>`;
  const rr = rng("gpfur");
  for (let i = 0; i < 40; i++) {
    const x = -170 + rr() * 360;
    const y = -190 + rr() * 160;
    s += `<path d="M${f(x)},${f(y)} q6,10 2,22" stroke="#000" stroke-width="3" fill="none" opacity=".07" stroke-linecap="round"/>`;
  }
  s += `<path d="M-100,-200 C-120,-250 -60,-255 -60,-205Z" fill="#E9A5A0"/><path d="M-95,-200 C-108,-235 -72,-238 -70,-206Z" fill="#C98882"/>`;
  s += eye(-140, -140, 14);
  s += `<path d="M-205,-95 C-200,-106 -188,-104 -190,-92 C-194,-86 -203,-86 -205,-95Z" fill="#D9808C"/><path d="M-198,-86 L-196,-74 C-190,-66 -180,-68 -178,-74" stroke="#7a5a50" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  s += whiskers(-185, -80, -1, "#6a5a52", 85, 2.2, 0.55);
  return s;
}

function hay(x, y, s = 1) {
  const r = rng(`hay${x}`);
  const cols = ["#D4AF4F", "#F0D78A", "#C79E3E", "#E6C66B"];
  let out = `<g transform="translate(${x},${y}) scale(${s})"><path d="M-160,0 C-150,-45 -70,-72 0,-70 C80,-72 150,-45 160,0Z" fill="#E3C46A"/>`;
  for (let i = 0; i < 110; i++) {
    const x0 = (r() - 0.5) * 300;
    const top = -70 * Math.sqrt(Math.max(0, 1 - (x0 / 160) ** 2));
    const y0 = top * r();
    const len = 30 + r() * 50;
    const a = (r() - 0.5) * 1.6;
    const bend = (r() - 0.5) * 30;
    out += `<path d="M${f(x0)},${f(y0)} q${f(Math.cos(a) * len * 0.5)},${f(Math.sin(a) * len * 0.3 + bend)} ${f(Math.cos(a) * len)},${f(Math.sin(a) * len * 0.4)}" stroke="${cols[i % 4]}" stroke-width="${f(2.5 + r() * 2.5)}" fill="none" stroke-linecap="round"/>`;
  }
  return out + "</g>";
}

function carrot(x, y, rot = -20, s = 1) {
  return `<g transform="translate(${x},${y}) rotate(${rot}) scale(${s})"><path d="M0,-18 C50,-16 110,-6 130,0 C110,6 50,16 0,18 C-12,10 -12,-10 0,-18Z" fill="#F28B2C"/><path d="M30,-8 L38,0 M60,4 L68,-2 M90,-4 L96,2" stroke="#C96A1A" stroke-width="3" stroke-linecap="round"/><path d="M-4,-6 C-30,-30 -50,-30 -60,-24 M-4,0 C-30,-4 -50,6 -62,10 M-4,4 C-20,20 -40,34 -50,40" stroke="#5FAE4A" stroke-width="8" stroke-linecap="round" fill="none"/></g>`;
}

// ───────────────────────────── composition ─────────────────────────────

/** scene: {back, front}; items: [{svg, x, y, s, flip}] (drawn in order); shadows: [[cx, cy, rx]]. */
function compose(scene, items, shadows = []) {
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene.back}`;
  for (const [cx, cy, rx, op] of shadows) s += groundShadow(cx, cy, rx, rx * 0.14, op ?? 0.24);
  for (const it of items)
    s += `<g transform="translate(${it.x},${it.y}) scale(${(it.flip ? -1 : 1) * (it.s ?? 1)},${it.s ?? 1})${it.rot ? ` rotate(${it.rot})` : ""}">${it.svg}</g>`;
  return s + scene.front + "</svg>";
}

// ───────────────────────────── breeds ─────────────────────────────

const BREEDS = {
  labrador: {
    coat: "#E9C48A",
    muzzleColor: "#F5DDB4",
    earColor: "#D9AE6F",
    ears: "drop",
    earLen: 50,
    tail: "straight",
    tailW: 34,
    tongue: true,
    collar: "#D9534F",
    bw: 158,
    hw: 122,
    hh: 108,
    chest: "#F0D3A2",
  },
  gsd: {
    coat: "#C98A4B",
    ears: "erect",
    earH: 125,
    earColor: "#3a2a22",
    earInner: "#5a4036",
    hw: 108,
    hh: 108,
    mw: 58,
    mh: 52,
    muzzleY: 0.55,
    muzzleColor: "#3b2c25",
    mouthColor: "#1a1412",
    tail: "plume",
    tailColor: "#4a3528",
    featherColor: "#6b4a36",
    tailW: 28,
    bw: 150,
    chest: "#D9A466",
    blush: false,
    headMarks: (hw, hh) =>
      `<path d="M${-hw},${-hh} L${hw},${-hh} L${hw},${-hh * 0.55} C${hw * 0.5},${-hh * 0.35} ${hw * 0.2},${-hh * 0.6} 0,${-hh * 0.2} C${-hw * 0.2},${-hh * 0.6} ${-hw * 0.5},${-hh * 0.35} ${-hw},${-hh * 0.55}Z" fill="#4a3528"/><ellipse cx="${-hw * 0.4}" cy="${-hh * 0.1}" rx="30" ry="22" fill="#5a4030" opacity=".8"/><ellipse cx="${hw * 0.4}" cy="${-hh * 0.1}" rx="30" ry="22" fill="#5a4030" opacity=".8"/>`,
    bodyMarks: (bw, pose) =>
      pose === "lie"
        ? `<path d="M-300,-170 C-150,-270 150,-270 300,-170 L300,-300 L-300,-300Z" fill="#3f2e24"/>`
        : `<path d="M-${bw + 40},-330 C-80,-420 80,-420 ${bw + 40},-330 L${bw + 40},-150 C${bw - 20},-250 ${bw - 60},-300 100,-330 C60,-380 -60,-380 -100,-330 C-${bw - 60},-300 -${bw - 20},-250 -${bw + 40},-150Z" fill="#3f2e24"/>`,
    sideHeadMarks: (r, sn, fx, top) =>
      `<path d="M${fx - 10},${top - 40} L${fx + 30},${top - 4} C${-r * 0.6},${-r * 0.45} ${-r * 0.1},${-r * 0.55} ${r * 0.15},${-r * 0.2} C${r * 0.5},${r * 0.1} ${r * 0.9},0 ${r * 1.2},${-r * 0.05} L${r * 1.2},${-r * 1.4} L${fx - 10},${-r * 1.4}Z" fill="#3f2e24"/><ellipse cx="${-r * 0.42}" cy="${-r * 0.22}" rx="24" ry="18" fill="#4a3528"/>`,
  },
  golden: {
    coat: "#D9A04A",
    muzzleColor: "#EDC487",
    earColor: "#C68A37",
    ears: "feather",
    earLen: 70,
    earW: 76,
    tail: "plume",
    featherColor: "#EDBB6A",
    tailW: 30,
    tongue: true,
    collar: "#3E7CB1",
    chest: "#EBB866",
    fluffyBody: [92, 52],
    bw: 155,
    hw: 120,
    hh: 108,
  },
  beagle: {
    coat: "#C9843F",
    headColor: "#C9843F",
    ears: "long",
    earLen: 125,
    earColor: "#8a5428",
    muzzleColor: "#FBF6EE",
    mw: 60,
    mh: 50,
    muzzleY: 0.5,
    chest: "#FBF6EE",
    legColor: "#FBF6EE",
    tail: "straight",
    tailColor: "#2a221e",
    tailTip: "#FBF6EE",
    tailW: 26,
    bw: 145,
    hw: 115,
    hh: 105,
    headMarks: (hw, hh) =>
      `<path d="M-14,${-hh} C-18,${-hh * 0.4} -26,${-hh * 0.1} -50,${hh * 0.3} L50,${hh * 0.3} C26,${-hh * 0.1} 18,${-hh * 0.4} 14,${-hh}Z" fill="#FBF6EE"/>`,
    bodyMarks: (bw, pose) =>
      pose === "lie"
        ? `<path d="M-200,-220 C-100,-270 100,-270 200,-220 L320,-120 L320,-300 L-320,-300 L-320,-120Z" fill="#2a221e"/>`
        : `<path d="M-${bw + 40},-300 C-60,-370 60,-370 ${bw + 40},-300 L${bw + 40},-120 C${bw - 20},-200 ${bw - 40},-260 80,-300 C40,-330 -40,-330 -80,-300 C-${bw - 40},-260 -${bw - 20},-200 -${bw + 40},-120Z" fill="#2a221e"/>`,
    sideHeadMarks: (r, sn, fx, top) =>
      `<path d="M${fx - 10},${top - 40} L${fx + 16},${top + 10} C${fx * 0.55},${top + 8} ${-r * 0.62},${-r * 0.5} ${-r * 0.6},${-r * 1.1} L${fx - 10},${-r * 1.2}Z" fill="#FBF6EE"/><ellipse cx="${-r * 0.1}" cy="${r * 0.95}" rx="${r * 0.75}" ry="${r * 0.38}" fill="#FBF6EE"/>`,
  },
  pug: {
    coat: "#E3C79A",
    ears: "button",
    earColor: "#2b2320",
    muzzleColor: "#2f2623",
    mw: 72,
    mh: 48,
    muzzleY: 0.42,
    noseUp: 0.3,
    nw: 26,
    mouthColor: "#121010",
    er: 21,
    eyeX: 0.46,
    eyeY: 0.12,
    wrinkles: true,
    hw: 128,
    hh: 112,
    tail: "curl",
    tailW: 32,
    bw: 150,
    tongue: true,
    collar: "#F08CB0",
    blush: false,
    headMarks: (hw, hh) =>
      `<ellipse cx="${-hw * 0.46}" cy="${-hh * 0.12}" rx="36" ry="32" fill="#3a2f2a" opacity=".85"/><ellipse cx="${hw * 0.46}" cy="${-hh * 0.12}" rx="36" ry="32" fill="#3a2f2a" opacity=".85"/>`,
  },
  indie: {
    coat: "#C98F55",
    ears: "erect",
    earH: 95,
    earInner: "#E9B4A0",
    hw: 108,
    hh: 104,
    mw: 56,
    mh: 50,
    muzzleY: 0.55,
    muzzleColor: "#F0D5B0",
    chest: "#F6E6CC",
    pawColor: "#F6E6CC",
    tail: "curl",
    tailW: 28,
    tailTip: "#F6E6CC",
    bw: 140,
    headMarks: (hw, hh) => `<path d="M-10,${-hh * 0.2} L10,${-hh * 0.2} L26,${hh} L-26,${hh}Z" fill="#F0D5B0" opacity=".9"/>`,
  },
  shihtzu: {
    coat: "#F8F2EA",
    headColor: "#F8F2EA",
    ears: "hair",
    earLen: 118,
    earW: 62,
    beard: "#FFFCF8",
    earColor: "#C99356",
    muzzleColor: "#FFFCF8",
    mw: 66,
    mh: 44,
    muzzleY: 0.42,
    noseUp: 0.25,
    er: 19,
    eyeX: 0.42,
    eyeY: 0.1,
    hw: 118,
    hh: 108,
    tail: "bushy",
    tailColor: "#E6CFA8",
    featherColor: "#F3E4C8",
    tailW: 34,
    bw: 130,
    puffBody: [150, 155],
    headY: -320,
    chest: "#FFFCF8",
    blush: true,
    headMarks: (hw, hh) =>
      `<ellipse cx="${-hw * 0.45}" cy="${-hh * 0.2}" rx="46" ry="52" fill="#D8A869"/><ellipse cx="${hw * 0.45}" cy="${-hh * 0.2}" rx="46" ry="52" fill="#D8A869"/><path d="M-10,${-hh} L10,${-hh} L16,${-hh * 0.2} L-16,${-hh * 0.2}Z" fill="#F8F2EA"/>`,
    extraHead: (hw, hh) =>
      `<path d="M-22,${-hh * 0.95} C-30,${-hh * 1.5} 30,${-hh * 1.5} 22,${-hh * 0.95}Z" fill="#E7C996"/><g transform="translate(0,${-hh * 1.32})"><path d="M0,0 L-40,-22 L-40,22Z M0,0 L40,-22 L40,22Z" fill="#E84A7F"/><circle r="10" fill="#C93368"/></g>`,
  },
  rottweiler: {
    coat: "#231c19",
    ears: "drop",
    earLen: 34,
    earW: 54,
    earColor: "#1a1412",
    muzzleColor: "#A0582B",
    mw: 64,
    mh: 48,
    muzzleY: 0.5,
    mouthColor: "#3a1e12",
    brows: "#A0582B",
    iris: "#7a4424",
    eyeRim: "#3a2c26",
    hw: 128,
    hh: 112,
    tail: "stub",
    bw: 160,
    sock: ["#A0582B", 110],
    pawColor: "#A0582B",
    hindPawColor: "#A0582B",
    collar: "#C9A227",
    blush: false,
    headMarks: (hw, hh) =>
      `<ellipse cx="${-hw * 0.62}" cy="${hh * 0.48}" rx="30" ry="26" fill="#A0582B"/><ellipse cx="${hw * 0.62}" cy="${hh * 0.48}" rx="30" ry="26" fill="#A0582B"/>`,
    bodyMarks: () => `<path d="M-92,-312 L-30,-306 L-64,-246Z M92,-312 L30,-306 L64,-246Z" fill="#A0582B"/>`,
  },
  dachshund: {
    coat: "#B5562A",
    ears: "long",
    earColor: "#8E3F1D",
    muzzleColor: "#B5562A",
    tail: "straight",
    tailW: 22,
    len: 235,
    depth: 72,
    legH: 68,
    skull: 62,
    snout: 100,
    snoutH: 52,
    neckUp: 70,
    neckFwd: 30,
    earLenSide: 120,
    collar: "#2E8B57",
    hw: 112,
    hh: 104,
    mw: 54,
    mh: 48,
    muzzleY: 0.55,
    earLen: 110,
    bw: 130,
    blush: false,
  },
  pomeranian: {
    coat: "#F0A24A",
    ears: "erect",
    earH: 70,
    earW: 1.4,
    earInner: "#F7C48A",
    hw: 98,
    hh: 90,
    mw: 40,
    mh: 32,
    muzzleY: 0.45,
    muzzleColor: "#F9D3A0",
    nw: 18,
    er: 17,
    mane: 58,
    maneColor: "#F3AE58",
    tail: "bushy",
    tailW: 46,
    featherColor: "#F7C27A",
    puffBody: [150, 150],
    chest: "#F7C27A",
    bw: 120,
    tongue: true,
    headY: -300,
  },
  husky: {
    coat: "#5E6670",
    ears: "erect",
    earH: 100,
    earInner: "#F4F1EE",
    hw: 112,
    hh: 106,
    mw: 58,
    mh: 50,
    muzzleY: 0.55,
    muzzleColor: "#FAFAF8",
    iris: "#6FB7E8",
    chest: "#FAFAF8",
    legColor: "#FAFAF8",
    tail: "bushy",
    tailW: 32,
    tailTip: "#FAFAF8",
    featherColor: "#7a828c",
    bw: 150,
    tongue: true,
    blush: false,
    headMarks: (hw, hh) =>
      `<path d="M${-hw},${-hh * 0.15} C${-hw * 0.6},${-hh * 0.35} ${-hw * 0.35},${-hh * 0.5} -12,${-hh * 0.55} L-12,${-hh} L12,${-hh} L12,${-hh * 0.55} C${hw * 0.35},${-hh * 0.5} ${hw * 0.6},${-hh * 0.35} ${hw},${-hh * 0.15} L${hw},${hh} L${-hw},${hh}Z" fill="#FAFAF8"/><ellipse cx="${-hw * 0.42}" cy="${-hh * 0.42}" rx="20" ry="9" fill="#FAFAF8"/><ellipse cx="${hw * 0.42}" cy="${-hh * 0.42}" rx="20" ry="9" fill="#FAFAF8"/>`,
  },
  rajapalayam: {
    coat: "#FBF8F3",
    ears: "drop",
    earLen: 18,
    earW: 52,
    earColor: "#F0E6D8",
    hw: 96,
    hh: 110,
    mw: 50,
    mh: 56,
    muzzleY: 0.62,
    headY: -545,
    neckY: -455,
    legTop: -310,
    thighR: 74,
    muzzleColor: "#FFFFFF",
    noseColor: "#D98C8C",
    mouthColor: "#C9828A",
    iris: "#C9A26B",
    tail: "straight",
    tailW: 20,
    bw: 118,
    collar: "#8E5BB5",
    chest: "#FFFFFF",
    blush: true,
  },
};

const CATS = {
  persian: {
    coat: "#F3E4CC",
    ruff: 55,
    ruffColor: "#FBF5EA",
    tailColor: "#E9D5B3",
    legColor: "#F6EBD9",
    pawColor: "#FBF5EA",
    muzzleColor: "#FBF5EA",
    fluffyHead: true,
    fluffyBody: true,
    earH: 48,
    hw: 128,
    hh: 106,
    iris: "#E3973B",
    er: 24,
    round: true,
    pupil: 0.42,
    muzzleY: 0.32,
    whiskers: "#C9C1B8",
    tailW: 50,
    bw: 140,
    nose: "#EFA0A8",
  },
  siamese: {
    coat: "#F3E6D2",
    legColor: "#F3E6D2",
    earColor: "#4a3429",
    earInner: "#6b4c3e",
    iris: "#5BA7E0",
    earH: 95,
    hw: 112,
    hh: 96,
    pawColor: "#5a4034",
    tailColor: "#4a3429",
    whiskers: "#f5efe6",
    muzzleColor: "none",
    nose: "#5a4034",
    mouthColor: "#2a1d18",
    bw: 118,
    headMarks: (hw, hh) =>
      `<ellipse cx="0" cy="${hh * 0.35}" rx="${hw * 0.62}" ry="${hh * 0.72}" fill="#5a4034"/><ellipse cx="0" cy="${-hh * 0.05}" rx="${hw * 0.75}" ry="${hh * 0.45}" fill="#6e5244" opacity=".7"/>`,
    legMarks: (x) => `<rect x="${x - 24}" y="-150" width="48" height="140" rx="22" fill="#6e5244" opacity=".9"/>`,
  },
  tabby: {
    coat: "#F0A050",
    chest: "#FCEBD2",
    pawColor: "#FCEBD2",
    iris: "#B9C94A",
    hw: 118,
    hh: 100,
    er: 24,
    round: true,
    pupil: 0.4,
    bw: 120,
    tailW: 28,
    collar: "#4FA3D1",
    whiskers: "#fff",
    headMarks: (hw, hh) =>
      `<path d="M-30,${-hh} L-18,${-hh * 0.55} L-6,${-hh} Z M6,${-hh} L18,${-hh * 0.55} L30,${-hh} Z M-4,${-hh} L0,${-hh * 0.45} L4,${-hh}Z" fill="#C96F25"/><path d="M${-hw},${-hh * 0.1} L${-hw * 0.72},${-hh * 0.02} L${-hw},${hh * 0.08}Z M${hw},${-hh * 0.1} L${hw * 0.72},${-hh * 0.02} L${hw},${hh * 0.08}Z M${-hw},${hh * 0.22} L${-hw * 0.75},${hh * 0.25} L${-hw},${hh * 0.36}Z M${hw},${hh * 0.22} L${hw * 0.75},${hh * 0.25} L${hw},${hh * 0.36}Z" fill="#C96F25"/><ellipse cx="0" cy="${hh * 0.55}" rx="${hw * 0.5}" ry="${hh * 0.5}" fill="#FCEBD2"/>`,
    bodyMarks: (bw, pose) =>
      pose === "loaf"
        ? [-150, -80, 90, 160]
            .map(
              (x) =>
                `<path d="M${x},-250 C${x + 15},-180 ${x - 10},-140 ${x + 8},-90" stroke="#C96F25" stroke-width="20" fill="none" stroke-linecap="round"/>`,
            )
            .join("")
        : [-250, -190, -130]
            .map(
              (y) =>
                `<path d="M${-bw - 10},${y} C${-bw + 40},${y + 10} ${-bw + 50},${y + 20} ${-bw + 45},${y + 40} M${bw + 10},${y} C${bw - 40},${y + 10} ${bw - 50},${y + 20} ${bw - 45},${y + 40}" stroke="#C96F25" stroke-width="18" fill="none" stroke-linecap="round"/>`,
            )
            .join(""),
    tailMarks: (d, tw) =>
      `<path d="${d}" stroke="#C96F25" stroke-width="${tw}" fill="none" stroke-dasharray="18 22" stroke-dashoffset="8"/>`,
  },
  mainecoon: {
    coat: "#8A6A4E",
    ruff: 45,
    ruffColor: "#D9C7AE",
    earTufts: true,
    earH: 100,
    hw: 122,
    hh: 104,
    iris: "#D5B33E",
    er: 21,
    bw: 145,
    tailW: 52,
    tailUp: true,
    chest: "#E8DCCB",
    pawColor: "#E8DCCB",
    muzzleColor: "#EFE5D6",
    whiskers: "#fff",
    cheeks: true,
    fluffyBody: true,
    headMarks: (hw, hh) =>
      `<path d="M-32,${-hh} L-20,${-hh * 0.5} L-8,${-hh}Z M8,${-hh} L20,${-hh * 0.5} L32,${-hh}Z M-4,${-hh} L0,${-hh * 0.4} L4,${-hh}Z" fill="#4a3628"/><path d="M${-hw},${-hh * 0.05} L${-hw * 0.7},${hh * 0.05} L${-hw},${hh * 0.18}Z M${hw},${-hh * 0.05} L${hw * 0.7},${hh * 0.05} L${hw},${hh * 0.18}Z" fill="#4a3628"/>`,
    bodyMarks: (bw) =>
      [-260, -190, -120]
        .map(
          (y) =>
            `<path d="M${-bw - 10},${y} C${-bw + 40},${y + 10} ${-bw + 50},${y + 20} ${-bw + 45},${y + 40} M${bw + 10},${y} C${bw - 40},${y + 10} ${bw - 50},${y + 20} ${bw - 45},${y + 40}" stroke="#4a3628" stroke-width="16" fill="none" stroke-linecap="round"/>`,
        )
        .join(""),
    tailMarks: (d, tw) => `<path d="${d}" stroke="#4a3628" stroke-width="${tw - 6}" fill="none" stroke-dasharray="16 26"/>`,
  },
  bengal: {
    coat: "#D9A45A",
    chest: "#F3DDB4",
    iris: "#7FB33A",
    earH: 78,
    hw: 114,
    hh: 98,
    bw: 125,
    tailW: 28,
    tailUp: true,
    muzzleColor: "#F3DDB4",
    whiskers: "#fff",
    tailColor: "#D9A45A",
    headMarks: (hw, hh) =>
      `<path d="M-30,${-hh} L-20,${-hh * 0.5} L-10,${-hh}Z M10,${-hh} L20,${-hh * 0.5} L30,${-hh}Z" fill="#5a3a22"/><path d="M${-hw * 0.6},${-hh * 0.15} C${-hw * 0.75},${hh * 0.1} ${-hw * 0.8},${hh * 0.2} ${-hw},${hh * 0.2}" stroke="#5a3a22" stroke-width="8" fill="none"/><path d="M${hw * 0.6},${-hh * 0.15} C${hw * 0.75},${hh * 0.1} ${hw * 0.8},${hh * 0.2} ${hw},${hh * 0.2}" stroke="#5a3a22" stroke-width="8" fill="none"/>`,
    bodyMarks: (bw) => {
      const r = rng("bengal");
      let s = "";
      for (let i = 0; i < 34; i++) {
        const x = (r() - 0.5) * 2 * bw;
        const y = -30 - r() * 330;
        if (Math.abs(x) < 55 && y > -330) continue;
        const rs = 13 + r() * 9;
        s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rs * 1.2)}" ry="${f(rs)}" fill="#5a3a22"/><ellipse cx="${f(x + 2)}" cy="${f(y)}" rx="${f(rs * 0.6)}" ry="${f(rs * 0.5)}" fill="#B97A3A"/>`;
      }
      return s;
    },
    legMarks: (x) =>
      `<ellipse cx="${x}" cy="-190" rx="12" ry="9" fill="#5a3a22"/><ellipse cx="${x + 6}" cy="-140" rx="11" ry="8" fill="#5a3a22"/><ellipse cx="${x - 6}" cy="-95" rx="10" ry="7" fill="#5a3a22"/>`,
    tailMarks: (d, tw) => `<path d="${d}" stroke="#5a3a22" stroke-width="${tw}" fill="none" stroke-dasharray="14 30"/>`,
  },
  calico: {
    coat: "#FBF7F0",
    iris: "#DDB03A",
    er: 21,
    hw: 118,
    hh: 100,
    bw: 125,
    tailW: 28,
    tailColor: "#E5903F",
    whiskers: "#b9aea3",
    muzzleColor: "#FFFFFF",
    headMarks: (hw, hh) =>
      `<path d="M${-hw},${-hh} L-6,${-hh} C-14,${-hh * 0.6} -30,${-hh * 0.2} ${-hw * 0.7},${hh * 0.2} L${-hw},${hh * 0.3}Z" fill="#E5903F"/><path d="M${hw},${-hh} L6,${-hh} C14,${-hh * 0.6} 30,${-hh * 0.25} ${hw * 0.7},${hh * 0.15} L${hw},${hh * 0.2}Z" fill="#2d2624"/>`,
    bodyMarks: (bw, pose) =>
      pose === "loaf"
        ? `<path d="M-260,-260 L-60,-260 C-80,-200 -140,-150 -260,-120Z" fill="#2d2624"/><path d="M80,-260 L260,-260 L260,-60 C200,-90 120,-150 80,-260Z" fill="#E5903F"/><path d="M150,-160 C190,-185 245,-160 238,-118 C232,-84 196,-70 168,-92 C146,-108 128,-142 150,-160Z" fill="#2d2624"/>`
        : `<path d="M${-bw - 20},-320 C-60,-300 -40,-240 ${-bw + 40},-160 L${-bw - 20},-160Z" fill="#2d2624"/><path d="M${bw + 20},-300 C60,-280 70,-200 ${bw - 30},-100 L${bw + 20},-80Z" fill="#E5903F"/>`,
    earColor: "#E5903F",
  },
};

// ───────────────────────────── photo list ─────────────────────────────

const dog = (breed, extra = {}) => ({ ...BREEDS[breed], ...extra });
const cat = (breed, extra = {}) => ({ ...CATS[breed], ...extra });

const PHOTOS = [
  // dogs
  {
    slug: "labrador",
    draw: () =>
      compose(
        meadow({
          seed: "lab",
          sky: ["#BFE3F7", "#EAF6FC"],
          hills: ["#B7DC9A", "#8CC47A"],
          sun: [980, 150],
          clouds: [
            [260, 140, 1],
            [720, 90, 0.7],
          ],
        }),
        [{ svg: dogSit(dog("labrador")), x: 600, y: 830, s: 1.05 }],
        [[600, 830, 273]],
      ),
  },
  {
    slug: "labrador-2",
    draw: () =>
      compose(
        room({
          seed: "lab2",
          wall: "#F6D9C4",
          pattern: "dots",
          floor: "#D9B48C",
          planks: true,
          window: "left",
          plant: "right",
          rug: "#7FB3D5",
        }),
        [{ svg: dogLie(dog("labrador", { tilt: -8, tongue: false })), x: 640, y: 830, s: 1.05 }],
        [[640, 830, 315]],
      ),
  },
  {
    slug: "german-shepherd",
    draw: () =>
      compose(
        room({
          seed: "gsd",
          wall: "#D7E4EE",
          pattern: "stripes",
          floor: "#C9A27E",
          planks: true,
          frame: "right",
          plant: "left",
          rug: "#E9C46A",
        }),
        [{ svg: dogSit(dog("gsd")), x: 600, y: 830, s: 1.0 }],
        [[600, 830, 250]],
      ),
  },
  {
    slug: "german-shepherd-2",
    draw: () =>
      compose(
        meadow({
          seed: "gsd2",
          sky: ["#FCE3C3", "#FFF4E4"],
          hills: ["#C9D98F", "#A9C776"],
          sun: [200, 160],
          sunColor: "#FFE0A8",
          trees: [
            [1040, 1.1],
            [140, 0.8],
          ],
          treeColor: "#86AE63",
        }),
        [
          {
            svg: dogStand(
              dog("gsd", {
                len: 200,
                depth: 90,
                legH: 180,
                saddle: "#3f2e24",
                chest: "#D9A466",
                skull: 76,
                snout: 92,
                earH: 80,
                tail: "plume",
                tongue: true,
                neckSaddle: 0.9,
              }),
            ),
            x: 600,
            y: 830,
            s: 1.05,
          },
        ],
        [[600, 830, 315]],
      ),
  },
  {
    slug: "golden-retriever",
    draw: () =>
      compose(
        meadow({
          seed: "gold",
          sky: ["#CDE9F4", "#F4FAF0"],
          hills: ["#BFDC8E", "#96C46B"],
          trees: [
            [170, 1.15],
            [1060, 0.9],
          ],
          treeColor: "#7FB069",
          flowers: ["#fff", "#F6D04D", "#F49AC1", "#B69CF2"],
        }),
        [{ svg: dogSit(dog("golden")), x: 600, y: 830, s: 1.03 }],
        [[600, 830, 267]],
      ),
  },
  {
    slug: "golden-retriever-2",
    draw: () =>
      compose(
        room({
          seed: "gold2",
          wall: "#E3EEDB",
          pattern: "leaves",
          accent: "#C8DDB9",
          floor: "#E2C29B",
          planks: true,
          shelf: "right",
          rug: "#F2A490",
        }),
        [{ svg: dogLie(dog("golden", { tilt: 6 })), x: 600, y: 830, s: 1.05 }],
        [[600, 830, 315]],
      ),
  },
  {
    slug: "beagle",
    draw: () =>
      compose(
        studio({
          seed: "beagle",
          bg: "#F9D7A8",
          deco: "paws",
          decoColors: ["#F3B97A", "#fff"],
          ball: [920, 770, "#E85D5D"],
          bone: [260, 790, -15],
        }),
        [{ svg: dogSit(dog("beagle", { collar: "#3BA676", tilt: -6 })), x: 600, y: 820, s: 1.03 }],
        [[600, 820, 257]],
      ),
  },
  {
    slug: "beagle-2",
    draw: () =>
      compose(
        meadow({
          seed: "beagle2",
          sky: ["#D6ECF9", "#F6FBF2"],
          hills: ["#B5D98A", "#8FC46A"],
          clouds: [
            [300, 120, 0.9],
            [900, 170, 0.7],
          ],
          fence: "#F4EBDD",
        }),
        [
          {
            svg: dogStand(
              dog("beagle", {
                len: 175,
                depth: 82,
                legH: 150,
                saddle: "#2a221e",
                chest: "#FBF6EE",
                sock: ["#FBF6EE", 90],
                skull: 66,
                snout: 88,
                snoutH: 58,
                earLenSide: 140,
                tail: "up",
                muzzleColor: "#FBF6EE",
                headColor: "#C9843F",
              }),
            ),
            x: 620,
            y: 830,
            s: 1.12,
          },
        ],
        [[620, 830, 313]],
      ),
  },
  {
    slug: "pug",
    draw: () =>
      compose(
        studio({
          seed: "pug",
          bg: "#CFE3F3",
          deco: "hearts",
          decoColors: ["#F6A5C0", "#fff"],
          bed: { color: "#F28FB1", inner: "#FCE4EC", rx: 340, cy: 815 },
        }),
        [{ svg: dogSit(dog("pug", { tilt: 7 })), x: 600, y: 800, s: 1.0 }],
        [[600, 800, 230]],
      ),
  },
  {
    slug: "pug-2",
    draw: () =>
      compose(
        room({
          seed: "pug2",
          wall: "#FBE7A1",
          pattern: "dots",
          accent: "#FFF3CC",
          floor: "#9FC7B8",
          window: "right",
          sky: "#CDE7F6",
          curtain: "#7FB3D5",
          rug: "#F5F0E6",
        }),
        [{ svg: dogLie(dog("pug", { tongue: false, tilt: -5 })), x: 570, y: 830, s: 1.05 }],
        [[570, 830, 304]],
      ),
  },
  {
    slug: "indie",
    draw: () =>
      compose(
        meadow({
          seed: "indie",
          sky: ["#FFD9B0", "#FFF1DC"],
          hills: ["#D9CB8A", "#BFB66E"],
          sun: [930, 210],
          sunColor: "#FFC98A",
          trees: [[150, 1.2]],
          treeColor: "#8FA85B",
          flowers: ["#fff", "#F5C64D", "#E46F5A"],
        }),
        [{ svg: dogSit(dog("indie", { collar: "#E0644F" })), x: 620, y: 830, s: 1.03 }],
        [[620, 830, 247]],
      ),
  },
  {
    slug: "indie-puppy",
    draw: () =>
      compose(
        studio({
          seed: "indiepup",
          bg: "#D8EDD0",
          deco: "stars",
          decoColors: ["#fff", "#FFE08A"],
          bed: { color: "#6FA8DC", inner: "#DCEBF7", rx: 340, cy: 815 },
        }),
        [
          {
            svg: dogLie(
              dog("indie", {
                coat: "#2d2826",
                chest: "#F7F2EA",
                pawColor: "#F7F2EA",
                muzzleColor: "#F7F2EA",
                earInner: "#5a4a44",
                tailTip: "#F7F2EA",
                hs: 1.18,
                headYLie: -250,
                tilt: 8,
                earH: 80,
                headMarks: (hw, hh) => `<path d="M-12,${-hh * 0.55} L12,${-hh * 0.55} L30,${hh} L-30,${hh}Z" fill="#F7F2EA"/>`,
              }),
            ),
            x: 600,
            y: 800,
            s: 1.0,
          },
        ],
        [],
      ),
  },
  {
    slug: "shih-tzu",
    draw: () =>
      compose(
        studio({ seed: "shih", bg: "#E6D9F5", deco: "hearts", decoColors: ["#fff", "#F3B8D4"], bone: [930, 785, 20] }),
        [{ svg: dogSit(dog("shihtzu")), x: 600, y: 830, s: 1.2 }],
        [[600, 830, 250]],
      ),
  },
  {
    slug: "rottweiler",
    draw: () =>
      compose(
        meadow({
          seed: "rott",
          sky: ["#CFE6F2", "#F1F8F4"],
          hills: ["#A8D08D", "#7DB765"],
          clouds: [
            [220, 150, 1.1],
            [980, 110, 0.8],
          ],
          trees: [[1080, 1.0]],
          treeColor: "#6E9F58",
        }),
        [{ svg: dogSit(dog("rottweiler")), x: 590, y: 830, s: 1.0 }],
        [[590, 830, 270]],
      ),
  },
  {
    slug: "dachshund",
    draw: () =>
      compose(
        room({
          seed: "dach",
          wall: "#F3E3C8",
          pattern: "stripes",
          accent: "#F9EEDC",
          floor: "#B9D3C2",
          window: "right",
          curtain: "#E9A06B",
          sky: "#CFE9F5",
          rug: "#E3826F",
          rugRx: 460,
        }),
        [{ svg: dogStand(dog("dachshund")), x: 560, y: 820, s: 1.12 }],
        [[560, 820, 369]],
      ),
  },
  {
    slug: "dachshund-2",
    draw: () =>
      compose(
        meadow({
          seed: "dach2",
          sky: ["#E5F1FB", "#FDF6EA"],
          hills: ["#C6E0A0", "#A3CF7E"],
          sun: [1000, 140],
          clouds: [[250, 170, 0.8]],
          flowers: ["#fff", "#F7C948", "#EF8DB0"],
        }),
        [
          {
            svg: dogStand(dog("dachshund", { tongue: true, tail: "up", collar: "#E0644F", neckUp: 80 })),
            x: 650,
            y: 830,
            s: 1.12,
            flip: true,
          },
        ],
        [[630, 830, 370]],
      ),
  },
  {
    slug: "pomeranian",
    draw: () =>
      compose(
        studio({
          seed: "pom",
          bg: "#CBE7E4",
          deco: "dots",
          decoColors: ["#fff", "#FFD9A8"],
          bed: { color: "#F4B6C2", inner: "#FDEBEF", rx: 330, cy: 815 },
          ball: [990, 770, "#7C9EE8"],
        }),
        [{ svg: dogSit(dog("pomeranian")), x: 600, y: 800, s: 1.15 }],
        [[600, 800, 241]],
      ),
  },
  {
    slug: "husky",
    draw: () =>
      compose(
        meadow({
          seed: "husky",
          sky: ["#BFD8F0", "#EAF3FB"],
          hills: ["#E3EEF7", "#F4F8FC"],
          mountains: "#A9C0D8",
          snow: true,
          flowerCount: 0,
        }),
        [{ svg: dogSit(dog("husky")), x: 600, y: 830, s: 1.02 }],
        [[600, 830, 255]],
      ),
  },
  {
    slug: "rajapalayam",
    draw: () =>
      compose(
        meadow({
          seed: "raja",
          sky: ["#FFE2B8", "#FFF5E6"],
          hills: ["#C5CF86", "#A9B866"],
          sun: [240, 190],
          sunColor: "#FFD28F",
          trees: [[1000, 1.3]],
          treeColor: "#7E9D4F",
          flowers: ["#fff", "#F4B942", "#E9795F"],
        }),
        [{ svg: dogSit(dog("rajapalayam")), x: 590, y: 830, s: 1.02 }],
        [[590, 830, 244]],
      ),
  },
  // cats
  {
    slug: "persian",
    draw: () =>
      compose(
        studio({
          seed: "persian",
          bg: "#F4D6DF",
          deco: "stars",
          decoColors: ["#fff", "#FBE3A6"],
          bed: { color: "#9B8FD6", inner: "#E9E5FA", rx: 330, cy: 815 },
        }),
        [{ svg: catSit(cat("persian")), x: 600, y: 800, s: 1.0 }],
        [],
      ),
  },
  {
    slug: "persian-2",
    draw: () =>
      compose(
        room({
          seed: "pers2",
          wall: "#DDEBF2",
          pattern: "dots",
          floor: "#E8D5C0",
          planks: true,
          window: "left",
          curtain: "#E8B4C8",
          plant: "right",
          rug: "#B7A6E0",
        }),
        [{ svg: catLoaf(cat("persian", { tilt: -6 })), x: 640, y: 830, s: 1.05 }],
        [[640, 830, 294]],
      ),
  },
  {
    slug: "siamese",
    draw: () =>
      compose(
        room({
          seed: "siam",
          wall: "#E9E1F4",
          pattern: "leaves",
          accent: "#D8CDEB",
          floor: "#C8A886",
          planks: true,
          shelf: "left",
          rug: "#7DC2B3",
        }),
        [{ svg: catSit(cat("siamese", { tilt: 5, collar: "#D94F6A" })), x: 620, y: 830, s: 1.02 }],
        [[620, 830, 224]],
      ),
  },
  {
    slug: "siamese-2",
    draw: () =>
      compose(
        studio({
          seed: "siam2",
          bg: "#FBE0C8",
          deco: "dots",
          decoColors: ["#fff", "#F5BFA0"],
          bed: { color: "#5FA7A0", inner: "#D7EEEB", rx: 340, cy: 815 },
        }),
        [
          {
            svg: catLoaf(
              cat("siamese", {
                bodyMarks: () => `<ellipse cx="0" cy="-20" rx="260" ry="40" fill="#d9c6ad" opacity=".5"/>`,
                pawColor: "#5a4034",
              }),
            ),
            x: 600,
            y: 800,
            s: 1.0,
          },
        ],
        [],
      ),
  },
  {
    slug: "indian-cat",
    draw: () =>
      compose(
        meadow({
          seed: "icat",
          sky: ["#D2ECF5", "#F6FBF0"],
          hills: ["#B9DC94", "#97C875"],
          fence: "#F6EEE2",
          flowers: ["#fff", "#F8C43A", "#F58BA8"],
        }),
        [{ svg: catSit(cat("tabby", { hs: 1.12, headY: -415, tilt: -8 })), x: 600, y: 830, s: 1.0 }],
        [[600, 830, 200]],
      ),
  },
  {
    slug: "maine-coon",
    draw: () =>
      compose(
        room({
          seed: "mc",
          wall: "#EFE3D3",
          pattern: "stripes",
          accent: "#F6EDE1",
          floor: "#A98B6E",
          planks: true,
          window: "right",
          curtain: "#8FB996",
          sky: "#D4ECF7",
          rug: "#D98E73",
        }),
        [{ svg: catSit(cat("mainecoon")), x: 560, y: 830, s: 1.02 }],
        [[560, 830, 234]],
      ),
  },
  {
    slug: "bengal",
    draw: () =>
      compose(
        studio({ seed: "bengal", bg: "#D3E8DC", deco: "paws", decoColors: ["#A9CDB8", "#fff"], yarn: [930, 770, "#E86F7E"] }),
        [{ svg: catSit(cat("bengal", { tilt: -4 })), x: 580, y: 825, s: 1.05 }],
        [[580, 825, 220]],
      ),
  },
  {
    slug: "calico-cat",
    draw: () =>
      compose(
        room({
          seed: "cal",
          wall: "#F9E3E3",
          pattern: "dots",
          accent: "#FFF1F1",
          floor: "#D6C3A5",
          planks: true,
          frame: "left",
          plant: "right",
          rug: "#8BB8D9",
        }),
        [{ svg: catLoaf(cat("calico")), x: 600, y: 830, s: 1.05 }],
        [[600, 830, 283]],
      ),
  },
  // birds
  {
    slug: "budgerigar",
    draw: () =>
      compose(perch({ seed: "budgie", bg: ["#CDEBF7", "#FDF3D9"], leaf: "#6CB86F", branchY: 600 }), [
        {
          svg: parrot({
            body: "#7CC540",
            belly: "#93D455",
            wing: "#B7DD6A",
            headColor: "#F6E04E",
            tail: "#2F5F9E",
            barring: "#1f2a1a",
            cere: "#5E86D6",
            beak: "#E9C77A",
            throatSpots: true,
            headR: 66,
            headMarks: (hx, hy, hr) =>
              [0, 1, 2, 3]
                .map(
                  (k) =>
                    `<path d="M${hx + 10 + k * 2},${hy - hr + 20 + k * 18} Q${hx + 40},${hy - hr + 30 + k * 18} ${hx + hr + 10},${hy - hr + 20 + k * 18}" stroke="#1f2a1a" stroke-width="3.5" fill="none"/>`,
                )
                .join(""),
          }),
          x: 460,
          y: 625,
          s: 1.2,
        },
        {
          svg: parrot({
            body: "#5BA7E0",
            belly: "#7DBDEB",
            wing: "#D7E8F2",
            headColor: "#F6F6F2",
            tail: "#2A4F8E",
            barring: "#1f2430",
            cere: "#C9A884",
            beak: "#E9C77A",
            throatSpots: true,
            headR: 66,
            headMarks: (hx, hy, hr) =>
              [0, 1, 2, 3]
                .map(
                  (k) =>
                    `<path d="M${hx + 10 + k * 2},${hy - hr + 20 + k * 18} Q${hx + 40},${hy - hr + 30 + k * 18} ${hx + hr + 10},${hy - hr + 20 + k * 18}" stroke="#1f2430" stroke-width="3.5" fill="none"/>`,
                )
                .join(""),
          }),
          x: 790,
          y: 612,
          s: 1.1,
          flip: true,
        },
      ]),
  },
  {
    slug: "cockatiel",
    draw: () =>
      compose(perch({ seed: "tiel", bg: ["#FBE3D0", "#E6F2E8"], leaf: "#7DBE7A", branchY: 620 }), [
        {
          svg: parrot({
            body: "#9AA0A6",
            belly: "#B5BABF",
            wing: "#8A9096",
            wingPatch: "#F5F3EE",
            headColor: "#F7E27A",
            crest: "#F2D75B",
            cheek: "#F28A3C",
            tail: "#6E747A",
            tailLen: 280,
            beak: "#A8A29B",
            feet: "#B8A8A0",
            headR: 70,
          }),
          x: 600,
          y: 630,
          s: 1.22,
        },
      ]),
  },
  {
    slug: "lovebirds",
    draw: () =>
      compose(perch({ seed: "love", bg: ["#FDE2E4", "#E2F0CB"], leaf: "#7CB872", branchY: 610 }), [
        {
          svg: parrot({
            body: "#5DBB4C",
            belly: "#8BD46A",
            wing: "#3E9E3E",
            headColor: "#F58E5A",
            tail: "#3A7BD5",
            tail2: "#5DBB4C",
            beak: "#F2D9B0",
            headR: 62,
            headMarks: (hx, hy, hr) => `<ellipse cx="${hx - 10}" cy="${hy - 10}" rx="${hr}" ry="${hr * 0.7}" fill="#E8543F"/>`,
          }),
          x: 460,
          y: 620,
          s: 1.15,
        },
        {
          svg: parrot({
            body: "#5DBB4C",
            belly: "#8BD46A",
            wing: "#3E9E3E",
            headColor: "#F7A36E",
            tail: "#3A7BD5",
            tail2: "#5DBB4C",
            beak: "#F2D9B0",
            headR: 62,
            headMarks: (hx, hy, hr) => `<ellipse cx="${hx - 10}" cy="${hy - 10}" rx="${hr}" ry="${hr * 0.7}" fill="#EC6A4C"/>`,
          }),
          x: 750,
          y: 610,
          s: 1.1,
          flip: true,
        },
      ]),
  },
  {
    slug: "african-grey",
    draw: () =>
      compose(perch({ seed: "grey", bg: ["#DCEFE9", "#F7F0E1"], leaf: "#5FA873", branchY: 650, bark: "#7A5335" }), [
        {
          svg: parrot({
            body: "#8E959C",
            belly: "#A7ADB3",
            wing: "#7A8188",
            tail: "#D8322E",
            tailLen: 130,
            beak: "#2a2a2a",
            feet: "#6E6E6E",
            headR: 74,
            irisColor: "#F1E9C8",
            eyeRing: "#EDEDED",
            headColor: "#A3A9AF",
            bodyMarks: () =>
              Array.from(
                { length: 40 },
                (_, i) =>
                  `<path d="M${-110 + (i % 6) * 32},${-260 + Math.floor(i / 6) * 34} q16,14 32,0" stroke="#7B828A" stroke-width="3" fill="none" opacity=".6"/>`,
              ).join(""),
            headMarks: (hx, hy) => `<ellipse cx="${hx - 20}" cy="${hy - 8}" rx="40" ry="30" fill="#E4E7EA"/>`,
          }),
          x: 600,
          y: 660,
          s: 1.22,
        },
      ]),
  },
  // fish
  {
    slug: "goldfish",
    draw: () =>
      compose(
        aquarium({
          seed: "gold",
          water: ["#9FDCEB", "#3E8FB8"],
          castle: [960, 0.9],
          frontPlants: [
            [60, 420, 0, 1],
            [1150, 330, 1, -1],
          ],
        }),
        [
          { svg: goldfish({}), x: 520, y: 400, s: 1.15, rot: -6 },
          { svg: goldfish({ color: "#F6B13C", belly: "#FFE6A6", fin: "#F9C46B" }), x: 870, y: 600, s: 0.6, flip: true, rot: 8 },
        ],
      ),
  },
  {
    slug: "betta",
    draw: () =>
      compose(
        aquarium({
          seed: "betta",
          water: ["#BFE7EE", "#2E6F8E"],
          rock: [300, 1.1],
          plants: ["#4F9D69", "#6BBF7E", "#2F7D5C"],
          frontPlants: [
            [1100, 450, 0, -1],
            [130, 300, 1, 1],
          ],
          bubbleX: [200, 1000],
        }),
        [{ svg: betta({}), x: 560, y: 420, s: 1.05 }],
      ),
  },
  {
    slug: "guppies",
    draw: () =>
      compose(
        aquarium({
          seed: "guppy",
          water: ["#B8EAD9", "#3C8DA8"],
          rock: [900, 0.8],
          frontPlants: [
            [70, 460, 0, 1],
            [1140, 400, 2, -1],
            [260, 280, 1, 1],
          ],
        }),
        [
          { svg: guppy({ tail: "#F2782E", spots: "#1f1a18" }), x: 300, y: 250, s: 1.25, rot: -4 },
          {
            svg: guppy({ tail: "#3F7FE0", dorsal: "#62A0F0", spots: "#12204a", flank: "#5BC0EB" }),
            x: 900,
            y: 220,
            s: 1.15,
            flip: true,
            rot: 3,
          },
          { svg: guppy({ tail: "#F4D03F", dorsal: "#F7DC6F", spots: "#C0392B" }), x: 500, y: 450, s: 1.2, rot: -8 },
          { svg: guppy({ tail: "#E8507A", dorsal: "#F07FA0", spots: "#8e1f45" }), x: 950, y: 520, s: 1.05, flip: true, rot: 6 },
          { svg: guppy({ tail: "#7ED6A4", spots: "#2C7A54", dorsal: "#A8E6C4" }), x: 270, y: 640, s: 0.95, rot: 5 },
        ],
      ),
  },
  // rabbits
  {
    slug: "holland-lop",
    draw: () =>
      compose(
        meadow({
          seed: "lop",
          sky: ["#E9F3D8", "#FFF8EC"],
          hills: ["#C3DE9B", "#A2CC7A"],
          fence: "#FFFFFF",
          flowers: ["#fff", "#F6C94A", "#F39AB5"],
        }),
        [
          { svg: carrot(0, 0), x: 210, y: 800, s: 1.1 },
          {
            svg: rabbit({
              coat: "#E3A261",
              light: "#FBEBD6",
              lop: true,
              earColor: "#D48E4C",
              tailColor: "#FBEBD6",
              pawColor: "#FBEBD6",
              footColor: "#F2D2AE",
              headMarks: (hx, hy) =>
                `<path d="M${hx - 110},${hy - 10} C${hx - 80},${hy - 14} ${hx - 60},${hy - 50} ${hx - 55},${hy - 100} L${hx - 40},${hy - 100} C${hx - 50},${hy - 40} ${hx - 70},${hy + 10} ${hx - 110},${hy + 20}Z" fill="#FBEBD6"/>`,
            }),
            x: 650,
            y: 820,
            s: 1.2,
          },
        ],
        [[650, 820, 312]],
      ),
  },
  {
    slug: "holland-lop-2",
    draw: () =>
      compose(
        studio({ seed: "lop2", bg: "#FCE1EC", deco: "hearts", decoColors: ["#fff", "#F7B8CF"] }),
        [
          { svg: hay(0, 0), x: 830, y: 800, s: 1.1 },
          {
            svg: rabbit({
              coat: "#E3A261",
              light: "#FBEBD6",
              lop: true,
              earColor: "#D48E4C",
              tailColor: "#FBEBD6",
              pawColor: "#FBEBD6",
              footColor: "#F2D2AE",
            }),
            x: 500,
            y: 810,
            s: 1.2,
            flip: true,
          },
        ],
        [[500, 810, 290]],
      ),
  },
  {
    slug: "new-zealand-white",
    draw: () =>
      compose(
        meadow({
          seed: "nzw",
          sky: ["#D7EEF8", "#F4FBF4"],
          hills: ["#BCE09A", "#96CB72"],
          clouds: [
            [900, 130, 1],
            [300, 200, 0.6],
          ],
          trees: [[130, 1]],
          treeColor: "#76AE62",
        }),
        [
          { svg: carrot(0, 0, 15), x: 870, y: 800, s: 1 },
          {
            svg: rabbit({
              coat: "#FBFAF7",
              light: "#FFFFFF",
              haunch: "#F1EEE8",
              eyeColor: "#E2566A",
              earInner: "#F6B9C0",
              tailColor: "#FFFFFF",
              whiskers: "#b9b0a6",
            }),
            x: 560,
            y: 820,
            s: 1.15,
          },
        ],
        [[560, 820, 287]],
      ),
  },
  // other
  {
    slug: "guinea-pig",
    draw: () =>
      compose(
        studio({ seed: "gp", bg: "#E1F0D6", deco: "dots", decoColors: ["#fff", "#CFE5BC"], floor: "#D2E4C1" }),
        [
          { svg: hay(0, 0), x: 600, y: 805, s: 2.5 },
          {
            svg: guineaPig({
              patches: [
                [ellipseD(-150, -120, 100, 125), "#D9873F"],
                ["M-215,-100 C-190,-110 -165,-150 -150,-240 L-128,-240 C-140,-160 -160,-100 -200,-70Z", "#F5EFE6"],
                [ellipseD(130, -120, 115, 120), "#2e2522"],
                [ellipseD(-10, -215, 70, 40), "#D9873F"],
              ],
            }),
            x: 600,
            y: 780,
            s: 1.45,
          },
          { svg: carrot(0, 0, 160, 1.1), x: 250, y: 820 },
        ],
        [],
      ),
  },
];

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes("--only") ? new Set(args[args.indexOf("--only") + 1].split(",")) : null;
  const pngDir = args.includes("--png") ? args[args.indexOf("--png") + 1] : null;
  await mkdir(OUT_DIR, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  for (const photo of PHOTOS) {
    if (only && !only.has(photo.slug)) continue;
    const svg = Buffer.from(photo.draw());
    const webp = await sharp(svg, { density: 72 }).resize(W, H).webp({ quality: 72, effort: 6, smartSubsample: true }).toBuffer();
    await writeFile(path.join(OUT_DIR, `${photo.slug}.webp`), webp);
    if (pngDir)
      await sharp(svg)
        .resize(W, H)
        .png()
        .toFile(path.join(pngDir, `${photo.slug}.png`));
    console.log(`${photo.slug}.webp ${(webp.length / 1024).toFixed(1)} KB`);
  }
  let total = 0;
  for (const name of await readdir(OUT_DIR)) if (name.endsWith(".webp")) total += (await stat(path.join(OUT_DIR, name))).size;
  console.log(`total ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), OUT_DIR)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
