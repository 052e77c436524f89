import localFont from "next/font/local";

// Self-hosted from npm (next/font/google needs the network at build time). Inter covers Latin; the
// Noto faces cover Telugu and Devanagari (and ₹), each limited to its script by unicode-range so a
// page only downloads the faces its text needs. The Indic faces swap in (not `optional`): a computer
// without a Telugu or Devanagari system font would otherwise show empty boxes on a first visit.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
});

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
  declarations: [{ prop: "unicode-range", value: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF" }],
});

export const fontVariables = `${inter.variable} ${notoTelugu.variable} ${notoDevanagari.variable}`;
