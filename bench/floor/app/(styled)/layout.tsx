import type { ReactNode } from "react";
// The app's stylesheet, copied from its production build by bench/pages.mjs when it builds the floor.
import "../app.css";

// The styled floor of `npm run bench:pages` (see ../shell.tsx): an English page in the app's stylesheet.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
