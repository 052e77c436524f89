"use client";
import { useLocale, useTranslations } from "#i18n/texts";
import { useId, useState, useTransition, type FormEvent } from "react";
import { getPathname, Link, useRouter } from "@/lib/i18n/navigation";
import { filtersToSearchParams, hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { GENDERS, MAX_AGE_MONTHS, PET_SORTS, SPECIES } from "@/lib/pets/constants";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

type TBrowseFiltersProps = { filters: TBrowseFilters; basePath: "/pets" | "/search" };

/**
 * The browse filters. A plain GET form (works without JavaScript, and the URL is the search, so it can
 * be shared); with JavaScript the URL is updated by the router instead of a full page load.
 */
export function BrowseFilters({ filters, basePath }: TBrowseFiltersProps) {
  const t = useTranslations("Browse");
  const tSpecies = useTranslations("Listings.species");
  const tGender = useTranslations("Listings.gender");
  const tSort = useTranslations("Listings.sort");
  const locale = useLocale();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const moreId = useId();
  // Phones show the keywords and sort first; the other filters open with 'More filters' (always shown
  // on large screens, and open from the start when one of them is set).
  const hasMoreSet = [
    filters.species,
    filters.gender,
    filters.breed,
    filters.location,
    filters.minPrice,
    filters.maxPrice,
    filters.minAge,
    filters.maxAge,
  ].some((v) => v !== undefined);
  const [isMoreOpen, setIsMoreOpen] = useState(hasMoreSet);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: Partial<Record<keyof TBrowseFilters, string>> = {};
    for (const [key, value] of data.entries())
      if (typeof value === "string" && value.trim()) next[key as keyof TBrowseFilters] = value.trim();
    const query = filtersToSearchParams(next as Partial<TBrowseFilters>).toString();
    startTransition(() => router.push(query ? `${basePath}?${query}` : basePath, { scroll: false }));
  }

  return (
    <form
      role="search"
      aria-label={t("filtersLabel")}
      action={getPathname({ href: basePath, locale })}
      method="get"
      onSubmit={onSubmit}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
        <Input
          label={t("q")}
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          placeholder={t("qPlaceholder")}
          maxLength={100}
          enterKeyHint="search"
          className="col-span-2"
        />
        <Button
          variant="ghost"
          className="col-span-2 justify-between border border-dashed border-stone-300 lg:hidden"
          aria-expanded={isMoreOpen}
          aria-controls={moreId}
          onClick={() => setIsMoreOpen((v) => !v)}
        >
          {t("moreFilters")}
          <svg
            className={cn("size-5 text-stone-600 transition-transform", isMoreOpen && "rotate-180")}
            viewBox="0 0 20 20"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </Button>
        <div id={moreId} className={isMoreOpen ? "contents" : "hidden lg:contents"}>
          <Select label={t("species")} name="species" defaultValue={filters.species ?? ""}>
            <option value="">{t("anySpecies")}</option>
            {SPECIES.map((s) => (
              <option key={s} value={s}>
                {tSpecies(s)}
              </option>
            ))}
          </Select>
          <Select label={t("gender")} name="gender" defaultValue={filters.gender ?? ""}>
            <option value="">{t("anyGender")}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {tGender(g)}
              </option>
            ))}
          </Select>
          <Input label={t("breed")} name="breed" defaultValue={filters.breed ?? ""} placeholder={t("breedPlaceholder")} maxLength={80} />
          <Input
            label={t("location")}
            name="location"
            defaultValue={filters.location ?? ""}
            placeholder={t("locationPlaceholder")}
            maxLength={100}
            autoComplete="address-level2"
          />
          <Input
            label={t("minPrice")}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={filters.minPrice ?? ""}
          />
          <Input
            label={t("maxPrice")}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={filters.maxPrice ?? ""}
          />
          <Input
            label={t("minAge")}
            name="minAge"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_AGE_MONTHS}
            step={1}
            defaultValue={filters.minAge ?? ""}
          />
          <Input
            label={t("maxAge")}
            name="maxAge"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_AGE_MONTHS}
            step={1}
            defaultValue={filters.maxAge ?? ""}
          />
        </div>
        <Select
          label={t("sort")}
          name="sort"
          defaultValue={filters.sort}
          className="col-span-2"
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {PET_SORTS.map((s) => (
            <option key={s} value={s}>
              {tSort(s)}
            </option>
          ))}
        </Select>
        <div className="col-span-2 flex items-end gap-3">
          <Button type="submit" className="flex-1" isLoading={isPending}>
            {t("apply")}
          </Button>
          {hasActiveFilters(filters) && (
            <Link href={basePath} className={buttonClasses({ variant: "outline", className: "flex-1" })}>
              {t("clear")}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}
