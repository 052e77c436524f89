// Typed calls to the agreement endpoints for the browser (namespace Agreement holds the texts).
import { API_BASE } from "@/lib/api-client/base";
import { apiFetch } from "@/lib/api-client/fetch";
// Types only: erased at build time.
import type { TAgreementDto } from "./responses";
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
  get: async (orderId: string, lang: TAgreementLocale, signal?: AbortSignal): Promise<TAgreement> =>
    (await apiFetch<{ agreement: TAgreement }>(`${base(orderId)}?lang=${lang}`, { signal })).agreement,
  /** POST /server/orders/{id}/agreement/sign with the hash of the text shown. */
  sign: async (orderId: string, input: { typedName: string; lang: TAgreementLocale; textHash: string }): Promise<TAgreement> =>
    (
      await apiFetch<{ agreement: TAgreement }>(`${base(orderId)}/sign`, {
        method: "POST",
        body: { typed_name: input.typedName, lang: input.lang, text_hash: input.textHash },
      })
    ).agreement,
  /** The PDF's address (a plain link: the session cookie goes with it). */
  pdfUrl: (orderId: string, lang: TAgreementLocale) => `${API_BASE}/orders/${encodeURIComponent(orderId)}/agreement.pdf?lang=${lang}`,
};
