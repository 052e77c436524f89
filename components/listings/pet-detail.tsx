import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import { formatCount, formatDate, formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import type { TPetDetailDto } from "@/lib/pets/client";
import type { TSellerTrust } from "@/lib/sellers/responses";
import { cn } from "@/components/ui/cn";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { EyeIcon } from "@/components/ui/icons/eye";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { ShareIcon } from "@/components/ui/icons/share";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { LandingBreadcrumbs } from "@/components/discovery/landing-breadcrumbs";
import { PetLandingLinks } from "@/components/discovery/pet-landing-links";
import { landingOfPet, landingPath } from "@/lib/discovery/catalog";
import type { TPetCardDto } from "@/lib/pets/card";
import { cardWords } from "@/lib/pets/card-words";
import { todayInIndia } from "@/lib/pets/constants";
import { absoluteUrl } from "@/lib/seo";
import { PetActions } from "./pet-actions";
import { RehomingBadge } from "./rehoming-badge";
import { RehomingDetails } from "./rehoming-details";
import { PetGrid } from "./pet-card";
import { PetGallery } from "./pet-gallery";
import { MotherPhotoFact, PetHealthRecords } from "./pet-health";
import { PetPlaceholder } from "./pet-placeholder";
import { PriceWarning } from "./price-warning";
import { SellerDisclosure } from "./seller-disclosure";
import { ShareButton } from "./share-button";
import { SignedOutPetActions } from "./signed-out-pet-actions";
import { StatusBadge } from "./status-badge";

type TSpecies = "dog" | "cat" | "bird" | "fish" | "rabbit" | "other";
type TSellerType = "individual" | "breeder" | "shelter";

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-stone-700">{label}</dt>
      <dd className="text-right font-semibold break-all text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The pet page (server-rendered): photos, every field, the seller and their trust figures, a safety
 * notice and the actions; under it, `similar` ("More like this": lib/pets/similar-pets.ts), which a pet no
 * longer for sale points to from its top.
 */
export function PetDetail({
  pet,
  locale,
  trust,
  similar,
}: {
  pet: TPetDetailDto;
  locale: TLocale;
  trust: TSellerTrust | null;
  similar: TPetCardDto[];
}) {
  const t = useTranslations("PetDetail");
  const tShare = useTranslations("Share");
  const tListings = useTranslations("Listings");
  const yesNo = (v: boolean | null) => (v === null ? tListings("yesNo.unknown") : v ? tListings("yesNo.yes") : tListings("yesNo.no"));
  const species = pet.species as TSpecies | null;
  const sellerType = pet.sellerType as TSellerType | null;
  const landing = landingOfPet(pet);
  // Breed, town and age in the reader's language, as the cards say them (lib/pets/card-words.ts).
  const words = cardWords(pet, locale, todayInIndia());
  const tCard = useTranslations("PetCard");
  const tRehoming = useTranslations("Rehoming");
  const isRehoming = pet.mode === "rehoming";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      {/* Home › Dogs › Labrador Retriever › Hyderabad › the pet: the landing pages it is listed on. */}
      <div className="mb-4">
        <LandingBreadcrumbs landing={landing} locale={locale} current={{ name: pet.name, path: `/pets/${pet.id}` }} />
      </div>

      {/* Phones: photos, summary and actions, description, details (the reading order). Large screens:
          photos then description on the left, summary then details on the right. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          {pet.imageList.length ? (
            <PetGallery images={pet.imageList} name={pet.name} breed={pet.breed} />
          ) : (
            <PetPlaceholder className="aspect-[4/3] w-full rounded-2xl border border-stone-200" label={t("noPhotos")} />
          )}
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {pet.status !== "active" && <StatusBadge status={pet.status} />}
              {isRehoming && <RehomingBadge />}
              {species && (
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-900">
                  {tListings(`species.${species}`)}
                </span>
              )}
              {pet.status === "active" && pet.available > 1 && (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-900">
                  {t("availableCount", { count: pet.available })}
                </span>
              )}
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere text-stone-900 sm:text-4xl">{pet.name}</h1>
            <p className="text-lg font-medium wrap-anywhere text-stone-800">{words.breed}</p>
            <div className="flex flex-wrap items-center justify-between gap-3">
              {isRehoming ? (
                <p className="text-brand-800">
                  <span className="block text-sm font-semibold text-stone-700">{tRehoming("page.fee")}</span>
                  <span className="text-3xl font-extrabold">{formatPrice(pet.price, locale)}</span>
                </p>
              ) : (
                <p className="text-3xl font-extrabold text-brand-800">{formatPrice(pet.price, locale)}</p>
              )}
              <ShareButton
                url={absoluteUrl(`/pets/${pet.id}`, locale)}
                name={pet.name}
                price={formatPrice(pet.price, locale)}
                location={pet.location}
              >
                <ShareIcon className="size-5 shrink-0" />
                {tShare("button")}
              </ShareButton>
            </div>
          </div>

          {pet.priceWarning && <PriceWarning typical={pet.priceWarning.typical} breed={pet.breed} town={pet.location} locale={locale} />}

          <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
            <Fact label={t("age")}>{words.age ? tCard(`age.${words.age.unit}`, { count: words.age.count }) : words.ageText}</Fact>
            <Fact label={t("gender")}>{tListings(`gender.${pet.gender}`)}</Fact>
            <Fact label={t("location")} className="col-span-2 sm:col-span-1">
              <span className="inline-flex items-start gap-1">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
                {words.town}
              </span>
            </Fact>
            <MotherPhotoFact images={pet.imageList} />
          </dl>

          {pet.status !== "active" && similar.length > 0 && (
            <a
              href="#more-like-this"
              className="flex min-h-11 items-center rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 font-semibold text-brand-900 underline-offset-4 hover:underline"
            >
              {t("similar.stillAvailable")}
            </a>
          )}

          <PetLandingLinks breed={pet.breed} species={pet.species} location={pet.location} />

          {isRehoming && <RehomingDetails pet={pet} />}

          <PetActions
            petId={pet.id}
            sellerId={pet.sellerId}
            status={pet.status}
            mode={pet.mode}
            signedOut={<SignedOutPetActions petId={pet.id} sellerId={pet.sellerId} status={pet.status} mode={pet.mode} />}
          />

          <SellerDisclosure pet={pet} trust={trust} locale={locale} />

          <aside aria-labelledby="safety-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <h2 id="safety-title" className="flex items-center gap-2 font-bold">
              <ShieldIcon className="shrink-0 text-amber-700" />
              {t("safetyTitle")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              <li>{t("safetyMeet")}</li>
              <li>{t("safetyPay")}</li>
              <li>{t("safetyPapers")}</li>
            </ul>
          </aside>
        </div>
        <div className="space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-2">
          <section aria-labelledby="description-title">
            {/* The title above shows the whole name; here two lines of it are enough. */}
            <h2 id="description-title" className="line-clamp-2 text-xl font-bold wrap-anywhere text-stone-900">
              {t("aboutPet", { name: pet.name })}
            </h2>
            <p className="mt-3 leading-relaxed wrap-anywhere whitespace-pre-line text-stone-800">{pet.description}</p>
          </section>
          {pet.features.length > 0 && (
            <section aria-labelledby="features-title">
              <h2 id="features-title" className="text-xl font-bold text-stone-900">
                {t("features")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2 wrap-anywhere">
                {pet.features.map((f) => (
                  <li
                    key={f}
                    className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900 ring-1 ring-brand-200"
                  >
                    <CheckCircleIcon className="size-4 shrink-0 text-brand-700" />
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-start-3">
          <section aria-labelledby="health-title" className="rounded-2xl border border-stone-200 bg-white p-4">
            <h2 id="health-title" className="text-lg font-bold text-stone-900">
              {t("health")}
            </h2>
            <dl className="mt-1 divide-y divide-stone-100 text-sm">
              <Row label={t("species")}>{species ? tListings(`species.${species}`) : tListings("yesNo.unknown")}</Row>
              <Row label={t("dateOfBirth")}>{pet.dateOfBirth ? formatDate(pet.dateOfBirth, locale) : tListings("yesNo.unknown")}</Row>
              <Row label={t("vaccinated")}>{yesNo(pet.vaccinated)}</Row>
              <Row label={t("dewormed")}>{yesNo(pet.dewormed)}</Row>
              <Row label={t("sterilised")}>{yesNo(pet.sterilised)}</Row>
              <Row label={t("microchip")}>{pet.microchipNumber ?? tListings("yesNo.unknown")}</Row>
              <Row label={t("sellerType")}>{sellerType ? tListings(`sellerType.${sellerType}`) : tListings("yesNo.unknown")}</Row>
              {sellerType === "breeder" && (
                <Row label={t("registrationNumber")}>{pet.registrationNumber ?? tListings("yesNo.unknown")}</Row>
              )}
            </dl>
            <PetHealthRecords pet={pet} locale={locale} />
          </section>
          <section aria-labelledby="listing-title" className="rounded-2xl border border-stone-200 bg-white p-4">
            <h2 id="listing-title" className="text-lg font-bold text-stone-900">
              {t("listing")}
            </h2>
            <dl className="mt-1 divide-y divide-stone-100 text-sm">
              <Row label={t("listedOn")}>{formatDate(pet.createdAt, locale)}</Row>
              <Row label={t("views")}>
                <span className="inline-flex items-center gap-1.5">
                  <EyeIcon className="size-4 text-stone-500" />
                  {formatCount(pet.views)}
                </span>
              </Row>
              {/* Nobody's wishlist yet says nothing good: not shown. */}
              {pet.likes > 0 && (
                <Row label={t("likes")}>
                  <span className="inline-flex items-center gap-1.5">
                    <HeartIcon className="size-4 text-stone-500" />
                    {formatCount(pet.likes)}
                  </span>
                </Row>
              )}
            </dl>
          </section>
        </div>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="more-like-this" className="mt-12 space-y-4 border-t border-stone-200 pt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="more-like-this" className="scroll-mt-20 text-xl font-bold text-stone-900 sm:text-2xl">
              {t("similar.title")}
            </h2>
            {landing && (
              <Link
                href={landingPath(landing)}
                aria-describedby="more-like-this"
                className="inline-flex min-h-11 items-center rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t("similar.seeAll")}
              </Link>
            )}
          </div>
          {/* Below the pet in every layout: no card's photo is the page's largest paint (none is fetched at
              once), and no card is laid out before it nears the screen (the grid's `below-fold`). */}
          <PetGrid pets={similar} headingLevel="h3" isBelowFold />
        </section>
      )}
    </div>
  );
}
