"use client";
import { useTranslations } from "#i18n/texts";
import { useEffect } from "react";
import { Link } from "@/lib/i18n/navigation";
import { contactSupportLink } from "./contact-support-link";
import { Button, buttonClasses } from "@/components/ui/button";

type TProps = { error: Error & { digest?: string }; reset: () => void };

/** The themed error page: what happened in plain words, a retry, a way home, and a reference for support. */
export function ErrorView({ error, reset }: TProps) {
  const t = useTranslations("ErrorPage");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24" role="alert">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl" aria-hidden="true">
        {t("badge")}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-stone-700">{t("description")}</p>
      {error.digest && <p className="mt-3 text-sm text-stone-600">{t("reference", { digest: error.digest })}</p>}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={reset}>
          {t("retry")}
        </Button>
        <Link href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("home")}
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-700">{t.rich("help", { link: contactSupportLink })}</p>
    </div>
  );
}
