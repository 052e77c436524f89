import * as z from "zod";
import "@/lib/zod";

// What a browser's PushSubscription.toJSON() gives, as POST /server/push/subscriptions accepts it. The
// keys are checked for what they must be (RFC 8291): p256dh an uncompressed P-256 point (65 bytes,
// first byte 4), auth a 16-byte secret, both base64url (padding allowed).

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
      .meta({ description: `The push service's address for this browser (https, at most ${PUSH_ENDPOINT_MAX} characters).` }),
    expirationTime: z.number().nullable().optional().meta({ description: "As the browser gives it; not used." }),
    keys: z.object(
      {
        p256dh: z
          .string("PUSH_KEYS_INVALID")
          .max(200, "PUSH_KEYS_INVALID")
          .refine((s) => {
            const b = decodeBase64Url(s);
            return !!b && b.length === 65 && b[0] === 4;
          }, "PUSH_KEYS_INVALID")
          .meta({ description: "The browser's P-256 public key, base64url (65 bytes)." }),
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
