import type { TIconProps } from "./icon";

/** The small filled arrow at the right edge of a select (a 20-unit box, unlike the outlined icons). */
export const ChevronDownIcon = (p: TIconProps) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
  </svg>
);
