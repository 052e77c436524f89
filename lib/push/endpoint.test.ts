import { createECDH } from "node:crypto";
import type { LookupAddress } from "node:dns";
import { parse as legacyParse } from "node:url";
import { isPublicAddress, isPushServiceEndpoint, publicOnlyLookup, pushEndpointTarget } from "./endpoint";
import { isP256Point } from "./schemas";

// The rules as they hold in production (no test push service), unless a case says otherwise.
const production = { allowTestService: false };
const tests = { allowTestService: true };

// Endpoints in the form each browser's push service gives them (PushSubscription.endpoint).
const REAL = [
  "https://fcm.googleapis.com/fcm/send/cWm8xzT0Rz8:APA91bH-7t_Vq2pXxk3Zs9aYkQ0cI2LrW8uN6eJ1oD4fB5gH3iK7lM9nP0qR",
  "https://android.googleapis.com/gcm/send/APA91bE2mXk0L9sQ",
  "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABmZ3Q1x_Yc0kWJ-8pL2rT9vB4nE6hF1aD7sG3jK5lM0oP9qR8uV2wX4yZ",
  "https://web.push.apple.com/QGx7Yk2Rz-Pq8w_T4v9sB1nE6hF3aD0jK5lM",
  "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAABk8%2bK3fZ1q%2fW7Lx0Rz9%3d",
];

describe("pushEndpointTarget", () => {
  it("lets through the push services' endpoints as browsers give them, and names what web-push connects to", () => {
    for (const endpoint of REAL) {
      const target = pushEndpointTarget(endpoint, production);
      const sent = legacyParse(endpoint);
      expect({ endpoint, target }).toEqual({ endpoint, target: { hostname: sent.hostname, port: "", path: sent.path } });
    }
    expect(pushEndpointTarget(REAL[4], production)).toEqual({
      hostname: "wns2-pn1p.notify.windows.com",
      port: "",
      path: "/w/?token=BQYAAABk8%2bK3fZ1q%2fW7Lx0Rz9%3d",
    });
  });

  it.each([
    // Where WHATWG (the old allow-list) and url.parse (web-push) read different hosts.
    ["; ends url.parse's host", "https://127.0.0.1;.fcm.googleapis.com/fcm/send/x"],
    ["; with a port after it", "https://127.0.0.1;.fcm.googleapis.com:8443/fcm/send/x"],
    ["'", "https://127.0.0.1'.fcm.googleapis.com/fcm/send/x"],
    ['"', 'https://127.0.0.1".fcm.googleapis.com/fcm/send/x'],
    ["`", "https://127.0.0.1`.fcm.googleapis.com/fcm/send/x"],
    ["{ }", "https://127.0.0.1}.fcm.googleapis.com/fcm/send/x"],
    ["* , $ & ! = ~ (kept in both hosts, in no real one)", "https://127.0.0.1*.fcm.googleapis.com/fcm/send/x"],
    ["|", "https://127.0.0.1|.fcm.googleapis.com/fcm/send/x"],
    ["\\ (WHATWG reads a slash)", "https://127.0.0.1\\.fcm.googleapis.com/fcm/send/x"],
    ["\\ before @", "https://fcm.googleapis.com\\@127.0.0.1/x"],
    ["/\\ after the scheme", "https:/\\127.0.0.1;.fcm.googleapis.com/x"],
    ["%-encoded dots", "https://evil%2efcm.googleapis.com/fcm/send/x"],
    ["%-encoded dots throughout", "https://fcm%2Egoogleapis%2Ecom/fcm/send/x"],
    ["%-encoded ;", "https://127.0.0.1%3b.fcm.googleapis.com/fcm/send/x"],
    // User-info.
    ["user@", "https://user@fcm.googleapis.com/fcm/send/x"],
    ["user:pass@", "https://user:pass@fcm.googleapis.com/fcm/send/x"],
    ["an allowed name as the user", "https://fcm.googleapis.com@10.0.0.1/fcm/send/x"],
    ["an address as the user", "https://127.0.0.1@fcm.googleapis.com/fcm/send/x"],
    // A trailing dot; IP literals however spelt.
    ["a trailing dot", "https://fcm.googleapis.com./fcm/send/x"],
    ["IPv4", "https://10.0.0.1/fcm/send/x"],
    ["the metadata service", "https://169.254.169.254/latest/meta-data/"],
    ["loopback", "https://127.0.0.1/x"],
    ["IPv6", "https://[::1]/x"],
    ["IPv4-mapped IPv6", "https://[::ffff:7f00:1]/x"],
    ["hex IPv4", "https://0x7f000001/x"],
    ["decimal IPv4", "https://2130706433/x"],
    ["short IPv4", "https://127.1/x"],
    ["octal IPv4", "https://0177.0.0.1/x"],
    // What WHATWG folds or drops and others may not: whitespace, case, full-width letters.
    ["a tab in the host", "https://fcm.goog\tleapis.com/fcm/send/x"],
    ["a newline in the host", "https://fcm.googleapis.com\n/fcm/send/x"],
    ["a space before", " https://fcm.googleapis.com/fcm/send/x"],
    ["a space in the path", "https://fcm.googleapis.com/fcm/send/a b"],
    ["an uppercase host", "https://FCM.googleapis.com/fcm/send/x"],
    ["an uppercase scheme", "HTTPS://fcm.googleapis.com/fcm/send/x"],
    ["full-width letters", "https://ｆcm.googleapis.com/fcm/send/x"],
    ["punycode of a look-alike", "https://xn--fcm-0na.googleapis.com/fcm/send/x"],
    // Ports, fragments, paths web-push would send otherwise.
    ["443 written out", "https://fcm.googleapis.com:443/fcm/send/x"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["a fragment", "https://fcm.googleapis.com/fcm/send/x#y"],
    ["an empty fragment", "https://fcm.googleapis.com/fcm/send/x#"],
    ["dot segments", "https://fcm.googleapis.com/fcm/../x"],
    ["a quote in the path (url.parse escapes it)", "https://fcm.googleapis.com/fcm/send/x'y"],
    // Hosts no push service has.
    ["http", "http://fcm.googleapis.com/fcm/send/x"],
    ["another site", "https://attacker.example/collect"],
    ["a push service's name inside another site's", "https://fcm.googleapis.com.attacker.example/x"],
    ["a name that only ends like one", "https://evilfcm.googleapis.com/x"],
    ["an underscore", "https://a_b.fcm.googleapis.com/x"],
    ["localhost", "https://localhost/x"],
    ["not a URL", "not a url"],
    ["too long", `https://fcm.googleapis.com/fcm/send/${"a".repeat(1000)}`],
  ])("refuses %s", (_, endpoint) => {
    expect(pushEndpointTarget(endpoint, production)).toBeNull();
    // The test push service is one exact host: none of these passes in tests either.
    if (!endpoint.startsWith("https://127.0.0.1/")) expect(pushEndpointTarget(endpoint, tests)).toBeNull();
  });

  it("lets the test push service through in tests only, at its port, under every other rule", () => {
    expect(pushEndpointTarget("https://127.0.0.1:45678/push/a", tests)).toEqual({ hostname: "127.0.0.1", port: "45678", path: "/push/a" });
    expect(isPushServiceEndpoint("https://127.0.0.1:45678/push/a", production)).toBe(false);
    expect(isPushServiceEndpoint("https://user:pass@127.0.0.1:45678/push/a", tests)).toBe(false);
    expect(isPushServiceEndpoint("https://127.0.0.1:45678/push/a#b", tests)).toBe(false);
    expect(isPushServiceEndpoint("https://[::1]:45678/push/a", tests)).toBe(false);
    expect(isPushServiceEndpoint("https://localhost:45678/push/a", tests)).toBe(false);
    expect(isPushServiceEndpoint("https://127.0.0.2:45678/push/a", tests)).toBe(false);
  });
});

describe("the push connection's address check", () => {
  it.each([
    "127.0.0.1",
    "127.5.6.7",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["142.250.183.10", "172.32.0.1", "8.8.8.8", "17.253.144.10", "2a00:1450:4009:81f::200a", "2606:4700::6810:84e5"])(
    "lets public %s through",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses a name that resolves to this host, in both of Node's lookup forms", async () => {
    for (const all of [true, false]) {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        publicOnlyLookup("localhost", { all }, (e: NodeJS.ErrnoException | null) => resolve(e)),
      );
      expect(error?.code).toBe("EPUSHADDRESS");
    }
  });

  it("answers a public address in the form asked for", async () => {
    // A numeric name resolves to itself without the network.
    const one = await new Promise<[string | LookupAddress[], number | undefined]>((resolve, reject) =>
      publicOnlyLookup("8.8.8.8", {}, (e, address, family) => (e ? reject(e) : resolve([address, family]))),
    );
    expect(one).toEqual(["8.8.8.8", 4]);
    const all = await new Promise<string | LookupAddress[]>((resolve, reject) =>
      publicOnlyLookup("8.8.8.8", { all: true }, (e, addresses) => (e ? reject(e) : resolve(addresses))),
    );
    expect(all).toEqual([{ address: "8.8.8.8", family: 4 }]);
  });
});

describe("isP256Point", () => {
  const key = () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return ecdh;
  };

  it("lets a browser's key through: an uncompressed point on the curve", () => {
    for (let i = 0; i < 5; i++) expect(isP256Point(key().getPublicKey())).toBe(true);
  });

  it("refuses a point off the curve, the zero point, the compressed form, and other lengths", () => {
    const good = key().getPublicKey();
    const offCurve = Buffer.from(good);
    offCurve[64] ^= 1;
    expect(isP256Point(offCurve)).toBe(false);
    const otherX = Buffer.from(good);
    otherX[10] ^= 0x40;
    expect(isP256Point(otherX)).toBe(false);
    expect(isP256Point(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]))).toBe(false);
    expect(isP256Point(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]))).toBe(false);
    expect(isP256Point(key().getPublicKey(null, "compressed"))).toBe(false);
    expect(isP256Point(Buffer.concat([Buffer.from([2]), good.subarray(1)]))).toBe(false);
    expect(isP256Point(good.subarray(0, 64))).toBe(false);
    expect(isP256Point(Buffer.concat([good, Buffer.from([0])]))).toBe(false);
  });
});
