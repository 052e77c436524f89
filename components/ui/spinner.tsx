import { cn } from "./cn";

/** A spinning ring. With `label` it is a status message for screen readers; without, decorative. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <svg
      className={cn("size-5 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
