import { useLocale, useTranslations } from "#i18n/texts";
import { isLocale } from "@/lib/i18n/routing";
import { stateName } from "@/lib/law/states";
import type { TPetDto } from "@/lib/pets/responses";
import { cn } from "@/components/ui/cn";
import { ShieldIcon } from "@/components/ui/icons/shield";

/**
 * "Registered breeder · checked by PawBazaar" with the state, in the reader's language: a seller whose
 * registration with their State Animal Welfare Board (or AWBI, a shelter's) a moderator approved.
 * `compact` for a card (small, at most two lines); the full size for a pet page's seller block.
 * Renders on the server or in the browser (its texts are in the PetCard namespace, which every page with
 * cards hands to the browser).
 */
export function RegisteredBadge({
  registered,
  isCompact = false,
  className,
}: {
  registered: NonNullable<TPetDto["registered"]>;
  isCompact?: boolean;
  className?: string;
}) {
  const t = useTranslations("PetCard.registered");
  const locale = useLocale();
  const state = stateName(registered.state, isLocale(locale) ? locale : "en");
  const text = t(registered.type, { state });
  return (
    <p
      className={cn(
        "flex min-w-0 items-start gap-1 font-semibold text-green-900",
        isCompact ? "text-xs" : "rounded-lg bg-green-50 px-3 py-2 text-sm ring-1 ring-green-200 ring-inset",
        className,
      )}
      title={isCompact ? text : undefined}
    >
      <ShieldIcon className={cn("shrink-0 text-green-700", isCompact ? "size-4" : "size-5")} aria-hidden="true" />
      <span className={isCompact ? "line-clamp-2 wrap-anywhere" : "wrap-anywhere"}>{text}</span>
    </p>
  );
}
