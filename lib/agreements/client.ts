// Typed calls to the agreement endpoints for the browser (namespace Agreement holds the texts).
import { API_BASE } from "@/lib/api-client/base";
import { apiCall } from "@/lib/api-client/call";
// Types only: erased at build time, so zod never reaches the browser through them.
import type { TAgreementDto, ZAgreementAnswer } from "./responses";
import type { ZSignAgreementBody } from "./schemas";
import type { TAgreementLocale } from "./terms";

export type TAgreement = TAgreementDto;
export type { TAgreementLocale };
export const AGREEMENT_LANGS = ["en", "te", "hi"] as const satisfies readonly TAgreementLocale[];

const base = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/agreement`;

export const agreementKeys = {
  all: ["agreements"] as const,
  detail: (orderId: string, lang: TAgreementLocale) => [...agreementKeys.all, orderId, lang] as const,
};

export const agreementsApi = {
  /** GET /server/orders/{id}/agreement?lang= */
  get: async (orderId: string, lang: TAgreementLocale, signal?: AbortSignal) =>
    (await apiCall<typeof ZAgreementAnswer>(`${base(orderId)}?lang=${lang}`, { signal })).agreement,
  /** POST /server/orders/{id}/agreement/sign with the hash of the text shown. */
  sign: async (orderId: string, input: { typedName: string; lang: TAgreementLocale; textHash: string }) =>
    (
      await apiCall<typeof ZAgreementAnswer, typeof ZSignAgreementBody>(`${base(orderId)}/sign`, {
        method: "POST",
        body: { typed_name: input.typedName, lang: input.lang, text_hash: input.textHash },
      })
    ).agreement,
  /** The PDF's address (a plain link: the session cookie goes with it). */
  pdfUrl: (orderId: string, lang: TAgreementLocale) => `${API_BASE}/orders/${encodeURIComponent(orderId)}/agreement.pdf?lang=${lang}`,
};
