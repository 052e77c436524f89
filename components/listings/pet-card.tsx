import { useLocale, useTranslations } from "#i18n/texts";
import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TPetCardDto } from "@/lib/pets/card";
import { RegisteredBadge } from "@/components/sellers/registered-badge";
import { cn } from "@/components/ui/cn";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { PET_GRID_CLASSES } from "./pet-grid-classes";
import { PetPlaceholder } from "./pet-placeholder";
import { StatusBadge } from "./status-badge";

type TPetCardProps = {
  pet: TPetCardDto;
  /**
   * The first card's photo is the page's largest paint on a phone: fetched at once and before the rest.
   * Other photos load when they near the screen, so on a phone (one column) the first one has the
   * connection to itself; on wider screens the rest of the first row is in view and loads at once too.
   */
  isPriority?: boolean;
  /** The heading level of the pet's name in this page's outline. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * One listing in a grid: first photo (or a paw placeholder), name, breed, age, gender, location and
 * price; a status badge when it is not active. The whole card is clickable through the name's link.
 * The sellers' texts are cut to the card (the name after two lines, the rest after one, with an
 * ellipsis), however long their words: the price beside the name stays in view.
 */
export function PetCard({ pet, isPriority = false, headingLevel: Heading = "h3", className }: TPetCardProps) {
  const t = useTranslations("PetCard");
  const tGender = useTranslations("Listings.gender");
  const locale = useLocale();

  return (
    <article
      className={cn(
        "group relative flex min-w-0 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 has-[a:focus-visible]:ring-offset-2",
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
            alt={t("imageAlt", { name: pet.name, breed: pet.breed })}
            width={480}
            height={360}
            loading={isPriority ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={isPriority ? "high" : undefined}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <PetPlaceholder className="size-full" />
        )}
        {pet.status !== "active" && <StatusBadge status={pet.status} className="absolute top-3 left-3 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading className="line-clamp-2 min-w-0 text-lg leading-snug font-bold wrap-anywhere text-stone-900">
            <Link
              href={`/pets/${pet.id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
            >
              {pet.name}
            </Link>
          </Heading>
          <p className="shrink-0 text-lg font-extrabold text-brand-800">{formatPrice(pet.price, locale)}</p>
        </div>
        <p className="truncate text-sm font-medium text-stone-800">{pet.breed}</p>
        <p className="truncate text-sm text-stone-700">
          {pet.age} · {tGender(pet.gender)}
        </p>
        <p className="mt-auto flex items-center gap-1 pt-1 text-sm text-stone-700">
          <MapPinIcon className="size-4 shrink-0 text-stone-500" />
          <span className="truncate">{pet.location}</span>
        </p>
        {pet.registered && <RegisteredBadge registered={pet.registered} isCompact />}
      </div>
    </article>
  );
}

type TGridProps = { pets: TPetCardDto[]; headingLevel?: "h2" | "h3"; /** The first card's position in the whole list. */ offset?: number };

/** The cards of a grid, as list items (a list can hold the server's first page and the browser's next ones). */
export function PetGridItems({ pets, headingLevel, offset = 0 }: TGridProps) {
  return pets.map((pet, i) => (
    // Past the first row a card is below the fold on a phone: skip its layout until it nears the screen.
    <li key={pet.id} className={cn("flex min-w-0", offset + i >= 3 && "below-fold")}>
      <PetCard pet={pet} isPriority={offset + i === 0} headingLevel={headingLevel} className="w-full" />
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
