import "server-only";
import { env } from "@/lib/env";

// MSG91's Flow API ("Send SMS", https://docs.msg91.com/sms/send-sms; the older reference is
// https://control.msg91.com/apidoc/textsms/send-sms-flow.php): POST {base}/api/v5/flow with the account's
// key in the `authkey` header and a JSON body naming the DLT-approved template by MSG91's id:
//   { "template_id": "…", "short_url": "0", "recipients": [{ "mobiles": "919876543210", "otp": "123456" }] }
// `mobiles` is the number in international form without the "+" (91 and the ten digits), each variable of
// the template is a field of the recipient named as in the template (##otp##), and `sender` is the DLT
// header (the flow's own is used when the flow names one). MSG91 answers `{ "type": "success", "message":
// "<request id>" }`, or `{ "type": "error", "message": "…" }` (sometimes with HTTP 200, so the type decides).

/** MSG91 did not take the SMS: `isRefused` when it said why (a key, a template, a number), else it could not be reached. */
export class Msg91Error extends Error {
  constructor(
    message: string,
    readonly isRefused: boolean,
  ) {
    super(message);
    this.name = "Msg91Error";
  }
}

const TIMEOUT_MS = 10_000;

/** Sends one SMS through a template; answers MSG91's request id. */
export async function sendFlowSms({
  templateId,
  to,
  variables,
}: {
  templateId: string;
  /** E.164: "+919876543210". */
  to: string;
  variables: Record<string, string>;
}): Promise<{ requestId: string }> {
  const e = env();
  if (!e.MSG91_AUTH_KEY) throw new Msg91Error("MSG91_AUTH_KEY is not set", true);
  let res: Response;
  try {
    res = await fetch(new URL("/api/v5/flow", e.MSG91_BASE_URL), {
      method: "POST",
      headers: { authkey: e.MSG91_AUTH_KEY, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        template_id: templateId,
        ...(e.MSG91_SENDER_ID ? { sender: e.MSG91_SENDER_ID } : {}),
        short_url: "0",
        recipients: [{ mobiles: to.replace(/^\+/, ""), ...variables }],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new Msg91Error(`MSG91 could not be reached: ${(err as Error).message}`, false);
  }
  let answer: { type?: unknown; message?: unknown } = {};
  try {
    answer = (await res.json()) as typeof answer;
  } catch {
    // Not JSON: a proxy's error page, an outage.
  }
  const message = typeof answer.message === "string" ? answer.message : `HTTP ${res.status}`;
  if (res.ok && answer.type === "success" && typeof answer.message === "string" && answer.message) return { requestId: answer.message };
  throw new Msg91Error(`MSG91 answered ${res.status}: ${message}`, res.status < 500 && answer.type === "error");
}
