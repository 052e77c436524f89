import { type TIconProps } from "./icon";

export const PawIcon = (p: TIconProps) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <ellipse cx="6" cy="9.5" rx="2.2" ry="2.8" />
    <ellipse cx="10" cy="5.5" rx="2.2" ry="2.9" />
    <ellipse cx="14.5" cy="5.5" rx="2.2" ry="2.9" />
    <ellipse cx="18.3" cy="9.6" rx="2.2" ry="2.8" />
    <path d="M12.2 11.2c-2.6 0-6.2 4.1-6.2 6.6 0 1.9 1.5 2.7 3 2.7 1.3 0 2.1-.6 3.2-.6s1.9.6 3.2.6c1.5 0 3-.8 3-2.7 0-2.5-3.6-6.6-6.2-6.6z" />
  </svg>
);
