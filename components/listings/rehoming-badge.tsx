import { useTranslations } from "#i18n/texts";
import { cn } from "@/components/ui/cn";

/** "Rehoming" as a small pill, on a rehoming listing's card and page (docs/rehoming.md). */
export function RehomingBadge({ className }: { className?: string }) {
  const t = useTranslations("PetCard");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-bold text-sky-950 ring-1 ring-sky-300 ring-inset",
        className,
      )}
    >
      {t("rehoming")}
    </span>
  );
}
