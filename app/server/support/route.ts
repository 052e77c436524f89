// POST /server/support — store a support request (name, email, subject, message) and mail it to the support inbox; answer its ticket number
import { runAfterResponse } from "@/lib/http/after";
import { requestLocale } from "@/lib/http/locale";
import { ok } from "@/lib/http/json-response";
import { withRoute } from "@/lib/api/route";
import { createSupportRequest, mailSupportRequest } from "@/lib/support/service";
import { formatTicket } from "@/lib/support/ticket";
import * as contract from "./contract";

export const POST = withRoute(contract.POST, async ({ req, auth, body }) => {
  const locale = requestLocale(req);
  const request = await createSupportRequest({ kind: "support", userId: auth?.user.id ?? null, ...body, locale });
  // Stored first: a mail failure after the answer is logged, and the request is not lost.
  await runAfterResponse(() => mailSupportRequest({ request, locale }));
  return ok({ message: "Your support request has been submitted successfully!", ticket: formatTicket(request.ticket) }, { status: 201 });
});
