import { Counter } from "./counter";

// What the styled and Telugu floors draw (bench/pages.mjs judges each page against one of them): a
// header with the app's kind of inline icons, a heading, a paragraph and one button, in the app's own
// stylesheet (app.css, the production build's CSS, copied here when the floor is built). So a floor
// pays what any page of ours pays before its content: the stylesheet's style and layout, the first
// SVGs' set-up, and, in Telugu, the font lookups of the first Telugu text.

const PAW =
  "M6 9.5a2.2 2.8 0 1 0 0 .01M10 5.5a2.2 2.9 0 1 0 0 .01M14.5 5.5a2.2 2.9 0 1 0 0 .01M18.3 9.6a2.2 2.8 0 1 0 0 .01M12.2 11.2c-2.6 0-6.2 4.1-6.2 6.6 0 1.9 1.5 2.7 3 2.7 1.3 0 2.1-.6 3.2-.6s1.9.6 3.2.6c1.5 0 3-.8 3-2.7 0-2.5-3.6-6.6-6.2-6.6z";
/** Outline icons like the header's (search, heart, cart, person), drawn the way the app draws its icons. */
const ICONS = [
  "M21 21l-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14z",
  "M12 21s-7-4.4-9.3-8.6C1.2 9.4 3 5.5 6.6 5.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.4 3.9 3.9 6.9C19 16.6 12 21 12 21z",
  "M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M10 21h.01M17 21h.01",
  "M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
];

export function FloorShell({ title, text, labels }: { title: string; text: string; labels: string[] }) {
  return (
    <>
      <header className="border-b border-stone-200 bg-white">
        <nav className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <span className="flex items-center gap-2 text-lg font-bold text-stone-900">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 rounded-lg bg-brand-700 p-1 text-white">
              <path d={PAW} fill="currentColor" />
            </svg>
            Floor
          </span>
          <ul className="flex items-center gap-1">
            {ICONS.map((d, i) => (
              <li key={d} className="flex flex-col items-center px-2 text-xs font-medium text-stone-700">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8}>
                  <path d={d} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {labels[i]}
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="max-w-prose text-stone-700">{text}</p>
        <Counter />
      </main>
    </>
  );
}
