import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";

// A verified mobile number for tests that are not about phones (linking a payout account needs one):
// set in the table as a verified code would leave it (lib/phone/service.ts). Each number is new, since
// a verified number belongs to one account at a time (users_verified_phone_key).
let n = 0;

/** A fresh Indian mobile number, "+91" and ten digits (9 and nine more; unique within a run). */
export const freshPhone = () => `+919${String((randomInt(0, 100_000) * 10_000 + ++n) % 1_000_000_000).padStart(9, "0")}`;

/** Gives the account a verified number; answers the number. */
export async function givePhoneVerified(userId: string, phone = freshPhone()) {
  await getDb().user.update({ where: { id: userId }, data: { phone, phoneVerifiedAt: new Date() } });
  return phone;
}
