import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { AddressBarPath } from "@/lib/i18n/client-navigation";
import { contactSupportLink } from "./contact-support-link";
import { buttonClasses } from "@/components/ui/button";

/** The 404 page: 404, 'Oops! Page not found', the bad path, Return Home, Browse Pets, contact support. */
export function NotFoundView() {
  const t = useTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        <span className="sr-only">404 </span>
        {t("title")}
      </h1>
      <p className="mt-3 text-stone-700">{t("description")}</p>
      <p className="mt-3 max-w-full text-sm text-stone-700">
        {t.rich("badPath", {
          path: () => (
            <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono break-all text-stone-900">
              <AddressBarPath />
            </code>
          ),
        })}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href="/" className={buttonClasses({ size: "lg" })}>
          {t("returnHome")}
        </Link>
        <Link href="/search" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("browsePets")}
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-700">{t.rich("needHelp", { link: contactSupportLink })}</p>
    </div>
  );
}
