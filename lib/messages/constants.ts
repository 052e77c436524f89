// The messaging vocabulary the browser needs, free of zod and of the detector itself.

/** What a received message can carry that advance-fee scams use (lib/messages/scam-signals.ts), in the order the notice names them. */
export const SCAM_SIGNALS = ["phone", "upi", "bank", "payment_link", "advance"] as const;
export type TScamSignal = (typeof SCAM_SIGNALS)[number];
