import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { formatPrice } from "@/lib/format";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale } from "@/lib/i18n/page";
import type { TLocale } from "@/lib/i18n/routing";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewPath } from "@/lib/pets/preview-url";
import { getPet } from "@/lib/pets/get-pet";
import { listSimilarPets } from "@/lib/pets/similar-pets";
import { absoluteUrl, localizedAlternates } from "@/lib/seo";
import { getSellerTrust } from "@/lib/sellers/service";
import { JsonLd } from "@/components/foundation/json-ld";
import { PetDetail } from "@/components/listings/pet-detail";
import { ViewBeacon } from "@/components/listings/view-beacon";

// Served from the cache to everyone (CACHED_PAGES, lib/routes.ts): reading the request here fails the build.
export const dynamic = "error";
// A backstop only: a change to a listing refreshes the pages that show it at once (lib/pets/revalidate.ts).
export const revalidate = 300;
// Nothing is rendered at build time: each pet's page is rendered on its first visit, then cached.
export function generateStaticParams() {
  return [];
}

type TProps = { params: Promise<{ locale: string; id: string }> };

// generateMetadata and the page share one read per render. The page is everyone's, so an inactive or
// hidden listing is a 404 here, its seller's included; the seller manages it from the dashboard and its
// edit page. Hiding and restoring refresh this page at once (lib/moderation/hide-listing.ts,
// restore-listing.ts).
const loadPet = cache(async (id: string) => getPet({ id, viewerId: null }));

const excerpt = (text: string, max = 155) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const pet = await loadPet(id);
  if (!pet) return { title: (await getTranslations({ locale, namespace: "NotFound" }))("metaTitle"), robots: { index: false } };
  const t = await getTranslations({ locale, namespace: "PetDetail" });
  const title = t("metaTitle", { name: pet.name, breed: pet.breed, location: pet.location });
  const description = excerpt(pet.description);
  const alternates = localizedAlternates(`/pets/${pet.id}`, locale);
  // The card under a shared link (WhatsApp, Facebook, X…): a JPEG of the photo, name, price and town
  // (app/server/og/pets/[id]), at an address that changes with the listing; the page keeps its WebP photos.
  const tShare = await getTranslations({ locale, namespace: "Share" });
  const price = formatPrice(pet.price, locale);
  const preview = {
    url: absoluteUrl(previewPath(pet.id, pet.updatedAt)),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: "image/jpeg",
    alt: tShare("previewAlt", { name: pet.name, breed: pet.breed, price, location: pet.location }),
  };
  const shareDescription = tShare("ogDescription", { price, description });
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: "website",
      siteName: "PawBazaar",
      title,
      description: shareDescription,
      url: alternates.canonical,
      locale: `${locale}_IN`,
      images: [preview],
    },
    twitter: { card: "summary_large_image", title, description: shareDescription, images: [{ url: preview.url, alt: preview.alt }] },
  };
}

/** schema.org Product for search engines: price in INR and whether the pet can still be had. */
function productJsonLd(pet: NonNullable<Awaited<ReturnType<typeof getPet>>>, locale: TLocale) {
  const availability = {
    active: "https://schema.org/InStock",
    sold: "https://schema.org/SoldOut",
    inactive: "https://schema.org/Discontinued",
    hidden: "https://schema.org/Discontinued",
  }[pet.status];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: pet.name,
    description: excerpt(pet.description, 5000),
    category: pet.breed,
    image: pet.imageList.map((i) => absoluteUrl(i.url)),
    url: absoluteUrl(`/pets/${pet.id}`, locale),
    offers: {
      "@type": "Offer",
      price: pet.price,
      priceCurrency: "INR",
      availability,
      url: absoluteUrl(`/pets/${pet.id}`, locale),
      seller: { "@type": "Person", name: pet.seller.name },
    },
  };
}

/** "More like this"; when it cannot be read the pet's page still renders, without it. */
async function loadSimilarPets(pet: NonNullable<Awaited<ReturnType<typeof getPet>>>) {
  try {
    return await listSimilarPets(pet);
  } catch (e) {
    console.error(`[pet page] listSimilarPets failed: ${(e as Error).message}`);
    return [];
  }
}

export default async function PetPage({ params }: TProps) {
  const locale = await resolvePageLocale(params);
  const { id } = await params;
  const pet = await loadPet(id);
  if (!pet) notFound();
  // The seller's trust figures: a sale, a review, a reply or a hidden review rebuilds this page
  // (refreshSellerPages in lib/pets/revalidate.ts); the reply time follows within `revalidate`.
  // "More like this" is part of the cached page: rebuilt with it when this pet changes, and within
  // `revalidate` when another changes (docs/discovery.md, "The pet page").
  const [trust, similar] = await Promise.all([getSellerTrust({ sellerId: pet.sellerId }), loadSimilarPets(pet)]);

  return (
    <ClientMessages
      namespaces={["Cart", "Common", "Dialog", "Errors", "PetDetail", "Rehoming", "Report", "Share", "Toast", "Validation", "Wishlist"]}
    >
      <JsonLd data={productJsonLd(pet, locale)} />
      <PetDetail pet={pet} locale={locale} trust={trust} similar={similar} />
      <ViewBeacon petId={pet.id} />
    </ClientMessages>
  );
}
