"use client";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { landOn, RESULTS_ID, takeLanding } from "./browse-sheet";

/**
 * The results' box (id `results`, the header search's landing: /search?q=…#results). After Apply or a
 * change of sort the new results, drawn afresh, take the page to themselves and the focus to their
 * first pet, not to the top of the filters.
 */
export function ResultsLanding({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && takeLanding()) landOn(ref.current);
  }, []);
  return (
    <div ref={ref} id={RESULTS_ID} tabIndex={-1} className={cn("outline-none", className)}>
      {children}
    </div>
  );
}
