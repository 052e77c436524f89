// POST /server/pets/{id}/report — any signed-in user reports a listing (reason + note) and gets its ticket
// number; the third verified reporter of an active listing hides it until a moderator looks
// (lib/moderation/report-listing.ts)
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { reportListing } from "@/lib/moderation/report-listing";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, params, body }) => {
  const { ticket } = await reportListing({ petId: params.id, reporterId: auth.user.id, reason: body.reason, note: body.note });
  return ok({ message: "Thank you. Our team will review this listing.", ticket: formatTicket(ticket) }, { status: 201 });
});
