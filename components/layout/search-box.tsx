import { useLocale, useTranslations } from "#i18n/texts";
import { useId } from "react";
import { getPathname } from "@/lib/i18n/navigation";
import { RESULTS_ID } from "@/components/listings/browse-ids";
import { SearchIcon } from "@/components/ui/icons/search";
import { cn } from "@/components/ui/cn";

/**
 * The header search: a plain GET form to /search?q=… (works without JavaScript), which lands on the
 * results (#results: components/listings/results-landing.tsx), not on the top of the filters.
 */
export function SearchBox({ className }: { className?: string }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const id = useId();
  return (
    <form
      role="search"
      action={`${getPathname({ href: "/search", locale })}#${RESULTS_ID}`}
      method="get"
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t("searchPlaceholder")}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        className="block min-h-10 w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-11 pl-4 text-base text-stone-900 placeholder:text-stone-500 hover:border-stone-400 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:text-sm"
      />
      <button
        type="submit"
        aria-label={t("searchSubmit")}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-full text-stone-700 hover:text-brand-700"
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
