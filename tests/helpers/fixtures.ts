import sharp from "sharp";
import { NextRequest } from "next/server";
import { POST as register } from "@/app/server/auth/register/route";
import { getDb } from "@/lib/db";
import { call, freshIp } from "./http";
import { expectDocumentedAnswer } from "./openapi";
import { PET_FORM } from "./fuzz-cases";

let seq = 0;

/** A signed-up user with a session token (verified when asked). */
export async function createUser({ verified = false, name = "Test User" }: { verified?: boolean; name?: string } = {}) {
  const email = `t${Date.now().toString(36)}${++seq}@example.com`;
  const res = await call(register, "POST", "/server/auth/register", { body: { name, email, password: "secret123" } });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.json)}`);
  if (verified) await getDb().user.update({ where: { email }, data: { isEmailVerified: true } });
  return { id: res.json.user.id as string, email, token: res.json.token as string };
}

/** A real JPEG photo, optionally carrying EXIF orientation and GPS coordinates like a phone's. */
export async function jpegPhoto({
  width = 640,
  height = 480,
  color = { r: 200, g: 120, b: 60 },
  gps = false,
  orientation,
}: { width?: number; height?: number; color?: { r: number; g: number; b: number }; gps?: boolean; orientation?: number } = {}) {
  let img = sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 });
  if (gps || orientation) {
    if (orientation) img = img.withMetadata({ orientation });
    img = img.withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pixel Test" },
      ...(gps
        ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 4000/100", GPSLongitudeRef: "E", GPSLongitude: "78/1 29/1 1000/100" } }
        : {}),
    });
  }
  return img.toBuffer();
}

export const pngPhoto = (width = 300, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 150, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

/** A listing form's text fields, all valid (defined with the fuzz cases, which Playwright loads too). */
/**
 * A listing's fields that make it a breeder's dog over six months, microchipped but not sterilised: what
 * the Dog Breeding and Marketing Rules 2017 refuse (lib/law/listing-rules.ts), for a listing written
 * before it grew (`db.pet.update` with these).
 */
export const GROWN_UNSTERILISED_BREEDER_DOG = {
  species: "dog",
  breed: "Beagle",
  age: "1 year",
  bornOn: new Date(Date.now() - 400 * 86_400_000),
  sellerType: "breeder",
  microchipNumber: "985112003456789",
  sterilised: false,
} as const;

export const validPet = PET_FORM;

type TFile = { name: string; type: string; data: Buffer | Uint8Array };

/** Calls a multipart handler (listing create/edit) the way a browser form would; the answer must be documented, as with `call`. */
export async function callMultipart(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  path: string,
  {
    fields = {},
    files = [],
    token,
    params = {},
  }: { fields?: Record<string, string>; files?: TFile[]; token?: string; params?: Record<string, string> },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("images", new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const headers = new Headers({ "x-forwarded-for": freshIp() });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const url = new URL(path, "http://localhost:3000");
  const req = new NextRequest(url, { method, body: form, headers });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  expectDocumentedAnswer({ method, pathname: url.pathname, status: res.status, contentType: res.headers.get("content-type"), text });
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A listing written straight to the database (no photos), for tests about carts, orders and payments. */
export async function createPet(
  sellerId: string,
  {
    name = "Bruno",
    price = 15000,
    status = "active",
    available = 1,
  }: { name?: string; price?: number; status?: "active" | "inactive" | "sold"; available?: number } = {},
) {
  return getDb().pet.create({
    data: {
      sellerId,
      name,
      breed: "Labrador Retriever",
      breedKey: "labrador retriever",
      age: "2 years",
      price,
      location: "Hyderabad",
      locationKey: "hyderabad",
      description: "Friendly and house-trained.",
      gender: "male",
      status,
      available,
    },
  });
}

/**
 * An approved registration for a seller (what a moderator's approval leaves: lib/sellers/registration-service.ts),
 * written straight to the database with no certificate stored, for tests of listings as a breeder, pet shop or shelter.
 */
export async function registerSeller(userId: string, type: "breeder" | "pet_shop" | "shelter" = "breeder", number = "TSAWB/BR/2026/0001") {
  return getDb().sellerRegistration.create({
    data: {
      userId,
      type,
      state: "TS",
      number,
      validUntil: new Date(Date.now() + 365 * 86_400_000),
      certificateKey: `certificates/test-${userId}.pdf`,
      certificateType: "application/pdf",
      status: "approved",
      decidedAt: new Date(),
    },
  });
}
