import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";

type TChip = { key: string; href: ComponentProps<typeof Link>["href"]; label: string; count?: number };

/**
 * The console's filter chips (the support inbox's statuses, the Speed page's devices): links in a row
 * that scrolls sideways on its own on a phone, the current one marked for screen readers and in colour.
 */
export function FilterChips({ label, chips, current }: { label: string; chips: TChip[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-2">
        {chips.map(({ key, href, label: text, count }) => {
          const isCurrent = key === current;
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold ${isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"}`}
              >
                {text}
                {count !== undefined && <span className={isCurrent ? "text-white" : "text-stone-600"}>{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
