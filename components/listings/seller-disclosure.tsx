import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { TLocale } from "@/lib/i18n/routing";
import type { TPetDetailDto } from "@/lib/pets/client";
import type { TSellerDisclosure } from "@/lib/pets/seller-disclosure-dto";
import type { TSellerTrust } from "@/lib/sellers/responses";
import { cn } from "@/components/ui/cn";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { UserIcon } from "@/components/ui/icons/user";
import { RegisteredBadge } from "./registered-badge";
import { TrustFigures } from "./trust-figures";

type TSellerType = NonNullable<TPetDetailDto["sellerType"]>;

/** Which of the seller's email and phone number PawBazaar verified, each said either way (never the address or number). */
export function SellerVerifications({
  verifications,
  className,
}: {
  verifications: TSellerDisclosure["verifications"];
  className?: string;
}) {
  const t = useTranslations("SellerDisclosure");
  const items = [
    { key: "email", isVerified: verifications.email, text: verifications.email ? t("emailVerified") : t("emailNotVerified") },
    { key: "phone", isVerified: verifications.phone, text: verifications.phone ? t("phoneVerified") : t("phoneNotVerified") },
  ];
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {items.map((i) => (
        <li
          key={i.key}
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold",
            i.isVerified ? "bg-green-100 text-green-900" : "bg-stone-100 text-stone-700",
          )}
        >
          {i.isVerified && <CheckCircleIcon className="size-4 shrink-0" aria-hidden="true" />}
          {i.text}
        </li>
      ))}
    </ul>
  );
}

/** A registration a moderator approved: the mark, its number and how long it is valid. */
export function SellerRegistrationMark({
  registration,
  locale,
}: {
  registration: NonNullable<TSellerDisclosure["registration"]>;
  locale: TLocale;
}) {
  const t = useTranslations("SellerDisclosure");
  return (
    <div className="space-y-1">
      <RegisteredBadge registered={{ type: registration.type, state: registration.state }} />
      <p className="text-sm wrap-anywhere text-stone-800">
        {t("number", { number: registration.number })}
        {registration.validUntil && (
          <>
            <span aria-hidden="true"> · </span>
            {t("validUntil", { date: formatDate(registration.validUntil, locale) })}
          </>
        )}
      </p>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-stone-700">{label}</dt>
      <dd className="min-w-0 font-semibold wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The pet page's "About the seller": what the Consumer Protection (E-Commerce) Rules 2020, rule 5(3)(a),
 * ask a marketplace to show before a purchase (lib/pets/seller-disclosure.ts) — the seller's name (their
 * page), the listing's seller type, whether they are registered (the registration a moderator checked),
 * their town, their rating and which of their email and phone PawBazaar verified — with the trust
 * figures. Server-rendered, part of the cached pet page.
 */
export function SellerDisclosure({ pet, trust, locale }: { pet: TPetDetailDto; trust: TSellerTrust | null; locale: TLocale }) {
  const t = useTranslations("SellerDisclosure");
  const tPet = useTranslations("PetDetail");
  const tListings = useTranslations("Listings");
  const tSeller = useTranslations("Sellers.trust");
  const { seller } = pet;
  const sellerType: TSellerType = pet.sellerType ?? "individual";
  return (
    <section aria-labelledby="seller-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="seller-title" className="text-lg font-bold text-stone-900">
        {t("title")}
      </h2>
      <p className="text-xs text-stone-600">{t("law")}</p>
      <div className="mt-3 flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserIcon />
        </span>
        <div className="min-w-0">
          <Link
            href={`/sellers/${seller.id}`}
            className="font-bold wrap-anywhere text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
          >
            {seller.name}
          </Link>
          <p className="text-sm text-stone-700">{tPet("memberSince", { date: formatDate(seller.memberSince, locale, "monthYear") })}</p>
        </div>
      </div>
      <dl className="mt-2 divide-y divide-stone-100 text-sm">
        <Item label={t("type")}>{tListings(`sellerType.${sellerType}`)}</Item>
        <Item label={t("registration")}>
          {seller.registration ? (
            <SellerRegistrationMark registration={seller.registration} locale={locale} />
          ) : (
            <span className="font-normal text-stone-800">{sellerType === "individual" ? t("noneIndividual") : t("notChecked")}</span>
          )}
        </Item>
        <Item label={t("town")}>{seller.location ?? pet.location}</Item>
        <Item label={t("verified")}>
          <SellerVerifications verifications={seller.verifications} />
        </Item>
      </dl>
      {trust && <TrustFigures trust={trust} className="mt-1 border-t border-stone-100 pt-3" />}
      <p className="mt-3 text-xs text-stone-600">{t("private")}</p>
      <Link
        href={`/sellers/${seller.id}`}
        className="mt-1 inline-flex min-h-11 items-center rounded-sm font-semibold wrap-anywhere text-brand-700 underline-offset-4 hover:underline"
      >
        {tSeller("viewPage", { name: seller.name })}
      </Link>
    </section>
  );
}
