import { useTranslations } from "#i18n/texts";
import type { TPetCardPage } from "@/lib/pets/card";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { LiveHomePets } from "./live-home-pets";
import { PetGrid } from "./pet-card";
import { PetPlaceholder } from "./pet-placeholder";

type THomePetsProps = {
  /** The first page rendered on the server (so it is indexed), or null when that read failed. */
  initialPage: TPetCardPage | null;
};

/**
 * The home page's Available Pets grid, rendered on the server (nothing to hydrate but the links);
 * LiveHomePets refreshes it every 30 seconds in the browser and draws it there only when it changed.
 */
export function HomePets({ initialPage }: THomePetsProps) {
  const t = useTranslations("HomePets");
  const pets = initialPage?.pets ?? [];

  return (
    <section aria-labelledby="available-pets" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 sm:pt-16">
      <div>
        <h2 id="available-pets" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mt-1 text-stone-700">{t("subtitle")}</p>
      </div>

      {/* Not a live region: the 30-second refresh would read the whole grid out each time. */}
      <div className="mt-6">
        <LiveHomePets initialPage={initialPage}>
          {pets.length ? (
            <PetGrid pets={pets} isBelowFold />
          ) : (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
              <PetPlaceholder className="size-28 rounded-full" />
              <p className="mt-4 text-lg font-semibold text-stone-900">{t("empty")}</p>
              <Link href="/add-listing" className={buttonClasses({ className: "mt-4" })}>
                {t("emptyAction")}
              </Link>
            </div>
          )}
        </LiveHomePets>
      </div>

      <div className="mt-8 flex justify-center">
        <Link href="/pets" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          {t("viewAll")}
        </Link>
      </div>
    </section>
  );
}
