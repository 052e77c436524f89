// POST /server/contact — store a contact message (name, email, message) and mail it to the support inbox
import { runAfterResponse } from "@/lib/http/after";
import { requestLocale } from "@/lib/http/locale";
import { ok } from "@/lib/http/respond";
import { withRoute } from "@/lib/api/route";
import { SUPPORT_RATE_LIMITS } from "@/lib/support/limits";
import { ZContactMessage } from "@/lib/support/schemas";
import { createSupportRequest, mailSupportRequest } from "@/lib/support/service";

export const POST = withRoute({
  auth: "optional",
  body: ZContactMessage,
  rateLimit: ({ ip, body }) => [
    { rule: SUPPORT_RATE_LIMITS.contactPerIp, subject: ip },
    { rule: SUPPORT_RATE_LIMITS.contactPerEmail, subject: body.email },
  ],
  handler: async ({ req, auth, body }) => {
    const locale = requestLocale(req);
    const request = await createSupportRequest({ kind: "contact", userId: auth?.user.id ?? null, ...body, locale });
    // Stored first: a mail failure after the answer is logged, and the message is not lost.
    await runAfterResponse(() => mailSupportRequest({ request, locale }));
    return ok({ message: "Your message has been sent successfully!" }, { status: 201 });
  },
});
