import { useTranslations } from "#i18n/texts";
import { Link } from "@/lib/i18n/navigation";
import { PawIcon } from "@/components/ui/icons/paw";
import { cn } from "@/components/ui/cn";

/** The PawBazaar logo, a link home. */
export function Logo({ className }: { className?: string }) {
  const t = useTranslations("Common");
  return (
    <Link
      href="/"
      className={cn("inline-flex items-center gap-1.5 rounded-md text-xl font-extrabold tracking-tight text-brand-700", className)}
    >
      <PawIcon className="size-7" />
      <span>{t("appName")}</span>
    </Link>
  );
}
