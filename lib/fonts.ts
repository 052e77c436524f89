import localFont from "next/font/local";

// Latin text uses the system's own face (Roboto on Android, San Francisco on iPhones, Segoe UI on
// Windows): nothing to download before the first paint and no swap. The Noto faces for Telugu and
// Devanagari are self-hosted from npm (next/font/google needs the network at build time) for computers
// without one; each is limited to its script by unicode-range and named only on pages in that language,
// after the phone's own copy (globals.css), so a page downloads at most the face its text needs. ₹ comes
// from the system font (every phone has it) rather than from a 120 KB Devanagari face. The Indic faces
// swap in (not `optional`): a computer without a Telugu or Devanagari font would otherwise show empty
// boxes on a first visit.
export const notoTelugu = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-telugu",
  declarations: [{ prop: "unicode-range", value: "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC" }],
});

export const notoDevanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-devanagari",
  declarations: [{ prop: "unicode-range", value: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF" }],
});

export const fontVariables = `${notoTelugu.variable} ${notoDevanagari.variable}`;
