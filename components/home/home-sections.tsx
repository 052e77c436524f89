import { useTranslations } from "#i18n/texts";
import type { ComponentType, SVGProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { HeartIcon } from "@/components/ui/icons/heart";
import { PawIcon } from "@/components/ui/icons/paw";
import { ShieldIcon } from "@/components/ui/icons/shield";

/** The home hero: title, Get Started (/register) and Browse Pets (/login). */
export function HomeHero() {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <PawIcon className="pointer-events-none absolute -top-6 -right-8 size-48 rotate-12 text-brand-100 sm:size-72" />
      <PawIcon className="pointer-events-none absolute bottom-4 -left-10 size-32 -rotate-12 text-amber-100 sm:size-40" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
          <ShieldIcon className="size-4" />
          {t("badge")}
        </p>
        <h1
          id="home-title"
          className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
        >
          {t("title")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700 sm:text-xl">{t("subtitle")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses({ size: "lg" })}>
            {t("getStarted")}
          </Link>
          <Link href="/login" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("browsePets")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Three feature blurbs under the listings. */
export function HomeFeatures() {
  const t = useTranslations("Home");
  const features: { title: string; body: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { title: t("featureVerifiedTitle"), body: t("featureVerifiedBody"), icon: ShieldIcon },
    { title: t("featureCareTitle"), body: t("featureCareBody"), icon: HeartIcon },
    { title: t("featureRehomeTitle"), body: t("featureRehomeBody"), icon: PawIcon },
  ];
  return (
    <section
      aria-labelledby="features-title"
      className="below-fold mx-auto max-w-7xl px-4 py-12 [contain-intrinsic-block-size:auto_46rem] sm:px-6 sm:py-16 sm:[contain-intrinsic-block-size:auto_24rem]"
    >
      <h2 id="features-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t("featuresTitle")}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {features.map(({ title, body, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-1 text-stone-700">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
