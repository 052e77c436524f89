import type { Metadata } from "next";
import { Counter } from "../counter";

export const metadata: Metadata = { title: "Floor", description: "A bare Next.js page: the framework's own cost on this machine." };

/**
 * A bare Next.js App Router page with one client component: what any page of a Next.js 16 app costs a
 * phone before the app adds anything (React DOM, the router, hydration). `npm run bench:pages` measures
 * it beside our pages, so a figure from a slower machine or day can be read against it.
 */
export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page with one button, measured beside PawBazaar&apos;s pages.</p>
      <Counter />
    </main>
  );
}
