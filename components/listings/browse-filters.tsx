import { useLocale, useTranslations } from "#i18n/texts";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { filtersToSearchParams, hasActiveFilters, type TBrowseFilters } from "@/lib/pets/query";
import { GENDERS, MAX_AGE_MONTHS, SPECIES } from "@/lib/pets/constants";
import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { BrowseFiltersForm } from "./browse-filters-form";
import { RegisteredFilter } from "./registered-filter";

type TBrowseFiltersProps = { filters: TBrowseFilters; basePath: "/pets" | "/search" };

/**
 * The browse filters, drawn on the server. A plain GET form (works without JavaScript, and the URL is
 * the search, so it can be shared); with JavaScript the URL is updated by the router instead of a full
 * page load (browse-filters-form.tsx, which also puts the form in a bottom sheet on phones). The sort is
 * not here: it is the results bar's (BrowseSort), a field of this form by its `form` attribute.
 */
export function BrowseFilters({ filters, basePath }: TBrowseFiltersProps) {
  const t = useTranslations("Browse");
  const tSpecies = useTranslations("Listings.species");
  const tGender = useTranslations("Listings.gender");
  const tMode = useTranslations("Rehoming.filter");
  const locale = useLocale();

  return (
    <BrowseFiltersForm
      basePath={basePath}
      action={getPathname({ href: basePath, locale })}
      label={t("filtersLabel")}
      title={t("filters")}
      currentQuery={filtersToSearchParams(filters).toString()}
      apply={t("apply")}
      clear={
        hasActiveFilters(filters) ? (
          <Link href={basePath} className={buttonClasses({ variant: "outline", className: "flex-1 whitespace-nowrap" })}>
            {t("clear")}
          </Link>
        ) : null
      }
    >
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
      {/* Sale or rehoming (mode, GET /server/pets): a rehoming's owner chooses among applications (docs/rehoming.md). */}
      <Select label={tMode("label")} name="mode" defaultValue={filters.mode ?? ""} className="col-span-2">
        <option value="">{tMode("any")}</option>
        <option value="sale">{tMode("sale")}</option>
        <option value="rehoming">{tMode("rehoming")}</option>
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
      <label className="col-span-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2.5 hover:border-stone-400">
        <input
          type="checkbox"
          name="verified"
          value="1"
          defaultChecked={filters.verified === "1"}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className="block text-base font-medium text-stone-900">{t("verified")}</span>
          <span className="block text-sm text-stone-600">{t("verifiedHint")}</span>
        </span>
      </label>
      <RegisteredFilter label={t("registered")} hint={t("registeredHint")} isChecked={filters.registered === "1"} />
    </BrowseFiltersForm>
  );
}
