import type { ReactNode } from "react";

// The bare floor of `npm run bench:pages`: the smallest page Next.js can serve with React on it (see
// page.tsx). No stylesheet, no icon, English text: the framework's own cost, printed for reference.
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
