import { cn } from "@/components/ui/cn";

/** Shown where a listing has no photo: a soft paw print drawn inline (no request, no layout shift). */
export function PetPlaceholder({ className, label }: { className?: string; label?: string }) {
  return (
    <div
      className={cn("flex items-center justify-center bg-gradient-to-br from-brand-50 via-amber-50 to-stone-100", className)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg
        viewBox="0 0 120 120"
        className="h-1/2 max-h-40 w-1/2 max-w-40 text-brand-200"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="60" cy="60" r="56" className="text-white/70" fill="currentColor" />
        <g className="text-brand-300" fill="currentColor">
          <ellipse cx="33" cy="50" rx="9" ry="12" transform="rotate(-18 33 50)" />
          <ellipse cx="50" cy="33" rx="9" ry="12.5" transform="rotate(-6 50 33)" />
          <ellipse cx="70" cy="33" rx="9" ry="12.5" transform="rotate(6 70 33)" />
          <ellipse cx="87" cy="50" rx="9" ry="12" transform="rotate(18 87 50)" />
          <path d="M60 55c-11 0-26 17-26 28 0 8 6.5 11.5 13 11.5 5.5 0 8.7-2.6 13-2.6s7.5 2.6 13 2.6c6.5 0 13-3.5 13-11.5 0-11-15-28-26-28z" />
        </g>
      </svg>
    </div>
  );
}
