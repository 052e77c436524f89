import { useLocale, useTranslations } from "#i18n/texts";
import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/routing";
import type { TPetCardDto } from "@/lib/pets/card";
import { cardWords } from "@/lib/pets/card-words";
import { todayInIndia } from "@/lib/pets/constants";
import { RegisteredBadge } from "./registered-badge";
import { cn } from "@/components/ui/cn";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { PET_GRID_CLASSES } from "./pet-grid-classes";
import { PetPlaceholder } from "./pet-placeholder";
import { RehomingBadge } from "./rehoming-badge";
import { StatusBadge } from "./status-badge";

type TPetCardProps = {
  pet: TPetCardDto;
  /**
   * The first card's photo is the page's largest paint on a phone: fetched at once and before the rest.
   * Other photos load when they near the screen; the rest of the first row is in view and loads at once too.
   */
  isPriority?: boolean;
  /** The heading level of the pet's name in this page's outline. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * One listing in a grid. On phones (two cards a row) a compact card: photo (or its species' drawing),
 * price, name, age and town; from sm the fuller card: name and price, breed, age and gender, town and
 * the registration mark. The breed, town and age are in the reader's language (lib/pets/card-words.ts).
 * The whole card is clickable through the name's link. The sellers' texts are cut to the card (the
 * name after one line on a phone, two from sm; the rest after one, with an ellipsis), however long
 * their words: the price stays in view.
 */
export function PetCard({ pet, isPriority = false, headingLevel: Heading = "h3", className }: TPetCardProps) {
  const t = useTranslations("PetCard");
  const isRehoming = pet.mode === "rehoming";
  const tGender = useTranslations("Listings.gender");
  const locale = useLocale();
  const words = cardWords(pet, isLocale(locale) ? locale : "en", todayInIndia());
  const age = words.age ? t(`age.${words.age.unit}`, { count: words.age.count }) : words.ageText;

  return (
    <article
      className={cn(
        "group relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 has-[a:focus-visible]:ring-offset-2 sm:rounded-2xl",
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-100">
        {pet.thumbnail ? (
          // A plain <img>: the photos are already sized on upload (no optimizer), and a card rendered on
          // the server then carries no client component to hydrate for its photo.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={pet.thumbnail}
            alt={t("imageAlt", { name: pet.name, breed: words.breed })}
            width={480}
            height={360}
            loading={isPriority ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={isPriority ? "high" : undefined}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <PetPlaceholder className="size-full" species={pet.species} />
        )}
        {(pet.status !== "active" || isRehoming) && (
          <div className="absolute top-2 left-2 flex flex-wrap gap-1 sm:top-3 sm:left-3">
            {pet.status !== "active" && <StatusBadge status={pet.status} className="shadow-sm" />}
            {isRehoming && <RehomingBadge className="shadow-sm" />}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:gap-1.5 sm:p-4">
        <div className="flex flex-col sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <Heading className="line-clamp-1 min-w-0 text-sm leading-snug font-semibold wrap-anywhere text-stone-900 sm:line-clamp-2 sm:text-lg sm:font-bold">
            <Link
              href={`/pets/${pet.id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
            >
              {pet.name}
            </Link>
          </Heading>
          {/* First on a phone's card (what a buyer scans a list for), beside the name from sm. */}
          <p className="order-first shrink-0 text-base font-extrabold text-brand-800 sm:order-none sm:text-lg">
            {isRehoming ? (
              // A rehoming's price is its adoption fee, and says so (smaller, so it still fits a phone's card).
              <span className="text-sm font-bold sm:text-base">{t("adoptionFee", { price: formatPrice(pet.price, locale) })}</span>
            ) : (
              formatPrice(pet.price, locale)
            )}
          </p>
        </div>
        <p className="hidden truncate text-sm font-medium text-stone-800 sm:block">{words.breed}</p>
        <p className="truncate text-xs text-stone-700 sm:text-sm">
          {age}
          <span className="hidden sm:inline">
            {" · "}
            {tGender(pet.gender)}
          </span>
        </p>
        <p className="mt-auto flex items-center gap-1 pt-0.5 text-xs text-stone-700 sm:pt-1 sm:text-sm">
          <MapPinIcon className="size-3.5 shrink-0 text-stone-500 sm:size-4" />
          <span className="truncate">{words.town}</span>
        </p>
        {pet.registered && <RegisteredBadge registered={pet.registered} isCompact className="hidden sm:flex" />}
      </div>
    </article>
  );
}

type TGridProps = {
  pets: TPetCardDto[];
  headingLevel?: "h2" | "h3";
  /** The first card's position in the whole list. */
  offset?: number;
  /**
   * The grid starts below the first screen on every width (the home page's, under its search and
   * shortcuts; a pet page's More like this): no photo is fetched ahead of the page's own scripts and
   * images, and no card is laid out until it nears the screen.
   */
  isBelowFold?: boolean;
};

/** The cards of a grid, as list items (a list can hold the server's first page and the browser's next ones). */
export function PetGridItems({ pets, headingLevel, offset = 0, isBelowFold = false }: TGridProps) {
  return pets.map((pet, i) => (
    // Past the first two rows a card is below the fold on a phone: skip its layout until it nears the screen
    // (its placeholder height about a phone's compact card, and the fuller card's from sm).
    <li
      key={pet.id}
      className={cn(
        "flex min-w-0",
        (isBelowFold || offset + i >= 4) &&
          "below-fold [contain-intrinsic-block-size:auto_14rem] sm:[contain-intrinsic-block-size:auto_27rem]",
      )}
    >
      <PetCard pet={pet} isPriority={!isBelowFold && offset + i === 0} headingLevel={headingLevel} className="w-full" />
    </li>
  ));
}

/** The listings grid. Rendered on the server wherever it can be: a card has nothing to hydrate but its link. */
export function PetGrid(props: TGridProps) {
  return (
    <ul className={PET_GRID_CLASSES}>
      <PetGridItems {...props} />
    </ul>
  );
}
