// GET /server/orders/{id}/agreement.pdf — the agreement with its signatures, as a PDF, in a language
import { withRoute } from "@/lib/api/route";
import { renderAgreementPdf } from "@/lib/agreements/pdf";
import { getAgreement } from "@/lib/agreements/service";
import * as contract from "./contract";

export const GET = withRoute(contract.GET, async ({ auth, params, query }) => {
  const agreement = await getAgreement({ orderId: params.id, userId: auth.user.id, role: auth.role, lang: query.lang });
  const pdf = await renderAgreementPdf(agreement);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="agreement-${agreement.order_id}-${agreement.lang}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
});
