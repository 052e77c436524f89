import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

const TONES = {
  brand: "bg-brand-100 text-brand-900 ring-brand-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  green: "bg-green-100 text-green-900 ring-green-300",
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  sky: "bg-sky-100 text-sky-900 ring-sky-300",
  stone: "bg-stone-100 text-stone-900 ring-stone-300",
} as const;

/** A small status pill of the console's users and support pages (text and colour; the text carries the meaning). */
export function AdminBadge({ tone, children, className }: { tone: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
