import "server-only";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { formatPrice } from "@/lib/format";
import { imageKey } from "@/lib/images/process";
import { blobStore } from "@/lib/images/store";
import { PREVIEW_HEIGHT as H, PREVIEW_WIDTH as W, previewVersion } from "./preview-url";
import { getPet } from "./get-pet";

// A listing's link preview, the image WhatsApp, Telegram, Facebook and X show under a shared link: the
// first photo, the pet's name, the price and the town, and the PawBazaar name, as a 1200×630 JPEG (several
// apps' preview crawlers do not show WebP).
//
// Drawn with sharp alone. Next's ImageResponse (satori) lays text out glyph by glyph without OpenType
// shaping, so Hindi and Telugu names come out broken (in बिल्ली the vowel sign lands after the consonants
// and the conjunct splits: vercel/satori#215); libvips draws text with Pango and HarfBuzz, which shape
// them as a phone does. The faces are files of ours (lib/pets/preview-fonts, from the @fontsource
// packages by `npm run fonts`): Vercel's functions have no system fonts at all.

const FONT_DIR = path.join(process.cwd(), "lib/pets/preview-fonts");
/** Fontconfig's family names of the files: Latin and Devanagari are one family (Noto Sans Devanagari's subsets). */
const FAMILIES = "Noto Sans Devanagari,Noto Sans Telugu";
const FONT_FILES = ["latin", "latin-ext", "devanagari"]
  .flatMap((s) => [400, 700].map((w) => `noto-sans-devanagari-${s}-${w}.ttf`))
  .concat(["noto-sans-telugu-telugu-400.ttf", "noto-sans-telugu-telugu-700.ttf"]);

let fontsLoaded: Promise<void> | undefined;
/**
 * Our faces and no others, so a preview is drawn the same on a laptop full of fonts and on Vercel. This sets
 * the native library's environment (not a setting of ours: lib/env.ts holds those) before fontconfig first
 * reads it; it reads it once per process. Should it have started already (or an operator named another
 * configuration), each file is also handed to libvips, which adds it to whatever configuration there is.
 */
function loadFonts(): Promise<void> {
  fontsLoaded ??= (async () => {
    process.env.FONTCONFIG_FILE ??= path.join(FONT_DIR, "fonts.conf");
    for (const file of FONT_FILES)
      await sharp({ text: { text: "a", fontfile: path.join(FONT_DIR, file), dpi: 72 } })
        .raw()
        .toBuffer();
  })();
  return fontsLoaded;
}

// What the faces cover (their subsets' ranges); anything else (an emoji, another script) would be drawn
// as an empty box, so it is left out of the picture. The page itself still shows the name as written.
const NOT_DRAWABLE =
  /[^\u0020-\u007e\u00a0-\u02ff\u0304\u0308\u0329\u0900-\u097f\u0c00-\u0c7f\u1cd0-\u1cf9\u1d00-\u1dbf\u1e00-\u1e9f\u1ef2-\u1eff\u2000-\u2027\u202f-\u205f\u20a0-\u20c0\u2113\u2122\u25cc\u2c60-\u2c7f\ua720-\ua7ff\ua830-\ua839\ua8e0-\ua8ff]/gu;
const drawable = (text: string) => text.replace(NOT_DRAWABLE, " ").replace(/\s+/g, " ").trim();

/** Pango markup is XML: a name is text, never markup. */
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

type TDrawn = { input: Buffer; raw: { width: number; height: number; channels: 4 }; width: number; height: number };
type TTextStyle = { size: number; weight: 400 | 700; color: string };

/** Text as an RGBA image, one line, or wrapped at `maxWidth` pixels (by word, a word longer than the line by character). */
export async function drawText(text: string, { size, weight, color }: TTextStyle, maxWidth?: number): Promise<TDrawn> {
  await loadFonts();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${FAMILIES} ${weight === 700 ? "Bold" : "Regular"} ${size}`,
      dpi: 72, // points are pixels
      rgba: true,
      ...(maxWidth ? { width: maxWidth, wrap: "word-char" as const } : {}),
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 }, width: info.width, height: info.height };
}

const graphemes = (text: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), (s) => s.segment);

/** The longest start of `text` (whole characters, "…" added) for which `fits` holds; drawn at most ~log2(length) times. */
async function shorten(text: string, draw: (t: string) => Promise<TDrawn>, fits: (d: TDrawn) => boolean): Promise<TDrawn> {
  const parts = graphemes(text);
  let lo = 1;
  let hi = parts.length - 1;
  let best = await draw("…");
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const drawn = await draw(`${parts.slice(0, mid).join("").trimEnd()}…`);
    if (fits(drawn)) {
      best = drawn;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

const PAD = 56;
const TEXT_WIDTH = W - 2 * PAD;
const WHITE = "#ffffff";
const PRICE_ON_PHOTO = "#fdba74"; // brand-300: on the dark band, 9:1
const PRICE_ON_PLAIN = "#ffedd5"; // brand-100: on the brand's orange, 4.6:1 at the least
const BRAND = "#c2410c"; // brand-700
const BRAND_DARK = "#9a3412"; // brand-800

/** The name: large on one line, else smaller on at most two, else cut short with "…". */
async function drawName(name: string): Promise<TDrawn> {
  const large = await drawText(name, { size: 80, weight: 700, color: WHITE });
  if (large.width <= TEXT_WIDTH) return large;
  const style = { size: 64, weight: 700, color: WHITE } as const;
  const oneLine = await drawText(name, style);
  if (oneLine.width <= TEXT_WIDTH) return oneLine;
  const twoLines = (d: TDrawn) => d.height <= oneLine.height * 2.5;
  const wrapped = await drawText(name, style, TEXT_WIDTH);
  return twoLines(wrapped) ? wrapped : shorten(name, (t) => drawText(t, style, TEXT_WIDTH), twoLines);
}

/** One line of at most `maxWidth` pixels, cut short with "…" when longer. */
async function drawLine(text: string, style: TTextStyle, maxWidth: number): Promise<TDrawn | null> {
  if (!text) return null;
  const whole = await drawText(text, style);
  if (whole.width <= maxWidth) return whole;
  return shorten(
    text,
    (t) => drawText(t, style),
    (d) => d.width <= maxWidth,
  );
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
// The paw of app/icon.svg, in a 24×24 box.
const PAW = `<ellipse cx="6" cy="9.5" rx="2.2" ry="2.8"/><ellipse cx="10" cy="5.5" rx="2.2" ry="2.9"/><ellipse cx="14.5" cy="5.5" rx="2.2" ry="2.9"/><ellipse cx="18.3" cy="9.6" rx="2.2" ry="2.8"/><path d="M12.2 11.2c-2.6 0-6.2 4.1-6.2 6.6 0 1.9 1.5 2.7 3 2.7 1.3 0 2.1-.6 3.2-.6s1.9.6 3.2.6c1.5 0 3-.8 3-2.7 0-2.5-3.6-6.6-6.2-6.6z"/>`;
// The map pin of components/ui/icons/map-pin.tsx (a 24×24 outline).
const PIN = `<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>`;

/** Without a photo: the brand's orange, a large faint paw on the right. */
const PLAIN_BACKGROUND = svg(
  W,
  H,
  `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ea580c"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/><g fill="#fff" fill-opacity="0.14" transform="translate(700 40) scale(22)">${PAW}</g>`,
);

let brandMark: Promise<OverlayOptions[]> | undefined;
/** The brand's mark, top left: a white pill with the paw tile and "PawBazaar"; the same on every preview, so drawn once. */
function brand(): Promise<OverlayOptions[]> {
  brandMark ??= drawBrand().catch((e) => {
    brandMark = undefined;
    throw e;
  });
  return brandMark;
}

async function drawBrand(): Promise<OverlayOptions[]> {
  const word = await drawText("PawBazaar", { size: 34, weight: 700, color: BRAND_DARK });
  const height = 68;
  const tile = 48;
  const width = 10 + tile + 14 + word.width + 26;
  const pill = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" rx="${height / 2}" fill="#fff"/><g transform="translate(10 ${(height - tile) / 2})"><rect width="${tile}" height="${tile}" rx="${tile / 2}" fill="${BRAND}"/><g fill="#fff" transform="translate(7 7) scale(1.42)">${PAW}</g></g>`,
  );
  const top = 44;
  return [
    { input: pill, top, left: 44 },
    { input: word.input, raw: word.raw, top: top + Math.round((height - word.height) / 2), left: 44 + 10 + tile + 14 },
  ];
}

const SHADOW_BLUR = 6;
const SHADOW_PAD = 3 * SHADOW_BLUR;
/**
 * Text with a soft dark shadow under it, so white letters stay readable where the photo is light (sky, a
 * white wall) even under the band.
 */
async function withShadow(text: TDrawn, left: number, top: number): Promise<OverlayOptions[]> {
  const dark = Buffer.from(text.input);
  for (let i = 0; i < dark.length; i += 4) {
    dark[i] = dark[i + 1] = dark[i + 2] = 0;
    dark[i + 3] = Math.round(dark[i + 3] * 0.7);
  }
  const shadow = await sharp(dark, { raw: text.raw })
    .extend({ top: SHADOW_PAD, bottom: SHADOW_PAD, left: SHADOW_PAD, right: SHADOW_PAD, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(SHADOW_BLUR)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return [
    { input: shadow, left: Math.max(0, left - SHADOW_PAD), top: Math.max(0, top - SHADOW_PAD + 2) },
    { input: text.input, raw: text.raw, left, top },
  ];
}

/**
 * The photo cut to 1200×630, a little above its middle: a pet's head is in the upper half of most photos
 * (sharp's "attention" crop kept a cockatiel's body and cut off its head).
 */
async function coverCrop(photo: Buffer) {
  const meta = await sharp(photo).metadata();
  // Stored photos are upright already; one that still carries a turning EXIF orientation is turned here.
  const isTurned = (meta.orientation ?? 1) >= 5;
  const width = (isTurned ? meta.height : meta.width) ?? W;
  const height = (isTurned ? meta.width : meta.height) ?? H;
  const scale = Math.max(W / width, H / height);
  const scaled = { width: Math.max(W, Math.round(width * scale)), height: Math.max(H, Math.round(height * scale)) };
  return sharp(photo)
    .rotate()
    .resize(scaled.width, scaled.height, { fit: "fill" })
    .extract({ left: Math.round((scaled.width - W) / 2), top: Math.round((scaled.height - H) * 0.35), width: W, height: H });
}

export type TPreviewContent = { name: string; price: number; location: string; photo: Buffer | null };

/** The preview as a JPEG: the photo under a dark band at the bottom that carries the name, the price and the town. */
export async function drawPetPreview({ name, price, location, photo }: TPreviewContent): Promise<Buffer> {
  const nameText = drawable(name);
  const [nameImage, priceImage, mark] = await Promise.all([
    nameText ? drawName(nameText) : null,
    drawText(formatPrice(price), { size: 60, weight: 700, color: photo ? PRICE_ON_PHOTO : PRICE_ON_PLAIN }),
    brand(),
  ]);
  // The town beside the price, after a pin.
  const pinSize = 40;
  const townLeft = PAD + priceImage.width + 36 + pinSize + 10;
  const town = await drawLine(drawable(location), { size: 42, weight: 400, color: WHITE }, W - PAD - townLeft);

  const rowTop = H - PAD - priceImage.height;
  const nameTop = nameImage ? rowTop - 8 - nameImage.height : rowTop;
  const bandTop = Math.max(0, nameTop - 130);
  const layers: OverlayOptions[] = [];
  if (photo) {
    // Darker towards the bottom, where the text is; the photo stays as it is above.
    layers.push({
      input: svg(
        W,
        H,
        `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.3" stop-color="#000" stop-opacity="0.5"/><stop offset="0.6" stop-color="#000" stop-opacity="0.72"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs><rect y="${bandTop}" width="${W}" height="${H - bandTop}" fill="url(#s)"/>`,
      ),
      top: 0,
      left: 0,
    });
  }
  layers.push(...mark);
  const middle = rowTop + priceImage.height / 2;
  const texts = await Promise.all([
    nameImage ? withShadow(nameImage, PAD, nameTop) : [],
    withShadow(priceImage, PAD, rowTop),
    town ? withShadow(town, townLeft, Math.round(middle - town.height / 2)) : [],
  ]);
  layers.push(...texts.flat());
  if (town) {
    layers.push({
      input: svg(
        pinSize,
        pinSize,
        `<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="scale(${pinSize / 24})">${PIN}</g>`,
      ),
      top: Math.round(middle - pinSize / 2),
      left: townLeft - pinSize - 10,
    });
  }

  const base = photo ? await coverCrop(photo) : sharp(PLAIN_BACKGROUND);
  const background = await base.flatten({ background: "#1c1917" }).toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  return sharp(background.data, {
    raw: { width: background.info.width, height: background.info.height, channels: background.info.channels },
  })
    .composite(layers)
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/** What a pet's preview shows, and its version; null when the listing is unknown, inactive or hidden (its page is the 404 page too). */
export async function findPetPreview({ id }: { id: string }) {
  const pet = await getPet({ id, viewerId: null });
  if (!pet) return null;
  return {
    id: pet.id,
    version: previewVersion(pet.updatedAt),
    name: pet.name,
    price: pet.price,
    location: pet.location,
    photoId: pet.imageList[0]?.id ?? null,
  };
}
export type TPetPreviewSource = NonNullable<Awaited<ReturnType<typeof findPetPreview>>>;

// Drawn previews, by listing and version: a shared link brings its preview crawlers (WhatsApp on each
// sender's phone, Facebook, X…) in bursts, and a CDN keeps each copy only where it was asked for. Bounded by
// size; the oldest use goes first. A burst for the same one waits for one drawing.
const CACHE_BYTES = 8 * 1024 * 1024;
const drawn = new Map<string, Buffer>();
let drawnBytes = 0;
const drawing = new Map<string, Promise<Buffer>>();

/** The preview's JPEG, drawn once per version and kept while there is room. */
export async function petPreviewJpeg(source: TPetPreviewSource): Promise<Buffer> {
  const key = `${source.id}/${source.version}`;
  const kept = drawn.get(key);
  if (kept) {
    drawn.delete(key); // most recently used last
    drawn.set(key, kept);
    return kept;
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const photo = source.photoId ? await blobStore().get(imageKey(source.photoId, "lg")) : null;
      return drawPetPreview({ name: source.name, price: source.price, location: source.location, photo: photo?.data ?? null });
    })();
    drawing.set(key, pending);
    pending
      .then(
        (jpeg) => {
          drawn.set(key, jpeg);
          drawnBytes += jpeg.length;
          for (const [oldKey, old] of drawn) {
            if (drawnBytes <= CACHE_BYTES) break;
            drawn.delete(oldKey);
            drawnBytes -= old.length;
          }
        },
        () => undefined,
      )
      .finally(() => drawing.delete(key));
  }
  return pending;
}
