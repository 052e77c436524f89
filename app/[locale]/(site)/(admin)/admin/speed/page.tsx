import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireModerator } from "@/lib/session/server";
import { formatDate, intlLocale } from "@/lib/format";
import { firstParam, resolvePageLocale, type TLocaleParams, type TSearchParams } from "@/lib/i18n/page";
import { METRICS, THRESHOLDS, type TMetric, type TRating } from "@/lib/vitals/metrics";
import type { TSpeedFigure } from "@/lib/vitals/responses";
import { DEVICE_FILTERS, ZSpeedQuery } from "@/lib/vitals/schemas";
import { getSpeedReport } from "@/lib/vitals/service";
import { FilterChips } from "@/components/admin/filter-chips";

export async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminSpeed" });
  return { title: t("metaTitle") };
}

const RATING_KEY: Record<TRating, "good" | "needsImprovement" | "poor"> = {
  good: "good",
  "needs-improvement": "needsImprovement",
  poor: "poor",
};
// The words carry the rating; the colour and the mark only repeat it.
const RATING_STYLE: Record<TRating, { box: string; mark: string }> = {
  good: { box: "border-green-300 bg-green-50 text-green-900", mark: "●" },
  "needs-improvement": { box: "border-amber-300 bg-amber-50 text-amber-900", mark: "▲" },
  poor: { box: "border-red-300 bg-red-50 text-red-900", mark: "■" },
};

/** A timing in milliseconds or seconds, or a CLS score, in the reader's language. */
function formatValue(metric: TMetric, value: number, locale: string) {
  const lang = intlLocale(locale);
  if (metric === "CLS") return new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);
  if (value < 1000)
    return new Intl.NumberFormat(lang, { style: "unit", unit: "millisecond", unitDisplay: "short", maximumFractionDigits: 0 }).format(
      value,
    );
  return new Intl.NumberFormat(lang, { style: "unit", unit: "second", unitDisplay: "short", maximumFractionDigits: 2 }).format(
    value / 1000,
  );
}

/** /admin/speed: how fast the site is for real visitors, the 75th percentile per kind of page (lib/vitals). */
export default async function AdminSpeedPage({ params, searchParams }: TLocaleParams & { searchParams: TSearchParams }) {
  const locale = await resolvePageLocale(params);
  await requireModerator();
  const t = await getTranslations({ locale, namespace: "AdminSpeed" });
  const parsed = ZSpeedQuery.safeParse({ device: firstParam((await searchParams).device) ?? undefined });
  const device = parsed.success ? parsed.data.device : "all";
  const report = await getSpeedReport({ device });

  const figure = (metric: TMetric, f: TSpeedFigure) =>
    f.p75 === null || f.rating === null ? (
      <span className="text-stone-600">{t("noSamples")}</span>
    ) : (
      <span className="flex flex-col items-start gap-1">
        <span className="text-base font-semibold text-stone-900">{formatValue(metric, f.p75, locale)}</span>
        <span
          className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${RATING_STYLE[f.rating].box}`}
        >
          <span aria-hidden="true">{RATING_STYLE[f.rating].mark}</span>
          {t(`rating.${RATING_KEY[f.rating]}`)}
        </span>
        <span className="text-xs text-stone-600">{t("samples", { count: f.samples })}</span>
      </span>
    );

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
        <p className="max-w-3xl text-stone-700">{t("intro")}</p>
        <p className="max-w-3xl text-sm text-stone-600">{t("days", { today: formatDate(report.today, locale, "medium") })}</p>
      </div>

      <FilterChips
        label={t("devicesLabel")}
        current={device}
        chips={DEVICE_FILTERS.map((d) => ({
          key: d,
          href: d === "all" ? "/admin/speed" : { pathname: "/admin/speed", query: { device: d } },
          label: t(`device.${d}`),
        }))}
      />

      {report.pages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          {device === "all" ? t("empty") : t("emptyDevice")}
        </p>
      ) : (
        METRICS.map((metric) => {
          const [good, poor] = THRESHOLDS[metric];
          const headingId = `speed-${metric.toLowerCase()}`;
          return (
            <section key={metric} aria-labelledby={headingId} className="space-y-2">
              <h2 id={headingId} className="text-lg font-semibold text-stone-900">
                {t(`metrics.${metric}.name`)}
              </h2>
              <p className="max-w-3xl text-sm text-stone-700">
                {t(`metrics.${metric}.what`)}{" "}
                {t("thresholds", { good: formatValue(metric, good, locale), poor: formatValue(metric, poor, locale) })}
              </p>
              {/* A wide table scrolls inside its own box, never the page. */}
              <div
                role="region"
                aria-label={t("tableLabel", { metric })}
                tabIndex={0}
                className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
              >
                <table className="w-full text-left text-sm">
                  <thead className="bg-stone-50 text-stone-700">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t("page")}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t("last7")}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {t("last28")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-200">
                    {report.pages.map((page) => {
                      const m = page.metrics.find((x) => x.metric === metric)!;
                      return (
                        <tr key={page.pageType}>
                          <th scope="row" className="px-3 py-3 align-top font-medium text-stone-900">
                            {t(`pageTypes.${page.pageType}`)}
                          </th>
                          <td className="px-3 py-3 align-top">{figure(metric, m.last7)}</td>
                          <td className="px-3 py-3 align-top">{figure(metric, m.last28)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
