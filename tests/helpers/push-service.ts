import { createECDH, randomBytes, randomUUID, type ECDH } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// http_ece is web-push's own RFC 8188/8291 implementation (untyped): here it decrypts what the push service got.
// @ts-expect-error -- the package has no type declarations
import httpEce from "http_ece";
import { getDb } from "@/lib/db";
import { pushAgent } from "@/lib/push/endpoint";

// A push service on 127.0.0.1 over TLS, as in tests/integration/push.test.ts, for tests that need to read
// what a push said: a certificate made for the run, trusted by this process's https agents only, and
// browsers' subscriptions whose payloads it decrypts.

const ece = httpEce as { decrypt: (body: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string }) => Buffer };

type TReceived = { path: string; body: Buffer };
export type TPushBrowser = { path: string; ecdh: ECDH; auth: Buffer };

/**
 * A certificate for 127.0.0.1 made for the run (in a temporary folder: `dir`), trusted by this process's
 * https agents and the push agent only: what a local TLS push service serves with.
 */
export function trustedTestCertificate(prefix = "push-service-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const certPem = readFileSync(cert);
  https.globalAgent.options.ca = [certPem];
  pushAgent.options.ca = [certPem];
  return { dir, key: readFileSync(key), cert: certPem };
}

export async function startPushService() {
  const { dir: certDir, key, cert: certPem } = trustedTestCertificate();
  const received: TReceived[] = [];
  const server = https.createServer({ key, cert: certPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A browser of this person subscribed to pushes (written straight to the database). */
  async function subscribe(userId: string): Promise<TPushBrowser> {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const pathName = `/push/${randomUUID()}`;
    await getDb().pushSubscription.create({
      data: {
        userId,
        endpoint: `${origin}${pathName}`,
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: auth.toString("base64url"),
      },
    });
    return { path: pathName, ecdh, auth };
  }

  /** What was pushed to this browser, decrypted. */
  const payloadsTo = (browser: TPushBrowser): { title: string; body: string; url: string; tag: string }[] =>
    received
      .filter((r) => r.path === browser.path)
      .map((r) =>
        JSON.parse(
          ece
            .decrypt(r.body, { version: "aes128gcm", privateKey: browser.ecdh, authSecret: browser.auth.toString("base64url") })
            .toString("utf8"),
        ),
      );

  async function close() {
    await new Promise((resolve) => server.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  }

  return { received, subscribe, payloadsTo, close };
}
