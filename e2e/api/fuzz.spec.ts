import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pLimit from "p-limit";
import pg from "pg";
import sharp from "sharp";
import {
  baseBody,
  describeCase,
  fillPath,
  findRoutes,
  fuzzCases,
  HOSTILE_CURSORS,
  HOSTILE_OTHERS,
  HOSTILE_STRINGS,
  MULTIPART,
  PET_FORM,
  ROUTE_METHODS,
  validParamsFor,
  type TFuzzCase,
  type TRoute,
} from "../../tests/helpers/fuzz-cases";
import { outboxLink, uniqueEmail } from "../support";

// The hostile-input fuzz of tests/integration/fuzz.test.ts, over HTTP against the production build that
// the journeys use (scripts/serve.mjs on `next build`): the build differs from Jest's module graph
// (bundling, precompiled message catalogues, Next.js's own parsing of the path, query and body), and four
// error texts once answered 500 only there. Every route file and every method it exports, signed in
// (bearer token) and signed out; then every method it does not export, and TRACE. Any 5xx fails.
//
// Over HTTP the values go where a client puts them: a path parameter percent-encoded into the path (a
// lone surrogate as its WTF-8 bytes, which no decoder accepts, and once more as a browser sends it, with
// U+FFFD), plus a few raw segments that are not valid percent-encoding; a query parameter the same way;
// JSON as the body; a listing form as multipart/form-data built byte by byte. A few malformed bodies (cut
// JSON, bad UTF-8, the wrong content type, a broken multipart) are sent only here: Jest's requests are
// always well-formed.

// What is sent is cut down three ways from the Jest fuzz's ~37,000 requests, which over HTTP took 5.7
// minutes on two cores (the journeys run beside this one on the same two):
// - signed out, a route that needs a session gets only the malformed requests (see below);
// - a route that never reads its query gets the query values under one name, not fourteen;
// - a subset of the hostile values, one or more of each class, below (the in-process Jest fuzz keeps the
//   full set; FUZZ_HTTP_FULL=1 sends it here too). Measured on two cores with nothing else running:
//   the subset, ~13,900 requests in ~1.5 minutes (~3 minutes with other work on the machine); the full
//   set, ~18,500 requests in ~2.2 minutes.
const STRINGS = [
  "\u0000", // control characters (NUL)
  "\u0001\u001f", // C0 controls
  "\u0085", // a C1 control
  "line\nbreak", // a line break in one-line text
  "\ud800", // a lone surrogate
  "x".repeat(100_000), // overlong
  "../../etc/passwd", // path traversal
  "' OR 1=1 --", // SQL injection
  "<script>alert(1)</script>", // HTML injection
  "0000-01-01", // a date out of range
  "2147483648", // a number past PostgreSQL's integer, as text
  "1e309", // a number past a double
  "-1", // negative
  "%ff", // not percent-encoding once decoded
  "", // empty
  " ", // blank
  "null", // a word that parsers treat as a value
  "\u202e", // a bidirectional override
  "😀".repeat(50), // astral characters (two UTF-16 units each)
  HOSTILE_CURSORS[0], // a cursor whose value is past PostgreSQL's integer
  HOSTILE_CURSORS[2], // a cursor with a negative value and a NUL in its id
];
const OTHERS: unknown[] = [
  2147483648, // huge number
  1e308, // near the largest double
  0.5, // not an integer
  null, // null
  true, // wrong type
  [], // an empty array
  {}, // an empty object
  { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }, // deep nesting
  Array(300).fill("a"), // a long array
];
// FUZZ_HTTP_FULL=1 sends the full set, as Jest does.
const FULL = process.env.FUZZ_HTTP_FULL === "1";
const VALUES = FULL ? { strings: HOSTILE_STRINGS, others: HOSTILE_OTHERS } : { strings: STRINGS, others: OTHERS };

/** Requests in flight at once: the journeys run beside this on two cores. */
const IN_FLIGHT = 4;
/**
 * The rate limits count per client address, and every request here comes from 127.0.0.1 (the server
 * appends the socket's address to X-Forwarded-For: it cannot be faked), so their rows are deleted before
 * each batch of this many requests: fewer than any limit allows with RATE_LIMIT_MULTIPLIER=20 (the
 * lowest, verification mails per user and reset mails per account, allow 60). No journey relies on a 429.
 */
const BATCH = 48;

// Path segments sent as they are, not encoded: invalid or overlong UTF-8 (serve.mjs answers 400),
// encoded NUL, slash and dot-dot that Next.js decodes into the parameter. A bare `..` is left out: the
// client would resolve it and send another path.
const RAW_SEGMENTS = ["%ff", "%ED%A0%80", "%C0%AF", "%00", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "a%2fb", "%E2%80%AE", "%", "%0"];
// Whole query strings sent as they are (GET routes).
const RAW_QUERIES = [
  "q=%ff",
  "q=%ED%A0%80",
  "q=%C0%AF",
  "q=%",
  "cursor=%0",
  "token=%00",
  "limit=%ff",
  "q=a&q=b",
  "q[]=x",
  "__proto__[x]=1",
  "constructor[prototype][x]=1",
  "=x",
  "&&&",
  "q",
];
// Methods every route is sent that it does not export (405 is right), besides HEAD and OPTIONS.
const EXTRA_METHODS = ["HEAD", "OPTIONS", "TRACE"];

// The listing form's valid values, told apart from the demo listings (a journey finds "Bruno" by name):
// the fuzz runs beside the journeys on the same database.
const FORM = { ...PET_FORM, name: "Fuzz Pet", breed: "Fuzz Hound", location: "Fuzzpur" };

type TRequest = { method: string; path: string; what: string; headers?: Record<string, string>; data?: string | Buffer };
type TAnswer = { method: string; path: string; what: string; who: string; status: number; body?: string };
type TUser = { id: string; email: string; token: string; petId: string };

/** A string's bytes as UTF-8, a lone surrogate as its three WTF-8 bytes (no UTF-8 decoder accepts them). */
function wtf8(s: string): Buffer {
  const bytes: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Buffer.from(bytes);
}

/** Percent-encodes every byte but the unreserved characters (encodeURIComponent throws on a lone surrogate). */
function percentEncode(s: string): string {
  let out = "";
  for (const ch of s) {
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) out += ch;
    else for (const b of wtf8(ch)) out += `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** The encodings of a value to send: as is, and for a lone surrogate also as a browser would (U+FFFD). */
const encodings = (value: string) =>
  value.isWellFormed()
    ? [{ text: percentEncode(value), note: "" }]
    : [
        { text: percentEncode(value), note: " (WTF-8)" },
        { text: percentEncode(value.toWellFormed()), note: " (U+FFFD)" },
      ];

/** A multipart/form-data body, written byte by byte (text fields as WTF-8, so nothing is replaced on the way). */
function multipart(fields: [string, string][], files: { field: string; filename: string; type: string; data: Buffer }[] = []) {
  const boundary = `----PawBazaarFuzz${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), wtf8(value), Buffer.from("\r\n"));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { data: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const json = (body: unknown) => ({ data: JSON.stringify(body), headers: { "content-type": "application/json" } });

type TExport = { method: string; needsSession: boolean; readsQuery: boolean };

/** Each method's part of a source file: from its `export const GET` (or function) to the next method's. */
function methodSections(source: string): Map<string, string> {
  const starts = [...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)];
  return new Map(starts.map((m, i) => [m[1], source.slice(m.index, starts[i + 1]?.index ?? source.length)]));
}

/**
 * The methods a route file exports, read from its source (Playwright's process cannot import route
 * modules): whether each needs a session (`auth: "required"` in its contract, the contract.ts beside it)
 * and whether it reads its query (a `query:` schema there, or the route file reads the URL itself).
 */
function exportsOf(file: string): TExport[] {
  const source = readFileSync(file, "utf8");
  const contracts = methodSections(readFileSync(path.join(path.dirname(file), "contract.ts"), "utf8"));
  const fileReadsUrl = /searchParams|nextUrl|req\.url/.test(source);
  return [...methodSections(source).keys()].map((method) => {
    const contract = contracts.get(method) ?? "";
    return { method, needsSession: /\bauth:\s*"required"/.test(contract), readsQuery: fileReadsUrl || /\bquery:/.test(contract) };
  });
}

/** The requests of one case: a parameter or query value in each of its encodings, else one request. */
function requestsOf(c: TFuzzCase, method: string, route: TRoute, validParams: Record<string, string>): TRequest[] {
  const what = describeCase(c);
  const url = fillPath(route.url, validParams);
  switch (c.kind) {
    case "param":
      return encodings(c.value as string).map(({ text, note }) => ({
        method,
        what: what + note,
        path: fillPath(route.url, { ...validParams, [c.name]: text }),
        ...(c.body === undefined ? {} : json(c.body)),
      }));
    case "query":
      return encodings(c.value as string).map(({ text, note }) => ({ method, what: what + note, path: `${url}?${c.name}=${text}` }));
    case "form":
      return [{ method, what, path: url, ...multipart(Object.entries(c.body as Record<string, string>)) }];
    case "body":
    case "field":
      return [{ method, what, path: url, ...json(c.body) }];
  }
}

/** What is sent only over HTTP: raw path segments and query strings, malformed bodies. */
function rawRequests(method: string, route: TRoute, validParams: Record<string, string>, otherPetId: string): TRequest[] {
  const url = fillPath(route.url, validParams);
  const out: TRequest[] = [];
  const takesBody = method !== "GET" && method !== "DELETE";
  for (const name of route.params) {
    for (const raw of RAW_SEGMENTS)
      out.push({
        method,
        what: `raw param ${name}=${raw}`,
        path: fillPath(route.url, { ...validParams, [name]: raw }),
        ...(takesBody ? json({}) : {}),
      });
  }
  if (method === "GET") {
    for (const query of RAW_QUERIES) out.push({ method, what: `raw query ${query}`, path: `${url}?${query}` });
    return out;
  }
  if (MULTIPART.has(`${method} ${route.url}`)) {
    const form = Object.entries(FORM);
    const sound = multipart(form);
    out.push(
      { method, what: "multipart without a boundary", path: url, data: sound.data, headers: { "content-type": "multipart/form-data" } },
      {
        method,
        what: "multipart with another boundary",
        path: url,
        data: sound.data,
        headers: { "content-type": "multipart/form-data; boundary=nothing-like-it" },
      },
      { method, what: "multipart cut short", path: url, data: sound.data.subarray(0, 80), headers: sound.headers },
      { method, what: "images as a text field", path: url, ...multipart([...form, ["images", "not a file"]]) },
      {
        method,
        what: "images: text that claims to be a JPEG",
        path: url,
        ...multipart(form, [{ field: "images", filename: "a.jpg", type: "image/jpeg", data: Buffer.from("not a photo") }]),
      },
      {
        method,
        what: "avatar: text that claims to be a JPEG",
        path: url,
        ...multipart(form, [{ field: "avatar", filename: "a.jpg", type: "image/jpeg", data: Buffer.from("not a photo") }]),
      },
      { method, what: "a JSON body", path: url, ...json(FORM) },
    );
    return out;
  }
  const base = baseBody(method, route.url, { otherPetId }) ?? {};
  out.push(
    { method, what: "JSON cut short", path: url, data: '{"a":', headers: { "content-type": "application/json" } },
    {
      method,
      what: "JSON with bytes that are not UTF-8",
      path: url,
      data: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      headers: { "content-type": "application/json" },
    },
    { method, what: "NUL bytes as JSON", path: url, data: Buffer.from([0, 0, 0]), headers: { "content-type": "application/json" } },
    { method, what: "the base body as text/plain", path: url, data: JSON.stringify(base), headers: { "content-type": "text/plain" } },
    {
      method,
      what: "the base body as application/x-www-form-urlencoded",
      path: url,
      data: new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    {
      method,
      what: "the base body as application/merge-patch+json; charset=latin1",
      path: url,
      data: JSON.stringify(base),
      headers: { "content-type": "application/merge-patch+json; charset=latin1" },
    },
  );
  return out;
}

test("every route answers hostile input over HTTP with no 5xx", async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(30 * 60_000);
  const startedAt = Date.now();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const api = await playwright.request.newContext({ baseURL });
  const limit = pLimit(IN_FLIGHT);
  const answers: TAnswer[] = [];
  const failures: TAnswer[] = [];
  const fuzzUserIds: string[] = [];
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();

  const clearLimits = async () => {
    await db.query("DELETE FROM rate_limits");
    await db.query("DELETE FROM login_throttles");
  };
  // Listings the fuzz made (its users' own, and any that a POST /server/pets case created) leave the
  // public lists once their route is done: the journeys beside it browse the same database.
  const hideFuzzListings = () =>
    db.query(`UPDATE pets SET status = 'inactive' WHERE "sellerId" = ANY($1) AND status = 'active'`, [fuzzUserIds]);

  /**
   * The live stream (GET /server/events) stays open for minutes, and Playwright's request waits for a
   * whole body: its answer is the status line, then the connection is dropped (which ends the stream).
   */
  function sendToStream(req: TRequest, headers: Record<string, string>): Promise<number> {
    const url = new URL(baseURL!);
    return new Promise((resolve, reject) => {
      const r = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers: { ...headers, ...(req.data ? { "content-length": String(Buffer.byteLength(req.data as Buffer | string)) } : {}) },
          timeout: 60_000,
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.destroy();
        },
      );
      r.on("timeout", () => r.destroy(new Error("timeout")));
      r.on("error", reject);
      if (req.data) r.write(req.data as Buffer | string);
      r.end();
    });
  }
  const isStream = (req: TRequest) => (req.method === "GET" || req.method === "HEAD") && /^\/server\/events(\?|$)/.test(req.path);

  /** Sends one request with or without the bearer token, never with a cookie (the context keeps the ones it is sent). */
  async function send(req: TRequest, token: string | undefined): Promise<number> {
    const who = token ? "signed in" : "signed out";
    const headers = { cookie: "", ...(token ? { authorization: `Bearer ${token}` } : {}), ...req.headers };
    const answer: TAnswer = { method: req.method, path: req.path.slice(0, 200), what: req.what, who, status: 0 };
    try {
      // Bytes, never a string: Playwright sends a string that is not valid JSON under a JSON content type
      // as a JSON string (quoted), and the malformed bodies must arrive as written.
      const data = typeof req.data === "string" ? Buffer.from(req.data, "utf8") : req.data;
      if (isStream(req)) {
        answer.status = await sendToStream(req, headers);
        answers.push(answer);
        if (answer.status >= 500 || answer.status === 0) failures.push(answer);
        return answer.status;
      }
      const res = await api.fetch(req.path, {
        method: req.method,
        headers,
        data,
        maxRedirects: 0,
        timeout: 60_000,
        failOnStatusCode: false,
      });
      answer.status = res.status();
      if (answer.status >= 500) answer.body = (await res.text()).slice(0, 200);
      await res.dispose();
    } catch (e) {
      // No answer at all (the connection dropped) is as wrong as a 500.
      answer.body = `no answer: ${(e as Error).message.split("\n")[0]}`.slice(0, 200);
    }
    answers.push(answer);
    if (answer.status >= 500 || answer.status === 0) failures.push(answer);
    return answer.status;
  }
  const sendOne = (req: TRequest, token: string | undefined) => limit(() => send(req, token));

  /** Sends every request as each caller, IN_FLIGHT at a time, clearing the rate limits before each batch. */
  async function sendAll(requests: TRequest[], tokens: (string | undefined)[]) {
    const jobs = tokens.flatMap((token) => requests.map((req) => () => send(req, token).then(() => undefined)));
    for (let i = 0; i < jobs.length; i += BATCH) {
      await clearLimits();
      await Promise.all(jobs.slice(i, i + BATCH).map((job) => limit(job)));
    }
  }

  /** A new member through the API: registered, verified through the mailed link, with a listing of its own. */
  async function freshUser({ moderator = false, tag = "fuzz" } = {}): Promise<TUser> {
    await clearLimits();
    const email = uniqueEmail(tag);
    const noCookie = { cookie: "" };
    const reg = await api.post("/server/auth/register", {
      data: { name: "Fuzz User", email, password: "fuzz-secret-123" },
      headers: noCookie,
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    if (tag === "fuzz") fuzzUserIds.push(user.id);
    const verifyToken = new URL(await outboxLink(email, "verify_email")).searchParams.get("token")!;
    expect((await api.get(`/server/auth/verify?token=${encodeURIComponent(verifyToken)}`, { headers: noCookie })).status()).toBe(200);
    if (moderator) await db.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [user.id]);
    const listing = await api.post("/server/pets", {
      headers: { ...noCookie, authorization: `Bearer ${token}` },
      multipart: { ...FORM, name: `Fuzz ${tag}`, images: { name: "photo.jpg", mimeType: "image/jpeg", buffer: photo } },
    });
    expect(listing.status(), await listing.text()).toBe(201);
    const { pet } = (await listing.json()) as { pet: { id: string } };
    return { id: user.id, email, token, petId: pet.id };
  }

  const routes = findRoutes(path.resolve(__dirname, "../../app/server"));
  expect(routes.length).toBeGreaterThan(60);
  let setupMs = 0;
  // The other member, whose listing the users below put in carts, wishlists and orders.
  const seller = await freshUser({ tag: "fuzz-target" });
  const otherPetId = seller.petId;
  try {
    for (const route of routes) {
      const exported = exportsOf(route.file);
      expect(exported.length, route.file).toBeGreaterThan(0);
      await test.step(route.url, async () => {
        for (const { method, needsSession, readsQuery } of exported) {
          // A fresh user per route and method, as in the Jest fuzz: some routes sign the session out
          // (logout, sessions) or change the password, the email or the listing. The moderation API
          // answers 404 to anyone else before it reads a thing: it is fuzzed as a moderator.
          const t0 = Date.now();
          const user = await freshUser({ moderator: route.url.startsWith("/server/admin/") });
          setupMs += Date.now() - t0;
          const validParams = validParamsFor(route, user.petId);
          // A route that never reads its query gets the query values under one name only: what is left
          // to find there is Next.js's own parsing of the URL, which does not depend on the name.
          const cases = fuzzCases(method, route, { otherPetId, ...VALUES, petForm: FORM }).filter(
            (c) => c.kind !== "query" || readsQuery || c.name === "q",
          );
          const fuzz = cases.flatMap((c) => requestsOf(c, method, route, validParams));
          const raw = rawRequests(method, route, validParams, otherPetId);
          await sendAll([...fuzz, ...raw], [user.token]);
          // Signed out, a route that needs a session answers 401 (the moderation API 404) before it
          // reads the path, query or body (lib/api/route.ts), so it gets only the requests that Next.js
          // parses differently (raw and malformed ones); the hostile values went through the same
          // parsing signed in. Checked on the first hostile request: any other answer sends them all.
          const isGated = needsSession && fuzz.length > 0 && [401, 404].includes(await sendOne(fuzz[0], undefined));
          await sendAll(isGated ? raw : [...fuzz, ...raw], [undefined]);
        }
        // Every method the route does not export, and TRACE: 405 (or, for HEAD and OPTIONS, what Next.js
        // answers). No handler runs for them (HEAD runs GET's only where its contract says `answersHead`,
        // which only reads), so the seller's session serves every route.
        const url = fillPath(route.url, validParamsFor(route, otherPetId));
        const methods = exported.map((e) => e.method);
        const others = [...ROUTE_METHODS.filter((m) => !methods.includes(m)), ...EXTRA_METHODS];
        await sendAll(
          others.map((method) => ({ method, what: "a method the route does not export", path: url })),
          [seller.token, undefined],
        );
        await hideFuzzListings();
      });
    }
  } finally {
    fuzzUserIds.push(seller.id);
    await hideFuzzListings().catch(() => undefined);
    await api.dispose();
    await db.end();
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const file = testInfo.outputPath("fuzz-answers.jsonl");
  writeFileSync(file, answers.map((a) => JSON.stringify(a)).join("\n"));
  await testInfo.attach("fuzz-answers", { path: file, contentType: "application/jsonl" });
  console.log(
    `fuzz over HTTP: ${answers.length} requests, ${failures.length} × 5xx (${FULL ? "full" : "subset of"} hostile values; ${seconds} s, ${(setupMs / 1000).toFixed(0)} s of it making users)`,
  );
  console.log(
    `  answers by status: ${Object.entries(byStatus)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
  );
  expect(failures.map((f) => `${f.method} ${f.path} (${f.who}) ${f.what} → ${f.status} ${f.body ?? ""}`)).toEqual([]);
});
