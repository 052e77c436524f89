// POST /server/messages/report — report my conversation with another user to the moderators (note optional); answer its ticket number
import { withRoute } from "@/lib/api/route";
import { ok } from "@/lib/http/json-response";
import { reportConversation } from "@/lib/messages/service";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ auth, body }) => {
  const { isNew, ticket } = await reportConversation({
    reporterId: auth.user.id,
    reportedUserId: body.userId,
    petId: body.petId,
    note: body.note,
  });
  // A first report is created (201); reporting again re-opens and updates the same one (200).
  return ok({ message: "Thanks — we review reports within 24 hours", ticket: formatTicket(ticket) }, { status: isNew ? 201 : 200 });
});
