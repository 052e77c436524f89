import type { Locale } from "next-intl";

// Latin text uses the system's own face (Roboto on Android, San Francisco on iPhones, Segoe UI on
// Windows): nothing to download before the first paint and no swap. Telugu and Hindi pages use the
// device's own face for their script when it has one (Noto on Android, Nirmala UI on Windows, Kohinoor
// and Sangam MN on Apple devices), else ours (app/globals.css): Noto Sans Telugu or Devanagari, regular
// only (bold is drawn from it), limited to its script, served from public/fonts (scripts/copy-fonts.mjs).
// The @font-face names the installed Noto face first (local()). A page in those languages preloads it,
// so body text is there for the first paint and a computer without the script never shows boxes.
// Other pages load nothing. ₹ comes from the system font, which every phone has.
export const FONT_PRELOADS: Partial<Record<Locale, readonly string[]>> = {
  te: ["/fonts/noto-sans-telugu-400.v5.3.0.woff2"],
  hi: ["/fonts/noto-sans-devanagari-400.v5.3.0.woff2"],
};
