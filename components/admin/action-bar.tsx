import type { ReactNode } from "react";

/** The row of a reported listing's or conversation's action buttons, under its card (components/admin/reports-queue.tsx). */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-2 border-t border-stone-200 pt-3 sm:flex sm:flex-wrap sm:justify-end">{children}</div>;
}
