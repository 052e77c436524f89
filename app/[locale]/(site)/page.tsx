import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { HomeHero, HomeFeatures } from "@/components/home/home-sections";

export default async function HomePage({ params }: TLocaleParams) {
  await resolvePageLocale(params);
  return (
    <>
      <HomeHero />
      {/* Available Pets grid (3 columns on large screens, loading/error/empty states, 30 s refresh,
          View All Pets link) goes here in the listings slice. */}
      <HomeFeatures />
    </>
  );
}
