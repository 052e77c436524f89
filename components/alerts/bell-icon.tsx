// The alerts bell (decorative, like components/ui/icons/: the control around it carries the name).
import type { SVGProps } from "react";

export const BellIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="M6 9a6 6 0 0 1 12 0c0 5.5 2.5 7.5 2.5 7.5h-17S6 14.5 6 9z" />
    <path d="M10 20a2.2 2.2 0 0 0 4 0" />
  </svg>
);
