// /server/alerts/unsubscribe?token=… — the alert mails' unsubscribe link (List-Unsubscribe): no session, the signed token is the proof.
// GET shows the confirmation page; POST (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button) unsubscribes at once.
import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/route";
import { ALERT_LIMITS } from "@/lib/alerts/limits";
import { ZUnsubscribeQuery } from "@/lib/alerts/schemas";
import { findUnsubscribeTarget, unsubscribe } from "@/lib/alerts/service";
import { pageUrl } from "@/lib/email/templates";
import { AppError } from "@/lib/http/errors";
import { isLocale } from "@/lib/i18n/routing";

/** A browser opening the address (a link, a form): it wants a page, not JSON. */
const isBrowserNavigation = (req: Request) => req.headers.get("sec-fetch-mode") === "navigate" || (req.headers.get("accept") ?? "").includes("text/html");

export const GET = withRoute({
  auth: "none",
  query: ZUnsubscribeQuery,
  rateLimit: ({ ip }) => [{ rule: ALERT_LIMITS.unsubscribePerIp, subject: ip }],
  // Opening the link (a person, or a mail program's link scanner) never changes anything. A browser is
  // sent to the confirmation page in the user's language; any other client is told what POST would do.
  handler: async ({ req, query }) => {
    const target = await findUnsubscribeTarget({ token: query.token });
    const locale = target && isLocale(target.locale) ? target.locale : "en";
    const page = pageUrl(locale, `/unsubscribe?token=${encodeURIComponent(query.token)}`);
    if (isBrowserNavigation(req)) return NextResponse.redirect(page, 303);
    if (!target) throw new AppError("UNSUBSCRIBE_LINK_INVALID");
    return { message: "POST to this address to unsubscribe", searches: target.searches, page };
  },
});

export const POST = withRoute({
  auth: "none",
  query: ZUnsubscribeQuery,
  rateLimit: ({ ip }) => [{ rule: ALERT_LIMITS.unsubscribePerIp, subject: ip }],
  handler: async ({ req, query }) => {
    const { removed, locale } = await unsubscribe({ token: query.token });
    // The confirmation page's own form (a browser navigating) lands on the page that says it is done; a
    // mail provider's one-click POST gets the JSON answer.
    if (req.headers.get("sec-fetch-mode") === "navigate") return NextResponse.redirect(pageUrl(isLocale(locale) ? locale : "en", "/unsubscribe?done=1"), 303);
    return { message: "Unsubscribed from alert emails", removed };
  },
});
