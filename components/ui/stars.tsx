import { useTranslations } from "#i18n/texts";
import { cn } from "./cn";

/** One star, filled or outlined (decorative: the rating's text or label carries the meaning). */
export function StarIcon({ isFilled, className }: { isFilled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={cn(isFilled ? "text-amber-600" : "text-stone-400", className)}
    >
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={isFilled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A rating as five stars (rounded to the nearest whole star), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className, starClassName }: { rating: number; className?: string; starClassName?: string }) {
  const t = useTranslations("Reviews");
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t("ratingLabel", { rating: Number.isInteger(rating) ? String(rating) : rating.toFixed(1) })}
      className={cn("inline-flex shrink-0 items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} isFilled={n <= filled} className={starClassName} />
      ))}
    </span>
  );
}
