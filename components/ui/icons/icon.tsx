// The frame every small inline icon shares (decorative: always aria-hidden; the control around them
// carries the name). Each icon is a module of its own (this folder), so a page's script holds the icons
// it draws and no others: the bundler keeps a module's exports that any page uses, on every page.
import type { SVGProps } from "react";

export type TIconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: TIconProps) {
  return (
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
      {children}
    </svg>
  );
}
