import sharp from "sharp";
import { NextRequest } from "next/server";
import robots from "@/app/robots";
import { GET as getPreview } from "@/app/server/og/pets/[id]/route";
import { POST as createPetRoute } from "@/app/server/pets/route";
import { PUT as updatePetRoute } from "@/app/server/pets/[id]/route";
import { getDb } from "@/lib/db";
import { drawPetPreview, drawText } from "@/lib/pets/preview";
import { PREVIEW_CACHE, PREVIEW_CACHE_UNVERSIONED, previewPath, previewVersion } from "@/lib/pets/preview-url";
import { closeDb, resetDb } from "../helpers/db";
import { callMultipart, createPet, createUser, jpegPhoto, validPet } from "../helpers/fixtures";
import { call, freshIp } from "../helpers/http";
import { expectDocumentedAnswer } from "../helpers/openapi";

// The link previews (app/server/og/pets/[id], lib/pets/preview.ts) and what lets crawlers reach them
// (robots.txt). The pet page's og:image tags are checked on the production server: e2e/share.spec.ts.

const db = getDb();
jest.setTimeout(60_000);

/** The preview's bytes as a crawler gets them; the answer must be one the API reference documents. */
async function fetchPreview(id: string, { v, headers = {} }: { v?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`/server/og/pets/${id}`, "http://localhost:3000");
  if (v !== undefined) url.searchParams.set("v", v);
  const res = await getPreview(new NextRequest(url, { headers: { "x-forwarded-for": freshIp(), ...headers } }), {
    params: Promise.resolve({ id }),
  });
  const body = Buffer.from(await res.arrayBuffer());
  const isImage = res.headers.get("content-type") === "image/jpeg";
  expectDocumentedAnswer({
    method: "GET",
    pathname: url.pathname,
    status: res.status,
    contentType: res.headers.get("content-type"),
    text: isImage ? "" : body.toString("utf8"),
  });
  return { status: res.status, headers: res.headers, body };
}

/** The average colour of a box of the image (x, y, width, height in pixels). */
async function colourAt(jpeg: Buffer, left: number, top: number, width: number, height: number) {
  const { data } = await sharp(jpeg)
    .extract({ left, top, width, height })
    .resize(1, 1, { kernel: "cubic" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0], g: data[1], b: data[2] };
}

let seller: Awaited<ReturnType<typeof createUser>>;
let withPhoto: string;

beforeAll(async () => {
  await resetDb();
  seller = await createUser({ name: "Lakshmi Reddy", verified: true });
  const red = await jpegPhoto({ width: 1200, height: 900, color: { r: 210, g: 30, b: 30 } });
  const res = await callMultipart(createPetRoute, "POST", "/server/pets", {
    token: seller.token,
    fields: validPet,
    files: [{ name: "red.jpg", type: "image/jpeg", data: red }],
  });
  expect(res.status).toBe(201);
  withPhoto = res.json.pet.id;
});
afterAll(closeDb);

describe("GET /server/og/pets/{id}", () => {
  it("answers a 1200×630 progressive JPEG of the listing, kept for a year at its current version", async () => {
    const pet = await db.pet.findUniqueOrThrow({ where: { id: withPhoto } });
    const v = previewVersion(pet.updatedAt);
    const res = await fetchPreview(withPhoto, { v });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe(PREVIEW_CACHE);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(res.headers.get("etag")).toBe(`"${v}"`);
    expect(Number(res.headers.get("content-length"))).toBe(res.body.length);
    const meta = await sharp(res.body).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630, isProgressive: true, space: "srgb" });
    // Small enough for every messaging app's preview (WhatsApp drops images of a few hundred KB).
    expect(res.body.length).toBeLessThan(300 * 1024);
    // The photo fills the picture: its red shows above the dark band at the bottom.
    const top = await colourAt(res.body, 500, 200, 200, 100);
    expect(top.r).toBeGreaterThan(170);
    expect(top.g).toBeLessThan(80);
  });

  it("answers the current image to an address without the version, or with an old one, for five minutes only", async () => {
    const unversioned = await fetchPreview(withPhoto);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get("cache-control")).toBe(PREVIEW_CACHE_UNVERSIONED);
    const old = await fetchPreview(withPhoto, { v: previewVersion(new Date("2025-01-01T00:00:00Z")) });
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe(PREVIEW_CACHE_UNVERSIONED);
    expect((await sharp(old.body).metadata()).width).toBe(1200);
  });

  it("answers 304 to a crawler that has the current version", async () => {
    const first = await fetchPreview(withPhoto);
    const again = await fetchPreview(withPhoto, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("moves to a new address when the listing changes, and draws what changed", async () => {
    const before = await db.pet.findUniqueOrThrow({ where: { id: withPhoto }, include: { images: true } });
    const oldPath = previewPath(withPhoto, before.updatedAt);
    const oldJpeg = (await fetchPreview(withPhoto, { v: previewVersion(before.updatedAt) })).body;
    await new Promise((r) => setTimeout(r, 5)); // updatedAt has millisecond resolution
    const res = await callMultipart(updatePetRoute, "PUT", `/server/pets/${withPhoto}`, {
      token: seller.token,
      params: { id: withPhoto },
      fields: { ...validPet, name: "Bruno Junior", price: "125000", keepImageIds: JSON.stringify(before.images.map((i) => i.id)) },
    });
    expect(res.status).toBe(200);
    const after = await db.pet.findUniqueOrThrow({ where: { id: withPhoto } });
    expect(previewPath(withPhoto, after.updatedAt)).not.toBe(oldPath);
    const fresh = await fetchPreview(withPhoto, { v: previewVersion(after.updatedAt) });
    expect(fresh.headers.get("cache-control")).toBe(PREVIEW_CACHE);
    expect(fresh.body.equals(oldJpeg)).toBe(false);
    // The old address now answers the new picture, briefly cached.
    const stale = await fetchPreview(withPhoto, { v: previewVersion(before.updatedAt) });
    expect(stale.headers.get("cache-control")).toBe(PREVIEW_CACHE_UNVERSIONED);
    expect(stale.body.equals(fresh.body)).toBe(true);
  });

  it("draws a listing without photos on the brand's orange, and a sold one too (its page is still there)", async () => {
    const plain = await createPet(seller.id, { name: "Chutki", price: 800 });
    const res = await fetchPreview(plain.id);
    expect(res.status).toBe(200);
    expect(await sharp(res.body).metadata()).toMatchObject({ width: 1200, height: 630 });
    const corner = await colourAt(res.body, 1100, 560, 60, 40);
    expect(corner.r).toBeGreaterThan(corner.b + 40); // orange to brown, not grey or black

    const sold = await createPet(seller.id, { name: "Raja", status: "sold" });
    expect((await fetchPreview(sold.id)).status).toBe(200);
  });

  it("has none for an inactive or hidden listing, an unknown id or a malformed one", async () => {
    const inactive = await createPet(seller.id, { name: "Peanut", status: "inactive" });
    const hidden = await createPet(seller.id, { name: "Mochi" });
    await db.pet.update({
      where: { id: hidden.id },
      data: { status: "hidden", hiddenAt: new Date(), hiddenCause: "moderator", hiddenReason: "Test" },
    });
    for (const id of [inactive.id, hidden.id, "0123456789abcdef0123456789"]) {
      const res = await call(getPreview, "GET", `/server/og/pets/${id}`, { params: { id } });
      expect([id, res.status, res.json.code]).toEqual([id, 404, "PET_NOT_FOUND"]);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
    }
    for (const id of ["not an id", "..%2F..%2Fetc", "x".repeat(300)]) {
      const res = await call(getPreview, "GET", `/server/og/pets/${encodeURIComponent(id)}`, { params: { id } });
      expect([id, res.status, res.json.code]).toEqual([id, 404, "PET_NOT_FOUND"]);
    }
    // A version that is not one is refused as a query, not drawn.
    const bad = await call(getPreview, "GET", `/server/og/pets/${withPhoto}`, { params: { id: withPhoto }, query: { v: "<script>" } });
    expect(bad.status).toBe(400);
  });
});

describe("drawing the preview", () => {
  const width = async (text: string) => (await drawText(text, { size: 80, weight: 700, color: "#000000" })).width;

  it("shapes Hindi and Telugu as a phone does: conjuncts are one letter, not a halant and two", async () => {
    // Without OpenType shaping (satori's case), क्ष is क + ् + ष side by side; shaped, it is one glyph.
    expect(await width("क्ष")).toBeLessThan(0.8 * ((await width("क")) + (await width("ष"))));
    // In Telugu the second consonant of క్ష goes under the first.
    expect(await width("క్ష")).toBeLessThan(0.8 * ((await width("క")) + (await width("ష"))));
    expect(await width("बिल्ली")).toBeGreaterThan(0);
  });

  it("draws Latin, Devanagari and Telugu names, and leaves out what the faces cannot draw", async () => {
    const names = ["Bruno", "शेरू", "చిట్టి"];
    const pictures = await Promise.all(names.map((name) => drawPetPreview({ name, price: 4500, location: "Hyderabad", photo: null })));
    for (const jpeg of pictures) expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // Each name leaves its own marks where names go.
    const band = (jpeg: Buffer) => sharp(jpeg).extract({ left: 56, top: 380, width: 600, height: 110 }).raw().toBuffer();
    const [latin, deva, telugu] = await Promise.all(pictures.map(band));
    expect(latin.equals(deva) || deva.equals(telugu) || latin.equals(telugu)).toBe(false);
    // An emoji (no face of ours has it) is left out rather than drawn as an empty box.
    const withEmoji = await drawPetPreview({ name: "Bruno 🐶", price: 4500, location: "Hyderabad", photo: null });
    expect((await band(withEmoji)).equals(latin)).toBe(true);
  });

  it("keeps a long name to two lines and a long town to what fits beside the price", async () => {
    const jpeg = await drawPetPreview({
      name: "Sir Fluffington the Third of Banjara Hills and Jubilee Hills, a very good boy indeed",
      price: 10_000_000,
      location: "Visakhapatnam, Andhra Pradesh, near the beach road opposite the lighthouse",
      photo: null,
    });
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("draws markup in a name as the text it is", async () => {
    // Read as markup, the tags would vanish (and a lone & would make the drawing fail).
    expect(await width('<span size="1">Tiny</span>')).toBeGreaterThan(3 * (await width("Tiny")));
    const jpeg = await drawPetPreview({ name: "Tom & <b>Jerry</b>", price: 100, location: "Pune & Co", photo: null });
    expect((await sharp(jpeg).metadata()).width).toBe(1200);
  });
});

describe("robots.txt", () => {
  /** Google's rule: the longest matching path wins, and Allow wins a tie. */
  function isAllowed(path: string) {
    const rules = robots().rules;
    const rule = Array.isArray(rules) ? rules.find((r) => r.userAgent === "*")! : rules;
    const list = (x: string | string[] | undefined) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
    const longest = (paths: string[]) => Math.max(-1, ...paths.filter((p) => path.startsWith(p)).map((p) => p.length));
    return longest(list(rule.allow)) >= longest(list(rule.disallow));
  }

  it("lets crawlers fetch the photos and the link previews, and keeps the rest of the API out", () => {
    expect(isAllowed("/server/images/pets/0123456789abcdef/lg.webp")).toBe(true);
    expect(isAllowed(`/server/og/pets/${"a".repeat(25)}?v=1-abc`)).toBe(true);
    for (const path of ["/server/pets", "/server/auth/me", "/server/openapi.json", "/server/admin/reports", "/server/"])
      expect([path, isAllowed(path)]).toEqual([path, false]);
    expect(isAllowed("/pets/abc")).toBe(true);
    expect(isAllowed("/te/dashboard")).toBe(false);
  });

  it("still names the sitemap", () => {
    expect(robots().sitemap).toBe(`${process.env.APP_URL!.replace(/\/$/, "")}/sitemap.xml`);
  });

  it("on a Vercel preview, keeps every crawler out of everything and names no sitemap", () => {
    process.env.VERCEL_ENV = "preview";
    try {
      for (const path of ["/", "/pets/abc", "/dogs", "/server/images/pets/0123456789abcdef/lg.webp"])
        expect([path, isAllowed(path)]).toEqual([path, false]);
      expect(robots().sitemap).toBeUndefined();
    } finally {
      delete process.env.VERCEL_ENV;
    }
  });
});
