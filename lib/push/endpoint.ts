import "server-only";
import dns from "node:dns";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { parse as legacyParse } from "node:url";
import { env } from "@/lib/env";
import { PUSH_ENDPOINT_MAX } from "./schemas";

// Where the server may post a push. A subscription's endpoint is text a client sends, and the server
// later posts to it: without care, that is a way to make the server reach addresses of the client's
// choosing (SSRF), inside its own network included.
//
// The danger is two parsers. The allow-list used to read the host with WHATWG `new URL()`, but
// `web-push` (3.6.7) connects to what the legacy `url.parse()` reads: for
// `https://127.0.0.1;.fcm.googleapis.com/x` the first says `127.0.0.1;.fcm.googleapis.com` (allowed:
// it ends in `.fcm.googleapis.com`) and the second `127.0.0.1`, where web-push then connected and posted. So an
// endpoint is judged as it will be sent, and only one that both parsers read the same way, in the one
// form a browser gives, passes.
//
// Let through, and nothing else:
// - `https://<host><path>` exactly as WHATWG serialises it (`new URL(e).href === e`): lowercase scheme
//   and host, no default port written, no dot segments, the path percent-encoded as browsers send it.
//   PushSubscription.endpoint is always in that form, so a real browser's subscription never fails this;
// - a host made of letter-digit-hyphen labels (a-z, 0-9, `-` inside a label), not an IP address, no
//   trailing dot, equal to or a subdomain of one of PUSH_SERVICE_HOSTS (Google's FCM and its old GCM
//   name, Mozilla's, Apple's, Microsoft's: the push services of Chrome, Samsung Internet, Edge,
//   Firefox and Safari), such as `https://fcm.googleapis.com/fcm/send/…`,
//   `https://updates.push.services.mozilla.com/wpush/v2/…`, `https://web.push.apple.com/…`,
//   `https://wns2-pn1p.notify.windows.com/w/?token=…`;
// - a query (Windows' endpoints have one);
// - and only where both parsers agree on it all: the host, the port (none) and the path with its query.
// Refused:
// - another scheme; user-info (`user@`, `user:pass@`); any port, 443 written out included; a fragment;
// - anything a host may not hold or that parsers read differently: `;`, `'`, `\`, `_`, `%`-escapes
//   (`evil%2efcm.googleapis.com`), spaces, tabs and newlines (WHATWG drops them, others do not),
//   non-ASCII (full-width letters that WHATWG folds to ASCII), uppercase (not as a browser sends it);
// - IP literals in any spelling (`10.0.0.1`, `[::1]`, `0x7f000001`, `2130706433`, `127.1`), and a
//   trailing dot;
// - any other host (`fcm.googleapis.com.attacker.example` included), and more than PUSH_ENDPOINT_MAX
//   characters.
// In tests (NODE_ENV=test) one more host passes: the test push service on `127.0.0.1`, at any port,
// under every other rule (so the forms above are refused in tests too).
//
// The name is then resolved at connect time by `pushAgent`, which refuses any answer that is not a
// public address: an allow-listed name that resolves inside a private network (a stray internal record
// under one of those domains, or DNS rebinding) reaches nothing either, and since the check is made on
// the very addresses the socket connects to, no later answer can differ from the one checked. Not
// covered: a push service's own public servers, which are the point.

/** The push services' domains: each host itself and its subdomains. */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;
/** The integration tests' push service (tests/integration/push.test.ts). */
const TEST_SERVICE_HOST = "127.0.0.1";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

export type TPushTarget = { hostname: string; port: string; path: string };

/**
 * Where web-push will connect for this endpoint (what `url.parse` reads, checked to be what
 * `new URL` reads), or null when the server must not post there. The rules are the module's comment.
 */
export function pushEndpointTarget(
  endpoint: string,
  { allowTestService = env().NODE_ENV === "test" }: { allowTestService?: boolean } = {},
): TPushTarget | null {
  if (typeof endpoint !== "string" || endpoint.length > PUSH_ENDPOINT_MAX) return null;
  if (!PRINTABLE_ASCII.test(endpoint) || endpoint.includes("\\") || endpoint.includes("#")) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint || url.protocol !== "https:" || url.username || url.password) return null;
  const { hostname } = url;
  const isTestService = allowTestService && hostname === TEST_SERVICE_HOST;
  if (!isTestService) {
    if (url.port || isIP(hostname) || !HOSTNAME.test(hostname) || /^\d+$/.test(hostname.split(".").pop()!)) return null;
    if (!PUSH_SERVICE_HOSTS.some((h) => hostname === h || hostname.endsWith(`.${h}`))) return null;
  }
  // What web-push will use (src/web-push-lib.js: `url.parse(endpoint)` → hostname, port, path).
  const sent = legacyParse(endpoint);
  const path = `${url.pathname}${url.search}`;
  if (sent.protocol !== "https:" || sent.auth !== null || sent.hostname !== hostname) return null;
  if ((sent.port ?? "") !== url.port || sent.path !== path) return null;
  return { hostname, port: url.port, path };
}

/** Whether the server may post a push to this endpoint (pushEndpointTarget). */
export const isPushServiceEndpoint = (endpoint: string, options?: { allowTestService?: boolean }) =>
  pushEndpointTarget(endpoint, options) !== null;

// Addresses that are not on the public internet: this host, private networks, link-local (the cloud
// metadata service at 169.254.169.254), carrier-grade NAT, benchmarking, multicast and reserved ranges,
// and the IPv6 forms that embed an IPv4 address (NAT64, 6to4), which could embed any of those. (An
// IPv4-mapped IPv6 address, ::ffff:a.b.c.d, is judged by the IPv4 rules: BlockList maps it.)
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, "ipv6");

/** Whether an IP address is a public one (false for loopback, private, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  return !NON_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * dns.lookup for the push connections: the answer only when every address in it is public. Node calls
 * it with `all: true` (to try each address in turn) or without; both are answered.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || !addresses.length) {
      const e: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused?.address ?? "nothing"}: not a public address`);
      e.code = "EPUSHADDRESS";
      return callback(e, "", 0);
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
};

/** The agent web-push connects through: publicOnlyLookup for every name it resolves. */
export const pushAgent = new https.Agent({ lookup: publicOnlyLookup });
