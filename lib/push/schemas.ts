import { createPublicKey } from "node:crypto";
import * as z from "zod";
import "@/lib/zod";

// What a browser's PushSubscription.toJSON() gives, as POST /server/push/subscriptions accepts it. The
// keys are checked for what they must be (RFC 8291): p256dh an uncompressed P-256 point (65 bytes,
// first byte 4) that lies on the curve, auth a 16-byte secret, both base64url (padding allowed). Where
// the server may post (the endpoint's host) is lib/push/endpoint.ts's to say.

export const PUSH_ENDPOINT_MAX = 1000;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or null when it is not one. */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return null;
  try {
    const binary = atob(bare.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (bare.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** P-256's field prime, 2^256 − 2^224 + 2^192 + 2^96 − 1 (SEC 2, 2.4.2). */
const P256_PRIME = BigInt("0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff");

/**
 * Whether the bytes are a point on P-256 in the uncompressed form RFC 8291 requires (0x04, x, y): what
 * a browser's PushManager gives, and all that passes. Refused: other lengths; the compressed form (33
 * bytes: the key derivation hashes the 65-byte form, so the browser could not read what was encrypted
 * to it); coordinates not below the field's prime (a second spelling of a point); and any (x, y) off the
 * curve, which is no browser's key: every push to it would fail (Node's ECDH refuses it), and a laxer
 * library would leak bits of its ephemeral key to it (an invalid-curve attack). Node's key import checks
 * the curve equation.
 */
export function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const hex = Buffer.from(bytes).toString("hex");
  if (BigInt(`0x${hex.slice(2, 66)}`) >= P256_PRIME || BigInt(`0x${hex.slice(66)}`) >= P256_PRIME) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: Buffer.from(bytes.subarray(1, 33)).toString("base64url"),
        y: Buffer.from(bytes.subarray(33)).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

const isHttpsUrl = (s: string) => {
  try {
    return new URL(s).protocol === "https:";
  } catch {
    return false;
  }
};

export const ZPushSubscription = z
  .object({
    endpoint: z
      .string("PUSH_ENDPOINT_INVALID")
      .max(PUSH_ENDPOINT_MAX, "PUSH_ENDPOINT_INVALID")
      .refine(isHttpsUrl, "PUSH_ENDPOINT_INVALID")
      .meta({
        description: `The push service's address for this browser, as PushSubscription.endpoint gives it (https, at a browser's push service, at most ${PUSH_ENDPOINT_MAX} characters).`,
      }),
    expirationTime: z.number().nullable().optional().meta({ description: "As the browser gives it; not used." }),
    keys: z.object(
      {
        p256dh: z
          .string("PUSH_KEYS_INVALID")
          .max(200, "PUSH_KEYS_INVALID")
          .refine((s) => {
            const b = decodeBase64Url(s);
            return !!b && isP256Point(b);
          }, "PUSH_KEYS_INVALID")
          .meta({ description: "The browser's P-256 public key, base64url: an uncompressed point on the curve (65 bytes)." }),
        auth: z
          .string("PUSH_KEYS_INVALID")
          .max(100, "PUSH_KEYS_INVALID")
          .refine((s) => decodeBase64Url(s)?.length === 16, "PUSH_KEYS_INVALID")
          .meta({ description: "The authentication secret, base64url (16 bytes)." }),
      },
      "PUSH_KEYS_INVALID",
    ),
  })
  .meta({ id: "PushSubscription", description: "A browser's push subscription: PushSubscription.toJSON()." });

export const ZPushUnsubscribe = z.object({
  endpoint: z.string("PUSH_ENDPOINT_INVALID").min(1, "PUSH_ENDPOINT_INVALID").max(PUSH_ENDPOINT_MAX, "PUSH_ENDPOINT_INVALID"),
});

export type TPushSubscriptionInput = z.infer<typeof ZPushSubscription>;
