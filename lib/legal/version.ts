// The dates the terms and the privacy policy were last changed, as shown on their pages; and the version
// a person accepts (users.termsVersion): the newer of the two. Publishing a change to either text means
// moving its date here: everyone signed in is then asked once, by a banner, to read and accept it
// (components/legal/consent-banner.tsx), and registering records the new version.
export const LEGAL_DATES = { Terms: "2025-07-20", Privacy: "2026-12-03" } as const;

export const LEGAL_VERSION = [LEGAL_DATES.Terms, LEGAL_DATES.Privacy].sort().at(-1)!;
