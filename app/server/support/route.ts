// POST /server/support — store a support request (name, email, subject, message) and mail it to the support inbox; answer its ticket number
import { requestLocale } from "@/lib/http/locale";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { submitSupportRequest } from "@/lib/support/service";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, auth, body }) => {
  const request = await submitSupportRequest({ kind: "support", userId: auth?.user.id ?? null, ...body, locale: requestLocale(req) });
  return ok({ message: "Your support request has been submitted successfully!", ticket: formatTicket(request.ticket) }, { status: 201 });
});
