import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "../support";

// Every state-changing endpoint that a cookie session can reach, on the production build: the three
// requests a page on another site can make a browser send are refused, and a request of our own pages
// is accepted at an address that is not APP_URL's (lib/http/origin.ts says why each answer is right).

const ROOT = path.resolve(__dirname, "../../app/server");
const AN_ID = "cxxxxxxxxxxxxxxxxxxxxxxxx";

/** Each route file's state-changing methods, with a path that reaches the handler (any id will do). */
function endpoints(dir = ROOT, base = "/server"): { method: string; path: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return endpoints(full, `${base}/${name}`);
    if (name !== "route.ts") return [];
    const url = base.replace(/\[\.\.\.\w+\]/g, "pets/x/sm.webp").replace(/\[\w+\]/g, AN_ID);
    const methods = [...readFileSync(full, "utf8").matchAll(/export const (POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
    return methods.map((method) => ({ method, path: url }));
  });
}

// Signing out goes last: the requests before it keep the session.
const ALL = endpoints().sort((a, b) => Number(/logout|sessions/.test(a.path)) - Number(/logout|sessions/.test(b.path)));

async function member(playwright: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> }, baseURL: string) {
  const api = await playwright.newContext({ baseURL });
  const res = await api.post("/server/auth/register", {
    data: { name: "Origin Tester", email: uniqueEmail("origin"), password: "origin-secret-1" },
  });
  expect(res.status()).toBe(201);
  expect((await api.storageState()).cookies.length).toBeGreaterThan(0);
  return api;
}

const send = (api: APIRequestContext, method: string, url: string, headers: Record<string, string>, data: string) =>
  api.fetch(url, { method, headers, data, maxRedirects: 0 });

test("finds the state-changing endpoints", () => {
  expect(ALL.length).toBeGreaterThan(40);
  expect(ALL).toEqual(
    expect.arrayContaining([
      { method: "POST", path: "/server/auth/login" },
      { method: "POST", path: "/server/contact" },
      { method: "DELETE", path: `/server/pets/${AN_ID}` },
    ]),
  );
});

test("another site's form post, text/plain fetch and Origin: null are refused by every state-changing endpoint", async ({
  playwright,
  baseURL,
}) => {
  const api = await member(playwright.request, baseURL!);
  const attacks: [string, Record<string, string>, string][] = [
    [
      "a cross-site form post",
      { "sec-fetch-site": "cross-site", origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      "email=victim%40example.com&name=x",
    ],
    [
      "a cross-site text/plain fetch",
      { "sec-fetch-site": "cross-site", origin: "https://evil.example", "content-type": "text/plain" },
      '{"email":"victim@example.com"}',
    ],
    ["Origin: null from an older browser", { origin: "null", "content-type": "application/x-www-form-urlencoded" }, "a=1"],
  ];
  const wrong: string[] = [];
  for (const { method, path: url } of ALL) {
    for (const [what, headers, body] of attacks) {
      const res = await send(api, method, url, headers, body);
      const json = await res.json().catch(() => null);
      if (res.status() !== 403 || json?.code !== "CROSS_SITE")
        wrong.push(`${method} ${url} (${what}) → ${res.status()} ${JSON.stringify(json)?.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
  await api.dispose();
});

test("our own page's requests are accepted at another address than APP_URL's (127.0.0.2, a phone on the LAN), from current and older browsers", async ({
  playwright,
  baseURL,
}) => {
  const lan = `http://127.0.0.2:${new URL(baseURL!).port}`;
  expect(new URL(lan).origin).not.toBe(new URL(baseURL!).origin);
  const api = await member(playwright.request, lan);
  const browsers: [string, Record<string, string>][] = [
    ["a current browser", { "sec-fetch-site": "same-origin", origin: lan, "content-type": "application/json" }],
    ["an older browser without Sec-Fetch-Site", { origin: lan, "content-type": "application/json" }],
  ];
  const refused: string[] = [];
  for (const { method, path: url } of ALL) {
    for (const [who, headers] of browsers) {
      const res = await send(api, method, url, headers, "{}");
      const json = await res.json().catch(() => null);
      // Whatever the empty body gets (401, 404, 422…), it is not the cross-site refusal, nor a failure.
      if ((res.status() === 403 && json?.code === "CROSS_SITE") || res.status() >= 500)
        refused.push(`${method} ${url} (${who}) → ${res.status()} ${json?.code}`);
    }
  }
  expect(refused).toEqual([]);
  await api.dispose();
});

test("a no-script form's post (a server action) from another site is refused in the page's language; a malformed one and other methods are answered, not crashed on", async ({
  playwright,
  baseURL,
}) => {
  const lan = `http://127.0.0.2:${new URL(baseURL!).port}`;
  const api = await playwright.request.newContext({ baseURL: lan });
  const form = { email: "buyer@pawbazaar.in", password: "not-the-password" };
  const evil = await api.post("/te/login", {
    headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    multipart: form,
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  expect(await evil.text()).toBe("ఈ అభ్యర్థన వేరే సైట్ నుంచి వచ్చింది, కాబట్టి దీన్ని తిరస్కరించాం.");
  expect(evil.headers()["content-security-policy"]).toContain("default-src 'none'");
  const nullOrigin = await api.post("/login", { headers: { origin: "null" }, multipart: form, maxRedirects: 0 });
  expect(nullOrigin.status()).toBe(403);
  // A malformed server-action call is the sender's fault: 400, not Next.js's 500.
  const broken = await api.post("/login", {
    headers: { "sec-fetch-site": "same-origin", origin: lan },
    multipart: { $ACTION_REF_1: "", "$ACTION_1:0": '{"id":"00","bound":', $ACTION_KEY: "k" },
    maxRedirects: 0,
  });
  expect(broken.status()).toBe(400);
  // A page takes GET, HEAD and POST only.
  const put = await api.fetch("/hi/login", { method: "PUT", maxRedirects: 0 });
  expect(put.status()).toBe(405);
  expect(put.headers()["allow"]).toBe("GET, HEAD, POST");
  expect(await put.text()).toBe("इस पते पर इस तरह का अनुरोध स्वीकार नहीं किया जाता।");
  for (const target of ["/", "/pets", "/server/health", "/server/pets"]) {
    const trace = await api.fetch(target, { method: "TRACE" });
    expect([target, trace.status()]).toEqual([target, 405]);
    expect(trace.headers()["x-content-type-options"]).toBe("nosniff");
  }
  await api.dispose();
});
