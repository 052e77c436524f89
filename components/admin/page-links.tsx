import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

/**
 * The foot of a keyset-paged console page: back to the first page (when not on it) and on to the next
 * (when there is one, by the answer's cursor in the address). Nothing when the list fits one page.
 */
export function PageLinks({
  pathname,
  label,
  isFirst,
  nextCursor,
  firstLabel,
  nextLabel,
}: {
  pathname: string;
  label: string;
  isFirst: boolean;
  nextCursor: string | null;
  firstLabel: string;
  nextLabel: string;
}) {
  if (isFirst && !nextCursor) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-3">
      {!isFirst ? (
        <Link href={pathname} className={buttonClasses({ variant: "outline" })}>
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link href={{ pathname, query: { cursor: nextCursor } }} className={buttonClasses({ variant: "outline" })}>
          {nextLabel}
        </Link>
      )}
    </nav>
  );
}
