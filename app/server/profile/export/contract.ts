import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { endpoint } from "@/lib/api/contract";

export const GET = endpoint({
  tag: "Profile",
  summary: "Download my data (a ZIP archive)",
  description:
    'Everything kept about me, streamed as a ZIP archive (`Content-Disposition: attachment; filename="pawbazaar-data-YYYY-MM-DD.zip"`): a README.txt in my language that says what each file holds; ' +
    "profile.json, listings.json, orders-as-buyer.json, orders-as-seller.json, payments.json, messages.json, reviews-written.json, reviews-received.json, reports.json, saved-searches.json, " +
    "notification-settings.json, sessions.json, cart.json, wishlist.json and support-requests.json (pretty-printed JSON, dates ISO 8601 in UTC, amounts in whole rupees); " +
    "and photos/ with my profile photo and my listings' photos as stored (WebP). Of other people, only their display name. " +
    "At most 3 a day per person; each download is mailed to me. A browser request that another site started (`Sec-Fetch-Site` cross-site or same-site) is refused with CROSS_SITE, before it counts.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: ACCOUNT_LIMITS.exportPerUser, subject: auth!.user.id }],
  errors: ["CROSS_SITE"],
  responses: [
    {
      status: 200,
      description: "The archive, streamed as it is made.",
      media: "application/zip",
      headers: {
        "Content-Disposition": 'attachment; filename="pawbazaar-data-YYYY-MM-DD.zip" (the day in India)',
        "Cache-Control": "no-store",
      },
    },
  ],
});
