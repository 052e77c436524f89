import { useLocale, useTranslations } from "#i18n/texts";
import { getPathname } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";

/**
 * "Find a ticket", under the console's tabs: a plain GET form to /admin/tickets?q=… (works without
 * script), for the ticket number a person quotes ("PB-100234", lib/support/ticket.ts).
 */
export function TicketSearch() {
  const t = useTranslations("AdminTickets");
  const locale = useLocale();
  return (
    <form
      role="search"
      aria-label={t("title")}
      action={getPathname({ href: "/admin/tickets", locale })}
      method="get"
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 space-y-1 sm:max-w-xs">
        <label htmlFor="admin-ticket-q" className="block text-sm font-medium text-stone-800">
          {t("label")}
        </label>
        <input
          id="admin-ticket-q"
          name="q"
          type="search"
          maxLength={20}
          autoComplete="off"
          placeholder={t("placeholder")}
          className={`${fieldClasses} border-stone-300 font-mono hover:border-stone-400`}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t("submit")}
      </Button>
    </form>
  );
}
