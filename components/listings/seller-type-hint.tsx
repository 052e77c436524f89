"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { todayInIndia } from "@/lib/pets/constants";
import { registrationApi } from "@/lib/sellers/registration-client";
import { registrationKeys } from "@/lib/sellers/registration-keys";
import { isRegisteredType } from "@/lib/sellers/registration-schemas";
import { RegisteredBadge } from "./registered-badge";

/** The account's registration as the listing form's seller type sees it: approved, held (waiting or expired), missing; null when none is needed. */
function useRegistrationFor(sellerType: string | undefined) {
  const isRegistered = isRegisteredType(sellerType);
  const query = useQuery({
    queryKey: registrationKeys.mine(),
    queryFn: ({ signal }) => registrationApi.get(signal),
    enabled: isRegistered,
  });
  if (!isRegistered || !query.data) return null;
  const r = query.data.registration;
  const sameType = r && r.type === sellerType ? r : null;
  const isLapsed = !!sameType?.validUntil && sameType.validUntil < todayInIndia();
  if (sameType?.status === "approved" && !isLapsed) return { state: "approved" as const, registration: sameType };
  if (sameType?.status === "pending") return { state: "pending" as const };
  if (sameType && (sameType.status === "expired" || isLapsed)) return { state: "expired" as const };
  return { state: "none" as const };
}

/**
 * What the listing form says once a listing is saved held (its seller type's registration waits for a
 * moderator, or has expired), or null: the form then goes to My listings, not to a pet page nobody sees yet.
 */
export function useHeldListingNotice(sellerType: string | undefined): string | null {
  const t = useTranslations("SellerRegistration.hint");
  const state = useRegistrationFor(sellerType)?.state;
  return state === "pending" || state === "expired" ? t("savedHeld") : null;
}

/**
 * Under the listing form's seller type: what picking breeder, pet shop or shelter means for this account.
 * Without an approved registration of that type the listing is refused (none, another type's, refused) or
 * held until a moderator approves it (waiting, expired); with one, it carries the mark.
 */
export function SellerTypeHint({ sellerType }: { sellerType: string | undefined }) {
  const t = useTranslations("SellerRegistration.hint");
  const found = useRegistrationFor(sellerType);
  if (!found) return null;
  if (found.state === "approved")
    return (
      <div className="space-y-1 text-sm text-stone-700 sm:col-span-2">
        <p>{t("approved")}</p>
        <RegisteredBadge registered={{ type: found.registration.type, state: found.registration.state }} />
      </div>
    );
  const text = found.state === "pending" ? t("pending") : found.state === "expired" ? t("expired") : t("none");
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2">
      {text}{" "}
      <Link href="/profile?tab=seller" className="font-semibold underline">
        {t("link")}
      </Link>
    </p>
  );
}
