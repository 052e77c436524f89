import "server-only";
import { env } from "@/lib/env";
import { ANSWER_HOURS, PAY_HOURS } from "./protection";

/** The clocks of protected payment, as the order page explains them to its reader. */
export type TProtectionSettings = {
  /** Days a seller has to hand over a paid, accepted pet (HANDOVER_DAYS) before it is refunded. */
  handoverDays: number;
  /** Hours after the handover in which the buyer may raise a dispute (PROTECTION_HOURS). */
  protectionHours: number;
  /** Hours a seller has to answer a paid order. */
  answerHours: number;
  /** Hours a buyer has to pay an order the seller accepted. */
  payHours: number;
};

/**
 * The numbers the "Payments are protected" explainer quotes, read where the state machine reads them
 * (lib/orders/protection.ts, lib/env.ts), so the page never promises a window the server does not keep.
 */
export function protectionSettings(): TProtectionSettings {
  const { HANDOVER_DAYS, PROTECTION_HOURS } = env();
  return { handoverDays: HANDOVER_DAYS, protectionHours: PROTECTION_HOURS, answerHours: ANSWER_HOURS, payHours: PAY_HOURS };
}
