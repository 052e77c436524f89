import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The heading band every information page opens with: the page's one h1 and its introduction. */
export function InfoHeader({
  title,
  intro,
  meta,
  width = "narrow",
}: {
  title: string;
  intro?: string;
  meta?: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <header className="border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className={cn("mx-auto px-4 py-10 sm:px-6 sm:py-14", width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">{title}</h1>
        {meta && <p className="mt-3 text-sm font-medium text-stone-600">{meta}</p>}
        {intro && <p className="mt-4 max-w-2xl text-lg text-pretty text-stone-700">{intro}</p>}
      </div>
    </header>
  );
}

/** A titled section of an information page (h2), with readable line length and spacing. */
export function InfoSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("space-y-3", className)}>
      <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const proseText = "text-base leading-relaxed text-pretty text-stone-700 sm:text-[1.0625rem]";
export const proseList = "list-disc space-y-2 pl-6 marker:text-brand-700";
