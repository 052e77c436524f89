import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { env } from "@/lib/env";

// A stand-in of MSG91's Flow API ("Send SMS", POST /api/v5/flow; https://docs.msg91.com/sms/send-sms) for
// the tests, which cannot reach the real one (nor send SMS). It checks what MSG91 checks before it takes
// an SMS: the account's key in the `authkey` header, a JSON body, a template it knows (an id approved on
// the DLT platform, each with its variables), the sender id (the template's DLT header), and each
// recipient: `mobiles` as 91 and ten digits starting 6 to 9, every variable of the template present.
// It answers as MSG91 does: `{ "type": "success", "message": "<request id>" }`, or `{ "type": "error",
// "message": "…" }` with the error's status. What it took is in `sent`, with the text the template
// makes of it, for the tests to read the code from.

export type TMsg91Template = { text: string; variables: string[] };
export type TMsg91Sent = { requestId: string; templateId: string; mobiles: string; variables: Record<string, string>; text: string };

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
const error = (res: ServerResponse, status: number, message: string, code?: string) =>
  send(res, status, { type: "error", message, ...(code ? { code } : {}) });

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const MOBILES = /^91[6-9]\d{9}$/;

export async function startMsg91StandIn({
  authKey,
  senderId,
  templates,
}: {
  authKey: string;
  /** The DLT header the templates were approved under. */
  senderId: string;
  /** The approved templates, by MSG91's id: their text (`##var##` where a value goes) and variables. */
  templates: Record<string, TMsg91Template>;
}) {
  const sent: TMsg91Sent[] = [];
  /** Every request, as it came (the tests check what was asked). */
  const requests: { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> | null }[] = [];
  let isDown = false;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const body = await bodyOf(req);
    requests.push({ path: url.pathname, headers: req.headers, body });
    if (isDown) return error(res, 503, "Service Unavailable");
    if (req.method !== "POST" || url.pathname.replace(/\/$/, "") !== "/api/v5/flow") return error(res, 404, "Not Found");
    const key = req.headers.authkey;
    if (!key) return error(res, 401, "Missing Authentication Key", "106");
    if (key !== authKey) return error(res, 401, "Authentication failure", "301");
    if (!(req.headers["content-type"] ?? "").startsWith("application/json") || !body) return error(res, 400, "Invalid JSON");
    const templateId = body.template_id;
    if (typeof templateId !== "string" || !templateId) return error(res, 400, "template_id is required");
    const template = templates[templateId];
    if (!template) return error(res, 400, "Invalid template id");
    if (body.sender !== undefined && body.sender !== senderId) return error(res, 400, "Sender ID is not approved for this template");
    if (body.short_url !== undefined && body.short_url !== "0" && body.short_url !== "1")
      return error(res, 400, "short_url must be 0 or 1");
    const recipients = body.recipients;
    if (!Array.isArray(recipients) || recipients.length === 0) return error(res, 400, "recipients are required");
    const taken: TMsg91Sent[] = [];
    const requestId = randomBytes(12).toString("hex");
    for (const recipient of recipients as Record<string, unknown>[]) {
      const mobiles = recipient?.mobiles;
      if (typeof mobiles !== "string" || !MOBILES.test(mobiles)) return error(res, 400, "Invalid mobile number");
      const variables: Record<string, string> = {};
      for (const name of template.variables) {
        const value = recipient[name];
        if (typeof value !== "string" || !value) return error(res, 400, `Variable ${name} is missing`);
        variables[name] = value;
      }
      const text = template.variables.reduce((t, name) => t.replaceAll(`##${name}##`, variables[name]), template.text);
      taken.push({ requestId, templateId, mobiles, variables, text });
    }
    sent.push(...taken);
    return send(res, 200, { type: "success", message: requestId });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    requests,
    /** While down, every request answers 503, as during an outage. */
    setDown(down: boolean) {
      isDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TMsg91StandIn = Awaited<ReturnType<typeof startMsg91StandIn>>;

/** The stand-in's account, and the English and Telugu templates approved for the codes (no Hindi one). */
export const MSG91 = {
  authKey: "msg91-stand-in-auth-key",
  senderId: "PAWBZR",
  templateEn: "6650a1b2c3d4e5f6a7b8c9d0",
  templateTe: "6650a1b2c3d4e5f6a7b8c9te",
};

/**
 * Starts the stand-in before the file's tests and switches the app to it (SMS_PROVIDER=msg91, its key,
 * templates, sender and address); the settings are put back afterwards. The stand-in is `standIn()`.
 */
export function withMsg91StandIn() {
  const config = env();
  const saved = { ...config };
  let standIn: TMsg91StandIn | undefined;
  beforeAll(async () => {
    standIn = await startMsg91StandIn({
      authKey: MSG91.authKey,
      senderId: MSG91.senderId,
      templates: {
        [MSG91.templateEn]: { text: "##otp## is your PawBazaar code to verify your mobile number.", variables: ["otp"] },
        [MSG91.templateTe]: { text: "##otp## మీ PawBazaar కోడ్.", variables: ["otp"] },
      },
    });
  });
  /** Points the app at the stand-in (call in a beforeAll or a test: the outbox is the default). */
  const use = () =>
    Object.assign(config, {
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: MSG91.authKey,
      MSG91_OTP_TEMPLATE_ID: MSG91.templateEn,
      MSG91_OTP_TEMPLATE_ID_TE: MSG91.templateTe,
      MSG91_OTP_TEMPLATE_ID_HI: undefined,
      MSG91_SENDER_ID: MSG91.senderId,
      MSG91_BASE_URL: standIn!.url,
    });
  /** Back to the development outbox. */
  const restore = () => Object.assign(config, saved);
  afterAll(async () => {
    restore();
    await standIn?.close();
  });
  return { standIn: () => standIn!, use, restore };
}
