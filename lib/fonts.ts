import type { Locale } from "next-intl";

// Latin text uses the system's own face (Roboto on Android, San Francisco on iPhones, Segoe UI on
// Windows): nothing to download before the first paint and no swap. Telugu and Hindi pages use the
// phone's own Noto face for their script when it has one, else ours (app/globals.css): Noto Sans Telugu
// or Devanagari, regular and bold, each limited to its script, served from public/fonts
// (scripts/copy-fonts.mjs). Each @font-face names the installed Noto face first (local()), so a phone
// that has it downloads nothing for it. A page in those languages preloads its regular face, so body
// text is there for the first paint and a computer without the script never shows boxes; the bold face
// (headings, buttons) loads when a page first needs it and swaps in. Other pages load neither. ₹ comes from the system font, which every phone has.
export const FONT_PRELOADS: Partial<Record<Locale, readonly string[]>> = {
  te: ["/fonts/noto-sans-telugu-400.v5.3.0.woff2"],
  hi: ["/fonts/noto-sans-devanagari-400.v5.3.0.woff2"],
};
