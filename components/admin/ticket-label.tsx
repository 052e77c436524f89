import { useTranslations } from "#i18n/texts";

/** A complaint's ticket number in the console ("Ticket PB-100234"), as the person who quotes it was told it. */
export function TicketLabel({ ticket }: { ticket: string }) {
  const t = useTranslations("Admin");
  return <span className="font-mono font-semibold whitespace-nowrap text-stone-900">{t("ticket", { ticket })}</span>;
}
