import { endpoint, idParam } from "@/lib/api/contract";
import { AGREEMENT_LIMITS } from "@/lib/agreements/limits";
import { ZAgreementQuery } from "@/lib/agreements/schemas";

export const GET = endpoint({
  tag: "Orders",
  summary: "An order's agreement as a PDF",
  description:
    "The agreement in `lang` (en, te or hi) with its signatures (typed name, time in India, language, the hash of the text each signed), the hash of this text and the order's id; for the order's buyer or seller, and moderators. Never cached by a shared cache.",
  auth: "required",
  notFound: "ORDER_NOT_FOUND",
  params: idParam("order"),
  query: ZAgreementQuery,
  rateLimit: ({ auth }) => [{ rule: AGREEMENT_LIMITS.pdfPerUser, subject: auth!.user.id }],
  errors: ["ORDER_NOT_FOUND", "AGREEMENT_NOT_FOUND"],
  responses: [
    {
      status: 200,
      description: "The PDF.",
      media: "application/pdf",
      headers: { "Cache-Control": "private, no-store", "Content-Disposition": "attachment; filename=agreement-<order>-<lang>.pdf" },
    },
  ],
});
