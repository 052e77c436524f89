import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { TPetListAnswer, TSearchInterpretation } from "@/lib/pets/responses";
import { filtersToSearchParams, type TBrowseFilters } from "@/lib/pets/query";
import { SearchIcon } from "@/components/ui/icons";

type TSearchHelpProps = {
  answer: Pick<TPetListAnswer, "interpretedAs" | "suggestion">;
  filters: TBrowseFilters;
  basePath: "/pets" | "/search";
};

const flat = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, " ").trim();

/**
 * How the server read a search, above its results (a server component: no texts travel to the browser).
 * A corrected search says "Showing results for Labrador Retriever"; a search whose words became filters
 * says what they became when that is not what was typed ("bangalore" → "pets in Bengaluru"); a search that
 * found nothing offers the one that would, as a link ("Did you mean: Labrador Retriever?").
 */
export async function SearchHelp({ answer, filters, basePath }: TSearchHelpProps) {
  const t = await getTranslations("SearchHelp");
  const locale = await getLocale();
  const { interpretedAs, suggestion } = answer;

  /** "Labrador Retriever or Golden Retriever in Hyderabad", "dogs matching “kci”", in the reader's language. */
  function describe(s: TSearchInterpretation) {
    const or = new Intl.ListFormat(locale, { type: "disjunction" });
    let what = s.breeds.length ? or.format(s.breeds) : s.species.length ? or.format(s.species.map((sp) => t(`species.${sp}`))) : t("pets");
    if (s.words.length) what = t("matching", { what, words: s.words.join(" ") });
    return s.locations.length ? t("inPlace", { what, place: or.format(s.locations) }) : what;
  }
  const strong = (chunks: ReactNode) => <strong className="font-semibold text-stone-900">{chunks}</strong>;

  let line: ReactNode = null;
  if (suggestion) {
    const href = `${basePath}?${filtersToSearchParams({ ...filters, q: suggestion.q })}`;
    line = t.rich("didYouMean", {
      query: describe(suggestion),
      link: (chunks) => (
        <Link href={href} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          {chunks}
        </Link>
      ),
    });
  } else if (interpretedAs?.corrected) {
    line = t.rich("showingFor", { query: describe(interpretedAs), strong });
  } else if (interpretedAs && flat(interpretedAs.q) !== flat(filters.q ?? "")) {
    // Said only when the words were read as something else than typed ("bangalore" → Bengaluru, "కుక్క" → dogs).
    line = t.rich("searchingFor", { query: describe(interpretedAs), strong });
  }
  if (!line) return null;

  return (
    <p className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-stone-800">
      <SearchIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{line}</span>
    </p>
  );
}
