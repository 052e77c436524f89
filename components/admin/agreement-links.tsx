import { getTranslations } from "next-intl/server";
import { agreementsApi, AGREEMENT_LANGS } from "@/lib/agreements/client";

/**
 * The console's way to an order's agreement (a dispute, an order looked up): its signed PDF in each
 * language, which GET /server/orders/{id}/agreement.pdf gives moderators read-only. An order without an
 * agreement (never accepted) answers AGREEMENT_NOT_FOUND there.
 */
export async function AgreementLinks({ orderId }: { orderId: string }) {
  const t = await getTranslations("AdminDisputes.agreements");
  const tLang = await getTranslations("Agreement.languages");
  return (
    <section aria-label={t("title")} className="space-y-1">
      <h2 className="text-lg font-semibold text-stone-900">{t("title")}</h2>
      <p className="text-sm text-stone-700">{t("intro")}</p>
      <ul className="flex flex-wrap gap-2">
        {AGREEMENT_LANGS.map((l) => (
          <li key={l}>
            <a
              href={agreementsApi.pdfUrl(orderId, l)}
              lang={l}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t("pdf", { lang: tLang(l) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
