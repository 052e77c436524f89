import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { TPetListAnswer, TSearchInterpretation } from "@/lib/pets/responses";
import { formatPrice } from "@/lib/format";
import { filtersToSearchParams, type TBrowseFilters } from "@/lib/pets/query";
import type { TSearchAge } from "@/lib/search/facets";
import { searchText, type TSearchParts } from "@/lib/search/parse";
import { CloseIcon } from "@/components/ui/icons/close";
import { SearchIcon } from "@/components/ui/icons/search";

type TSearchHelpProps = {
  answer: Pick<TPetListAnswer, "interpretedAs" | "unmatched">;
  filters: TBrowseFilters;
  basePath: "/pets" | "/search";
};

const flat = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();

/**
 * How the server read a search, above its results (a server component: no texts travel to the browser).
 * A corrected search says "Showing results for Labrador Retriever"; a search whose words became filters
 * says what they became when that is not what was typed ("bangalore" → "pets in Bengaluru"); a search
 * with words no listing has says so ("No listing mentions “adoption”"). What it read (breeds, species,
 * towns, budget, gender) shows as chips, each a link to the same search without it.
 */
export async function SearchHelp({ answer, filters, basePath }: TSearchHelpProps) {
  const t = await getTranslations("SearchHelp");
  const locale = await getLocale();
  const { interpretedAs, unmatched } = answer;

  /** "Labrador Retriever or Golden Retriever in Hyderabad", "dogs matching “kci”", in the reader's language. */
  function describe(s: TSearchInterpretation) {
    const or = new Intl.ListFormat(locale, { type: "disjunction" });
    let what = s.breeds.length ? or.format(s.breeds) : s.species.length ? or.format(s.species.map((sp) => t(`species.${sp}`))) : t("pets");
    if (s.words.length) what = t("matching", { what, words: s.words.join(" ") });
    return s.locations.length ? t("inPlace", { what, place: or.format(s.locations) }) : what;
  }
  const strong = (chunks: ReactNode) => <strong className="font-semibold text-stone-900">{chunks}</strong>;

  const lines: ReactNode[] = [];
  if (interpretedAs?.corrected) {
    lines.push(t.rich("showingFor", { query: describe(interpretedAs), strong }));
  } else if (interpretedAs && !unmatched && flat(interpretedAs.q) !== flat(filters.q ?? "")) {
    // Said only when the words were read as something else than typed ("bangalore" → Bengaluru, "కుక్క" → dogs).
    lines.push(t.rich("searchingFor", { query: describe(interpretedAs), strong }));
  }
  if (unmatched && interpretedAs) {
    const query = describe({ ...interpretedAs, words: [] });
    const words = unmatched.words.join(" ");
    lines.push(t.rich(unmatched.matchingAll ? "someMention" : "noneMention", { words, query, strong }));
  }

  /** "Up to 3 months", "From ₹5,000", "2 months to 3 months". */
  function rangeLabel<T>(range: { min?: T; max?: T }, say: (value: T) => string) {
    if (range.min !== undefined && range.max !== undefined) return t("between", { min: say(range.min), max: say(range.max) });
    return range.max !== undefined ? t("upTo", { max: say(range.max) }) : t("from", { min: say(range.min as T) });
  }
  const ageLabel = (age: TSearchAge) => t(`age.${age.unit}`, { n: age.n });
  /** An age range as said: "3 months" (three until four), "2 months to 3 months", "Up to 3 months", "From 1 year". */
  function ageRangeLabel({ min, max }: { min?: TSearchAge; max?: TSearchAge }) {
    if (!min || !max) return rangeLabel({ min, max }, ageLabel);
    const said = { ...max, n: max.n - 1 };
    return said.n === min.n && said.unit === min.unit ? ageLabel(min) : t("between", { min: ageLabel(min), max: ageLabel(said) });
  }

  /** Each filter the search read, and each preference, with the search without it. */
  function chipsOf(s: TSearchInterpretation): { label: string; q: string }[] {
    const without = (change: Partial<TSearchParts>) => searchText({ ...s, ...change });
    const { price, age, prefer } = s;
    return [
      ...s.breeds.map((b) => ({ label: b, q: without({ breeds: s.breeds.filter((x) => x !== b) }) })),
      ...s.species.map((sp) => ({ label: t(`species.${sp}`), q: without({ species: s.species.filter((x) => x !== sp) }) })),
      ...s.locations.map((l) => ({ label: l, q: without({ locations: s.locations.filter((x) => x !== l) }) })),
      ...(price ? [{ label: rangeLabel(price, (rupees) => formatPrice(rupees)), q: without({ price: null }) }] : []),
      ...(s.gender ? [{ label: t(`gender.${s.gender}`), q: without({ gender: null }) }] : []),
      ...(age ? [{ label: ageRangeLabel(age), q: without({ age: null }) }] : []),
      ...(["young", "adoption", "rehoming", "urgent", "cheap"] as const)
        .filter((key) => prefer[key])
        .map((key) => ({ label: t(`prefer.${key}`), q: without({ prefer: { ...prefer, [key]: false } }) })),
    ];
  }

  const chips = interpretedAs ? chipsOf(interpretedAs) : [];
  if (!lines.length && !chips.length) return null;

  return (
    <div className="space-y-3">
      {lines.map((line, i) => (
        <p key={i} className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-stone-800">
          <SearchIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{line}</span>
        </p>
      ))}
      {chips.length > 0 && (
        <ul aria-label={t("readAs")} className="flex flex-wrap gap-2">
          {chips.map(({ label, q }) => (
            <li key={label}>
              <Link
                href={`${basePath}?${filtersToSearchParams({ ...filters, q: q || undefined })}`}
                aria-label={t("removeFilter", { filter: label })}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-300 bg-white py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-brand-900 hover:border-brand-500 hover:bg-brand-50"
              >
                {label}
                <CloseIcon className="size-4 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
