import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale } from "@/lib/i18n/page";
import { filtersOfBrowseKey } from "@/lib/pets/browse-key";
import { BrowseResultsContent, basePathOf, browseResultsMetadata } from "@/components/listings/browse-results-page";

// A filtered browse or search (/pets?species=dog&location=Hyderabad), which the proxy rewrites here with
// its filters in one normal form as the key (lib/pets/browse-key.ts): the same for everyone, so it is
// served from the cache like the landing pages. Reading the request here fails the build.
export const dynamic = "error";
// Nothing is rendered at build time: each search is rendered on its first visit, then cached.
export function generateStaticParams() {
  return [];
}
// A change to any listing rebuilds every filtered page on its next visit (lib/pets/revalidate.ts); the
// minute is the backstop. Self-hosted, the pages live in Next.js's memory LRU only (next.config.ts).
export const revalidate = 60;

type TProps = { params: Promise<{ locale: string; base: string; key: string }> };

async function read(params: TProps["params"]) {
  const { base, key } = await params;
  const basePath = basePathOf(base);
  const filters = basePath ? filtersOfBrowseKey(key) : null;
  return basePath && filters ? { basePath, filters } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const page = await read(params);
  return page ? browseResultsMetadata(locale, page.basePath, page.filters.filters) : {};
}

export default async function CachedBrowseResultsPage({ params }: TProps) {
  await resolvePageLocale(params);
  const page = await read(params);
  if (!page) notFound();
  return (
    <ClientMessages namespaces={["Alerts", "Browse", "Common", "Dialog", "Listings", "PetCard"]}>
      <BrowseResultsContent read={page.filters} basePath={page.basePath} />
    </ClientMessages>
  );
}
