import { useTranslations } from "#i18n/texts";
import { cn } from "@/components/ui/cn";
import type { TPetStatus } from "@/lib/pets/client";

const styles: Record<TPetStatus, string> = {
  active: "bg-green-100 text-green-900 ring-green-300",
  inactive: "bg-stone-200 text-stone-900 ring-stone-300",
  sold: "bg-red-100 text-red-900 ring-red-300",
  hidden: "bg-amber-100 text-amber-950 ring-amber-400",
};

/** A listing's status as a small pill (each status has its own colour). */
export function StatusBadge({ status, className }: { status: TPetStatus; className?: string }) {
  const t = useTranslations("Listings.status");
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset", styles[status], className)}
    >
      {t(status)}
    </span>
  );
}
