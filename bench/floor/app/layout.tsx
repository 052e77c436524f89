import type { ReactNode } from "react";

// The floor of `npm run bench:pages`: the smallest page Next.js can serve with React on it (see page.tsx).
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
