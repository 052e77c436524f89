import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "./button";

/** An empty list: an icon, what is (not) there, a hint, and the one link that helps. */
export function EmptyState({
  icon,
  title,
  hint,
  href,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  href: string;
  action: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {icon}
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      <p className="text-stone-700">{hint}</p>
      <Link href={href} className={buttonClasses({ className: "mt-2" })}>
        {action}
      </Link>
    </div>
  );
}
