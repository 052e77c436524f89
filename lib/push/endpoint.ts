import "server-only";
import dns from "node:dns";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { parse as legacyParse } from "node:url";
import { env } from "@/lib/env";
import { PUSH_ENDPOINT_MAX } from "./schemas";

// Where the server may post a push: an endpoint is client text the server later posts to (SSRF).
// `web-push` (3.6.7) connects to what the legacy `url.parse()` reads, not what `new URL()` reads
// (`https://127.0.0.1;.fcm.googleapis.com/x` is FCM to one, 127.0.0.1 to the other), so an endpoint passes
// only in the form a browser gives (`new URL(e).href === e`), both parsers agreeing on host, port (none)
// and path, on a PUSH_SERVICE_HOSTS host of a-z0-9- labels: no IP literal, user-info, fragment or escape.
// `pushAgent` then refuses any non-public DNS answer, checked on the very addresses the socket connects to
// (rebinding). Every rule: docs/live-and-push.md, "Where a push may go"; lib/push/endpoint.test.ts.

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
