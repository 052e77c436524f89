// /server/alerts/unsubscribe?token=… — the alert mails' unsubscribe link (List-Unsubscribe): no session, the signed token is the proof.
// GET sends a browser to the confirmation page; POST (RFC 8058 `List-Unsubscribe=One-Click`, or the page's button) unsubscribes at once.
import { NextResponse } from "next/server";
import { withRoute } from "@/lib/api/route";
import { findUnsubscribeTarget, unsubscribe } from "@/lib/alerts/service";
import { pageUrl } from "@/lib/email/layout";
import { isLocale } from "@/lib/i18n/routing";
import * as contract from "./contract";

/** The longest token the confirmation page and POST accept (ZUnsubscribeQuery). */
const TOKEN_MAX = 300;

// Opening the link (a person, or a mail program's link scanner) never changes anything: it is a 303 to
// the confirmation page (/unsubscribe), whose button posts here. A valid token goes along, to the page
// in its owner's language; anything else goes to the English page without it, which says the link is
// not valid. Never cached: the address carries the token.
export const GET = withRoute(contract.GET, async ({ query }) => {
  const token = query.token && query.token.length <= TOKEN_MAX ? query.token : "";
  const target = token ? await findUnsubscribeTarget({ token }) : null;
  const page = target
    ? pageUrl(isLocale(target.locale) ? target.locale : "en", `/unsubscribe?token=${encodeURIComponent(token)}`)
    : pageUrl("en", "/unsubscribe");
  const res = NextResponse.redirect(page, 303);
  res.headers.set("cache-control", "no-store");
  return res;
});

export const POST = withRoute(contract.POST, async ({ req, query }) => {
  const { removed, locale } = await unsubscribe({ token: query.token });
  // The confirmation page's own form (a browser navigating) lands on the page that says it is done; a
  // mail provider's one-click POST gets the JSON answer.
  if (req.headers.get("sec-fetch-mode") === "navigate")
    return NextResponse.redirect(pageUrl(isLocale(locale) ? locale : "en", "/unsubscribe?done=1"), 303);
  return { message: "Unsubscribed from alert emails", removed };
});
