import { useTranslations } from "#i18n/texts";
import { formatDate, formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import type { TListingFlag } from "@/lib/moderation/flags-responses";
import { PHOTO_MATCH_DISTANCE } from "@/lib/trust/phash";
import { usePersonName } from "@/components/foundation/person-name";
import { PetThumbnail } from "@/components/listings/pet-thumbnail";
import { StatusBadge } from "@/components/listings/status-badge";
import { Card } from "@/components/ui/card";
import { AdminBadge } from "./admin-badge";
import { FlagActions } from "./flag-actions";

/**
 * One flag in the console's Flags (/admin/flags): what was seen, the listing (and for a photo match the
 * other listing, each with the matching photo), the figures, and the actions while it is open.
 */
export function FlagCard({ flag, locale }: { flag: TListingFlag; locale: TLocale }) {
  const t = useTranslations("AdminFlags");
  const held = [flag.pet, flag.otherPet].find((p) => p?.isHeld) ?? null;
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-bold text-stone-900">{t(`kind.${flag.kind}`)}</h2>
          <p className="text-sm text-stone-600">{t("flaggedOn", { date: formatDate(flag.createdAt, locale, "medium") })}</p>
        </div>
        <AdminBadge tone={flag.resolvedAt ? "green" : "amber"} className="self-start">
          {t(`state.${flag.resolvedAt ? "resolved" : "open"}`)}
        </AdminBadge>
      </div>

      <p className="text-stone-800">
        {flag.kind === "photo_match"
          ? t("distance", { distance: flag.distance ?? 0, max: PHOTO_MATCH_DISTANCE })
          : t("lowPrice", {
              price: formatPrice(flag.price ?? flag.pet.price, locale),
              typical: formatPrice(flag.typical ?? 0, locale),
              breed: flag.pet.breed,
              town: flag.pet.location,
            })}
      </p>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FlaggedListing listing={flag.pet} label={flag.otherPet ? t("newer") : t("listing")} locale={locale} />
        {flag.otherPet && <FlaggedListing listing={flag.otherPet} label={t("earlier")} locale={locale} />}
      </ul>

      {flag.resolvedAt ? (
        <p className="text-sm text-stone-700">
          {flag.resolvedBy
            ? t("resolvedBy", { who: flag.resolvedBy, date: formatDate(flag.resolvedAt, locale, "medium") })
            : t("resolvedAuto", { date: formatDate(flag.resolvedAt, locale, "medium") })}
        </p>
      ) : null}
      {(!flag.resolvedAt || held) && <FlagActions flagId={flag.id} held={held ? { id: held.id, name: held.name } : null} />}
    </Card>
  );
}

function FlaggedListing({ listing, label, locale }: { listing: TListingFlag["pet"]; label: string; locale: TLocale }) {
  const t = useTranslations("AdminFlags");
  const personName = usePersonName();
  return (
    <li className="flex gap-3 rounded-xl border border-stone-200 p-3">
      <PetThumbnail src={listing.photo} alt={t("photoAlt", { name: listing.name })} px={96} className="size-20 sm:size-24" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</p>
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="font-bold wrap-anywhere text-stone-900">{listing.name}</span>
          <StatusBadge status={listing.status} />
        </p>
        <p className="wrap-anywhere text-stone-700">
          {listing.breed} · {listing.location} · {formatPrice(listing.price, locale)}
        </p>
        <p className="wrap-anywhere text-stone-800">
          {t("seller", { name: personName(listing.seller.name) })} <span className="break-all text-stone-600">{listing.seller.email}</span>
        </p>
        {(listing.isHeld || listing.isFraud) && (
          <p className="flex flex-wrap gap-1.5">
            {listing.isHeld && (
              <AdminBadge tone="amber" className="whitespace-normal!">
                {t("held")}
              </AdminBadge>
            )}
            {listing.isFraud && (
              <AdminBadge tone="red" className="whitespace-normal!">
                {t("fraud")}
              </AdminBadge>
            )}
          </p>
        )}
        {/* Only a listing buyers can see has a page to open (an inactive or hidden one is a 404 for everyone). */}
        {(listing.status === "active" || listing.status === "sold") && (
          <Link
            href={`/pets/${listing.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {t("openListing")}
          </Link>
        )}
      </div>
    </li>
  );
}
