import { cn } from "./cn";

/**
 * A small count on an icon link (cart, wishlist). Renders nothing unless the count is above 0.
 * `label` is the screen-reader text for the count (e.g. "3 items").
 */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (!(count > 0)) return null;
  return (
    <span
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-bold text-white",
        className,
      )}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
