import { z } from "zod";

/** A percentage from 0 to 100 with at most two decimals ("2.5", "0", "100"): PLATFORM_FEE_PERCENT. */
export const ZFeePercent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, "PLATFORM_FEE_PERCENT must be a percentage with at most two decimals, such as 2.5")
  .transform(Number)
  .refine((percent) => percent <= 100, "PLATFORM_FEE_PERCENT must be at most 100");

// The only reader of process.env (server and proxy; never imported by client components). Values are validated once, on first use, so a
// build without a database (e.g. `next build` on CI) does not need them.
const ZEnvFields = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  // The direct (not pooled) connection: migrations, and the live stream's one LISTEN connection per
  // instance (lib/live/hub.ts), which a transaction pooler cannot keep. Unset: DATABASE_URL.
  DIRECT_URL: z.string().min(1).optional(),
  NEXTAUTH_SECRET: z.string().min(16, "NEXTAUTH_SECRET must be at least 16 characters"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  RESEND_API_KEY: z.string().optional(),
  MAIL_FROM: z.string().default("PawBazaar <no-reply@pawbazaar.in>"),
  SUPPORT_EMAIL: z.string().email().default("support@pawbazaar.in"),
  // The Grievance Officer that the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules 2021
  // ask a platform to name, shown on /grievance-officer. Set all three in production; without a name
  // the page names the role.
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.string().email().default("grievance@pawbazaar.in"),
  GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(1).max(300).default("PawBazaar, Hyderabad, Telangana, India"),
  // The scheduler's secret for GET /server/alerts/run and /server/retention/run (Vercel Cron sends it as
  // `Authorization: Bearer …`). Without it both answer 404: the jobs then run only through `npm run alerts`
  // and `npm run retention`.
  CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
  // Comma-separated origins of other sites (besides APP_URL's) whose pages may send changes without a
  // bearer token. Our own pages need no entry, at whatever address they are opened (lib/http/origin.ts).
  TRUSTED_ORIGINS: z
    .string()
    .default("")
    .refine(
      (v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => URL.canParse(s)),
      "TRUSTED_ORIGINS must be comma-separated origins such as https://partner.example",
    ),
  // Web Push (lib/push): the VAPID key pair (`npx web-push generate-vapid-keys`) and a contact for the
  // push services (mailto: or https:). Without the keys, push is off; scripts/with-db.mjs makes a pair for
  // development and keeps it in .data/vapid.json.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().default("mailto:support@pawbazaar.in"),
  // The marketplace's fee on each sale, in percent of the order's amount (0 to 100, at most two decimals,
  // such as 2.5): the ledger charges it when an order earns (lib/ledger), rounded to whole paise half-up.
  // Changing it applies to sales that earn afterwards; what was charged stays as it was written.
  PLATFORM_FEE_PERCENT: ZFeePercent.default(0),
  // Protected payment (lib/orders/protection.ts): the days a seller has to hand over a paid, accepted pet
  // before the order expires and is refunded, and the hours after handover in which the buyer may open a
  // dispute before the money is released to the seller.
  HANDOVER_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  PROTECTION_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  // A new message's mail waits this many minutes and goes only if the message is still unread then
  // (lib/notifications/message-mails.ts): someone chatting with the app open gets no mail. 0 to 1440.
  MESSAGE_MAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Rate limits can be loosened for load tests; never below 1.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).default(1),
  // How many reverse proxies of ours stand in front of the app (off Vercel). Each appends the address it
  // saw to X-Forwarded-For; the client's address is the entry that many places before our own server's.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Set by Vercel on its deployments: the platform's own client-address header is then the one to read.
  VERCEL: z.string().optional(),
  // Also Vercel's: "production", "preview" or "development". A preview is served at its own address
  // (siteAddress below) and asks search engines not to index it (next.config.ts, app/robots.ts).
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  // Connections per instance. Serverless instances are many and short-lived, each with its own pool, in
  // front of the database's own pooler: a small pool each (5 on Vercel) keeps their sum under its limit.
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(process.env.VERCEL ? 5 : 10),
  // Photos go to an S3-compatible bucket (AWS S3, Cloudflare R2, Supabase Storage, MinIO) when
  // S3_BUCKET is set, and stay in PostgreSQL otherwise. See lib/images/s3-store.ts.
  S3_BUCKET: z.string().optional(),
  // "auto" suits R2; AWS wants the bucket's region (ap-south-1 for Mumbai).
  S3_REGION: z.string().default("auto"),
  // The service's endpoint, for anything but AWS (R2: https://<account>.r2.cloudflarestorage.com).
  S3_ENDPOINT: z.string().url().optional(),
  // Without them the SDK's own chain applies (AWS_ACCESS_KEY_ID…, or the role of the machine).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Bucket in the path rather than the host name (MinIO, Supabase Storage).
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  // The bucket's public or CDN address: pages then load photos from there. Without it they come
  // through /server/images, which reads the bucket and lets the CDN keep each photo for a year.
  S3_PUBLIC_URL: z.string().url().optional(),
  // Who takes the money: "mock" (a pretend gateway, for the demo and the tests) or "razorpay" (UPI,
  // cards, netbanking), which needs the three keys below from Razorpay's dashboard (docs/payments.md).
  PAYMENT_PROVIDER: z.enum(["mock", "razorpay"]).default("mock"),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Razorpay's API is at its own address; a stand-in of it takes this one (the tests).
  RAZORPAY_API_URL: z.string().url().optional(),
  // The script of Razorpay's Checkout, which the payment screen loads when the buyer presses Pay now; its
  // origin is in the page CSP. The browser journeys point it at a stand-in (the real one cannot be fetched there).
  RAZORPAY_CHECKOUT_URL: z.string().url().default("https://checkout.razorpay.com/v1/checkout.js"),
  // Who sends text messages (lib/sms): "outbox" (the default: kept in the sms_outbox table and printed in
  // the terminal, like mail without RESEND_API_KEY) or "msg91", India's common OTP route, which needs the
  // account's auth key, the DLT-approved template's id in MSG91 (per language: _TE and _HI are optional and
  // fall back to the English one) and the 6-letter DLT header (sender id). docs/trust.md, "Phone verification".
  SMS_PROVIDER: z.enum(["outbox", "msg91"]).default("outbox"),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_OTP_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_OTP_TEMPLATE_ID_TE: z.string().min(1).optional(),
  MSG91_OTP_TEMPLATE_ID_HI: z.string().min(1).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, "MSG91_SENDER_ID must be the 6-letter DLT header, such as PAWBZR")
    .optional(),
  // MSG91's API is at its own address; a stand-in of it takes this one (the tests).
  MSG91_BASE_URL: z.string().url().default("https://control.msg91.com"),
});

// PAYMENT_PROVIDER=razorpay needs its keys.
const ZEnv = ZEnvFields.superRefine((v, ctx) => {
  if (v.PAYMENT_PROVIDER === "razorpay")
    for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const)
      if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when PAYMENT_PROVIDER is razorpay" });
  // SMS_PROVIDER=msg91 needs its key, its template and its sender id.
  if (v.SMS_PROVIDER === "msg91")
    for (const key of ["MSG91_AUTH_KEY", "MSG91_OTP_TEMPLATE_ID", "MSG91_SENDER_ID"] as const)
      if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when SMS_PROVIDER is msg91" });
});

export type TEnv = z.infer<typeof ZEnv>;

/**
 * The address the site gives out (`APP_URL`): links in mails, canonical URLs, the sitemap. A Vercel
 * preview is its own site: its branch's address (`VERCEL_BRANCH_URL`, the same for every push to the
 * branch) or its deployment's (`VERCEL_URL`), whatever `APP_URL` says, so its mails and links stay on the
 * preview. Otherwise `APP_URL`; without it, on Vercel, the production address Vercel reports, and
 * locally `http://localhost:$PORT`. Requests are accepted at any address either way (lib/http/origin.ts).
 */
export function siteAddress(vars: Record<string, string | undefined>): string | undefined {
  if (vars.VERCEL_ENV === "preview") {
    const host = vars.VERCEL_BRANCH_URL || vars.VERCEL_URL;
    if (host) return `https://${host}`;
  }
  if (vars.APP_URL) return vars.APP_URL;
  return vars.VERCEL_PROJECT_PRODUCTION_URL ? `https://${vars.VERCEL_PROJECT_PRODUCTION_URL}` : `http://localhost:${vars.PORT || 3000}`;
}

/** True on a Vercel preview deployment: its pages are not for search engines. */
export const isPreviewDeployment = (vars: Record<string, string | undefined> = process.env) => vars.VERCEL_ENV === "preview";
let cached: TEnv | undefined;

export function env(): TEnv {
  if (cached) return cached;
  const parsed = ZEnv.safeParse({
    ...process.env,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET,
    APP_URL: siteAddress(process.env),
    VERCEL_ENV: process.env.VERCEL_ENV || undefined,
    RESEND_API_KEY: process.env.RESEND_API_KEY || undefined,
    // An empty value in a dashboard means "not set".
    ...Object.fromEntries(
      [
        "DIRECT_URL",
        "VAPID_PUBLIC_KEY",
        "VAPID_PRIVATE_KEY",
        "CRON_SECRET",
        "GRIEVANCE_OFFICER_NAME",
        "GRIEVANCE_OFFICER_EMAIL",
        "GRIEVANCE_OFFICER_ADDRESS",
        "S3_BUCKET",
        "S3_ENDPOINT",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "S3_FORCE_PATH_STYLE",
        "S3_PUBLIC_URL",
        "PAYMENT_PROVIDER",
        "RAZORPAY_KEY_ID",
        "RAZORPAY_KEY_SECRET",
        "RAZORPAY_WEBHOOK_SECRET",
        "RAZORPAY_API_URL",
        "PLATFORM_FEE_PERCENT",
        "RAZORPAY_CHECKOUT_URL",
        "HANDOVER_DAYS",
        "PROTECTION_HOURS",
        "SMS_PROVIDER",
        "MSG91_AUTH_KEY",
        "MSG91_OTP_TEMPLATE_ID",
        "MSG91_OTP_TEMPLATE_ID_TE",
        "MSG91_OTP_TEMPLATE_ID_HI",
        "MSG91_SENDER_ID",
        "MSG91_BASE_URL",
      ].map((k) => [k, process.env[k] || undefined]),
    ),
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  cached = parsed.data;
  return cached;
}
