// PawBazaar's service worker (registered by components/sw/service-worker-registration.tsx, scope "/").
// The push and notification handlers live in their own file.
importScripts("/sw-push.js");

// What it keeps, and why this is safe for a shared phone:
// - pages: a navigation goes to the network first; a copy is kept only of a page whose Cache-Control a
//   shared cache may keep (s-maxage, no private/no-store: the public cached pages, the same HTML for
//   everyone). Signed-in pages (dashboard, messages, cart, profile, payment, orders…) are
//   `private, no-store`, so none of them is ever kept, whoever is signed in. Without the network, the
//   kept copy of the page is shown, else the offline page in the address's language.
// - the offline page of each language and its styles, fetched when the worker installs, and a Telugu or
//   Devanagari face once a device without its own has fetched it.
// Nothing else is kept: build files and photos are immutable, year-long answers that the browser's own
// cache serves offline too, and the API's JSON and the live stream go to the network alone (a request
// meant to outlive its page is sent by the worker itself: see the fetch handler).
// A new VERSION drops every cache of the old one when the new worker takes over.
const VERSION = "v1";
const SHELL = `pb-shell-${VERSION}`;
const PAGES = `pb-pages-${VERSION}`;
const MAX_PAGES = 40;
const LOCALES = ["en", "te", "hi"];
// On a network that answers nothing (a lift, a weak tower), a kept page is shown after this long.
const SLOW_NETWORK_MS = 8000;

const offlinePath = (locale) => (locale === "en" ? "/offline" : `/${locale}/offline`);
const localeOf = (pathname) => /^\/(te|hi)(\/|$)/.exec(pathname)?.[1] ?? "en";

/** A response a shared cache may keep: what a public cached page answers (README, caching). */
function isShareable(res) {
  const cc = res.headers.get("cache-control") || "";
  return (
    res.status === 200 &&
    res.type === "basic" &&
    !res.redirected &&
    !/\b(private|no-store|no-cache)\b/i.test(cc) &&
    /\b(s-maxage|public)\b/i.test(cc)
  );
}

/** Keeps the newest MAX_PAGES pages. */
async function trimPages(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const styles = new Set();
      for (const locale of LOCALES) {
        // Without cookies: the page is the same for everyone, and no language cookie may redirect it.
        const res = await fetch(offlinePath(locale), { credentials: "omit", cache: "no-cache" });
        if (!res.ok) throw new Error(`offline page ${locale}: ${res.status}`);
        const html = await res.text();
        for (const [href] of html.matchAll(/\/_next\/static\/[^"'\s)<>]+\.css/g)) styles.add(href);
        // Kept without its scripts: shown at another page's address, the app would start for the wrong
        // page (and its router would fetch that page again and again). Its links work without them.
        const page = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "");
        const headers = new Headers(res.headers);
        for (const name of ["content-length", "content-encoding"]) headers.delete(name);
        await cache.put(new URL(res.url).pathname, new Response(page, { status: 200, headers }));
      }
      await cache.addAll([...styles]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const kept = [SHELL, PAGES];
      for (const name of await caches.keys()) if (name.startsWith("pb-") && !kept.includes(name)) await caches.delete(name);
      // The page's request starts while the worker wakes up (a phone's worker may take 100 ms or more).
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  // A request meant to outlive its page (sendBeacon, fetch with keepalive: the speed beacon sent as a
  // page is left) is sent by the worker itself. Left to the network from here, as other posts are,
  // Chromium dropped it once the page had gone: on a production build only the beacons of pages the
  // worker did not yet control arrived.
  if (req.keepalive && req.method !== "GET") {
    event.respondWith(fetch(req));
    return;
  }
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    const network = (async () => {
      const res = (await event.preloadResponse) || (await fetch(req));
      return { res, copy: isShareable(res) ? res.clone() : null };
    })();
    event.waitUntil(network.then(({ res, copy }) => keepPage(req, res, copy)).catch(() => undefined));
    event.respondWith(answerNavigation(req, url, network));
    return;
  }
  // The offline page's styles, when the browser's cache no longer has them.
  if (req.destination === "style" && url.pathname.startsWith("/_next/static/"))
    event.respondWith(caches.match(req).then((hit) => hit || fetch(req)));
  // A Telugu or Devanagari face, fetched only by a device without its own (README): kept once it was
  // needed, so the offline page in that language draws its letters too.
  else if (url.pathname.startsWith("/fonts/") && url.pathname.endsWith(".woff2")) event.respondWith(keptFont(req));
});

async function keptFont(req) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(req, res.clone());
  return res;
}

async function keepPage(req, res, copy) {
  const cache = await caches.open(PAGES);
  if (copy) {
    await cache.put(req.url, copy);
    await trimPages(cache);
  } else if (res.status === 404 || res.status === 410 || (res.ok && !res.redirected)) {
    // Gone, or no longer a page for everyone: the old copy must not be shown in its place.
    await cache.delete(req.url);
  }
}

async function answerNavigation(req, url, network) {
  const copy = await caches.open(PAGES).then((cache) => cache.match(req.url, { ignoreVary: true }));
  if (copy) {
    const slow = new Promise((resolve) => setTimeout(() => resolve(copy), SLOW_NETWORK_MS));
    // A server error is no better than yesterday's copy.
    return Promise.race([
      network.then(
        ({ res }) => (res.status >= 500 ? copy : res),
        () => copy,
      ),
      slow,
    ]);
  }
  try {
    return (await network).res;
  } catch {
    const shell = await caches.open(SHELL);
    // The offline page in the address's language (another one if the browser's language redirected it).
    for (const locale of [localeOf(url.pathname), ...LOCALES]) {
      const page = await shell.match(offlinePath(locale));
      if (page) return page;
    }
    return Response.error();
  }
}
