import { endpoint, idParam } from "@/lib/api/contract";
import { ZAgreementAnswer } from "@/lib/agreements/responses";
import { ZAgreementQuery } from "@/lib/agreements/schemas";

export const GET = endpoint({
  tag: "Orders",
  summary: "An order's agreement, in a language",
  description:
    "For the order's buyer or seller (and, read-only, a moderator): the agreement's text in `lang` (en, te or hi; every version equal), its SHA-256 `text_hash` (send it back to sign), and the signatures so far with each one's typed name, time, language and the hash of the text it signed. Made when the order is accepted; an order accepted before agreements existed gets its agreement on its parties' first look. To anyone else the order does not exist.",
  auth: "required",
  notFound: "ORDER_NOT_FOUND",
  params: idParam("order"),
  query: ZAgreementQuery,
  errors: ["ORDER_NOT_FOUND", "AGREEMENT_NOT_FOUND"],
  responses: [{ status: 200, description: "The agreement.", schema: ZAgreementAnswer }],
});
