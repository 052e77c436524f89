"use client";
import { useTranslations } from "#i18n/texts";
import type { ReactNode } from "react";

/** The card around the support and contact forms: its heading, a short introduction and the required-fields note. */
export function InfoFormFrame({
  id,
  title,
  intro,
  headingLevel = 2,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const t = useTranslations("InfoForms");
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading id={id} className="text-xl font-bold tracking-tight text-stone-900">
        {title}
      </Heading>
      <p className="mt-1 text-stone-700">{intro}</p>
      <p className="mt-1 mb-5 text-sm text-stone-600">{t("allRequired")}</p>
      {children}
    </section>
  );
}
