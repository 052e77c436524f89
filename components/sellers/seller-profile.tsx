import { useTranslations } from "#i18n/texts";
import { formatDate } from "@/lib/format";
import type { TLocale } from "@/lib/i18n/routing";
import type { TSellerPage } from "@/lib/sellers/responses";
import { buttonClasses } from "@/components/ui/button";
import { MapPinIcon } from "@/components/ui/icons/map-pin";
import { UserIcon } from "@/components/ui/icons/user";
import { PetCard } from "@/components/listings/pet-card";
import { SellerRegistrationMark, SellerVerifications } from "@/components/listings/seller-disclosure";
import { ReviewList } from "@/components/reviews/review-list";
import { TrustFigures } from "@/components/listings/trust-figures";

/**
 * The public seller page (server-rendered): name, photo, town, which of their email and phone are
 * verified, an approved registration and membership, the trust figures, the pets they have for sale and
 * the reviews buyers left, with their replies.
 */
export function SellerProfile({ page, locale }: { page: TSellerPage; locale: TLocale }) {
  const t = useTranslations("Sellers.page");
  const { seller, trust, pets, reviews } = page;

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0 space-y-3">
          <div className="flex min-w-0 items-center gap-4">
            {seller.avatar ? (
              // A plain <img>: the photo is already sized on upload (no optimizer).
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={seller.avatar}
                alt={t("avatarAlt", { name: seller.name })}
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <UserIcon className="size-9" />
              </span>
            )}
            <div className="min-w-0 space-y-1">
              <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-stone-900 sm:text-3xl">{seller.name}</h1>
              {/* The same verifications and registration as the pet page's "About the seller". */}
              <SellerVerifications verifications={page.disclosure.verifications} />
              <p className="text-sm text-stone-700">{t("memberSince", { date: formatDate(trust.memberSince, locale, "monthYear") })}</p>
              {seller.location && (
                <p className="inline-flex items-start gap-1 text-sm text-stone-700">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
                  <span className="wrap-anywhere">{seller.location}</span>
                </p>
              )}
            </div>
          </div>
          {/* Below the photo and name, the width of the card on a phone. */}
          {page.disclosure.registration && <SellerRegistrationMark registration={page.disclosure.registration} locale={locale} />}
        </div>
        <section aria-labelledby="seller-figures" className="sm:min-w-64">
          <h2 id="seller-figures" className="sr-only">
            {t("figures")}
          </h2>
          <TrustFigures trust={trust} />
        </section>
      </header>

      {/* A long list of pets would bury the reviews on a phone: both sections are a tap away. */}
      <nav aria-label={t("sections")} className="-mt-4 flex flex-wrap gap-2 lg:hidden">
        <a href="#seller-pets" className={buttonClasses({ variant: "outline", size: "sm", className: "min-h-11" })}>
          {t("listings", { count: page.activeListings })}
        </a>
        <a href="#seller-reviews" className={buttonClasses({ variant: "outline", size: "sm", className: "min-h-11" })}>
          {t("reviews", { count: trust.rating.count })}
        </a>
      </nav>

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="seller-pets" className="scroll-mt-20 space-y-4 lg:col-span-2">
          <h2 id="seller-pets" className="text-xl font-bold text-stone-900">
            {t("listings", { count: page.activeListings })}
          </h2>
          {pets.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 wrap-anywhere text-stone-700">
              {t("noListings", { name: seller.name })}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              {pets.map((pet, i) => (
                <li key={pet.id} className="flex min-w-0">
                  <PetCard pet={pet} isPriority={i === 0} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="seller-reviews" className="scroll-mt-20 space-y-4">
          <h2 id="seller-reviews" className="text-xl font-bold text-stone-900">
            {t("reviews", { count: trust.rating.count })}
          </h2>
          {reviews.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 wrap-anywhere text-stone-700">
              {t("noReviews", { name: seller.name })}
            </p>
          ) : (
            <ReviewList reviews={reviews} sellerName={seller.name} />
          )}
        </section>
      </div>
    </div>
  );
}
