import type { ReactNode } from "react";
// The app's stylesheet, copied from its production build by bench/pages.mjs when it builds the floor.
import "../app.css";

// The Telugu floor of `npm run bench:pages` (see ../shell.tsx): a Telugu page, so the app's Telugu
// font stack (`:lang(te) body`) lays out its text as it lays out ours.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="te">
      <body>{children}</body>
    </html>
  );
}
