import { SITE } from "@/lib/site";
import { cn } from "@/components/ui/cn";
import { WhatsappIcon } from "@/components/ui/icons/whatsapp";

/** The green 'Chat on WhatsApp' button (footer, contact details); opens in a new tab and says so. */
export function WhatsappLink({ label, newTabLabel, className }: { label: string; newTabLabel: string; className?: string }) {
  return (
    <a
      href={SITE.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-4 text-sm font-semibold text-white hover:bg-green-800",
        className,
      )}
    >
      <WhatsappIcon />
      {label}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  );
}
