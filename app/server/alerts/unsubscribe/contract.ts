import * as z from "zod";
import { ALERT_LIMITS } from "@/lib/alerts/limits";
import { ZUnsubscribeLinkQuery, ZUnsubscribeQuery } from "@/lib/alerts/schemas";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";

export const GET = endpoint({
  tag: "Alerts",
  summary: "The alert mail's unsubscribe link",
  description:
    "The address in the mails' List-Unsubscribe header, for a browser. Opening it changes nothing (link scanners open links): it answers 303 to the confirmation page `/unsubscribe`, never cached. With a valid token the page is in its owner's language and carries the token (its button posts here to unsubscribe); with an invalid or missing token it is the English page without one, which says the link is not valid. Mail programs unsubscribe with POST.",
  auth: "none",
  query: ZUnsubscribeLinkQuery,
  rateLimit: ({ ip }) => [{ rule: ALERT_LIMITS.unsubscribePerIp, subject: ip }],
  responses: [
    {
      status: 303,
      description: "To the confirmation page.",
      headers: {
        Location:
          "The confirmation page: `/{locale}/unsubscribe?token=…` for a valid token, `/unsubscribe` (which says the link is not valid) otherwise.",
        "Cache-Control": "no-store",
      },
    },
  ],
});

export const POST = endpoint({
  tag: "Alerts",
  summary: "Unsubscribe from alert mails in one click (RFC 8058)",
  description:
    "No session: the signed token from the mail is the proof. Mail programs post `List-Unsubscribe=One-Click` here (List-Unsubscribe-Post); the body is not needed. Removes the saved searches the mail was about (those saved until it was sent), so no digest follows; a second call removes nothing and succeeds. A browser (the confirmation page's button) is sent back to the page, which says it is done.",
  auth: "none",
  query: ZUnsubscribeQuery,
  rateLimit: ({ ip }) => [{ rule: ALERT_LIMITS.unsubscribePerIp, subject: ip }],
  errors: ["UNSUBSCRIBE_LINK_INVALID"],
  responses: [
    {
      status: 200,
      description: "Unsubscribed.",
      schema: okAnswer({ message: z.string(), removed: z.number().int().meta({ description: "Saved searches removed." }) }),
    },
    {
      status: 303,
      description: "A browser's form: to the confirmation page.",
      headers: { Location: "The confirmation page, saying it is done." },
    },
  ],
});
