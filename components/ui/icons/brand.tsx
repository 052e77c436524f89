import type { TIconProps } from "./icon";

/** A brand mark (filled), for the footer's social links and WhatsApp. */
export const Brand = ({ d, ...p }: TIconProps & { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d={d} />
  </svg>
);
