"use client";
import { useTranslations } from "#i18n/texts";
import type { TApplicationStatus } from "@/lib/applications/schemas";
import { cn } from "@/components/ui/cn";

const TONE: Record<TApplicationStatus, string> = {
  open: "bg-sky-100 text-sky-900",
  shortlisted: "bg-amber-100 text-amber-900",
  chosen: "bg-green-100 text-green-900",
  adopted: "bg-green-100 text-green-900",
  declined: "bg-stone-100 text-stone-800",
  withdrawn: "bg-stone-100 text-stone-800",
  lapsed: "bg-stone-100 text-stone-800",
};

/** An application's status as a small badge, in the reader's language. */
export function ApplicationStatus({ status }: { status: TApplicationStatus }) {
  const t = useTranslations("Applications.status");
  return <span className={cn("rounded-full px-2.5 py-1 text-sm font-medium", TONE[status])}>{t(status)}</span>;
}
