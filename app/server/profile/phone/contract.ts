import { endpoint } from "@/lib/api/contract";
import { PHONE_RATE_LIMITS } from "@/lib/phone/limits";
import { ZPhoneCodeSentAnswer } from "@/lib/phone/responses";
import { ZPhoneStart } from "@/lib/phone/schemas";
import { ZProfileAnswer } from "@/lib/profile/responses";

export const POST = endpoint({
  tag: "Profile",
  summary: "Send a code to my mobile number",
  description:
    "Sends a 6-digit code by SMS to the Indian mobile number given (read with its number plan: a landline or a foreign number is refused), " +
    "to be entered with POST /server/profile/phone/verify within 10 minutes, in at most 5 tries. Another code only a minute after the last one; " +
    "at most 5 codes a day (India's calendar day) to one number and 5 per account. A number verified on another account is refused without saying whose. " +
    "The number becomes my profile's, verified, only once its code is entered; it is never shown to other members.",
  auth: "required",
  body: ZPhoneStart,
  // Each code is an SMS: per account and per address, beside the codes' own limits.
  rateLimit: ({ auth, ip }) => [
    { rule: PHONE_RATE_LIMITS.startPerUser, subject: auth!.user.id },
    { rule: PHONE_RATE_LIMITS.startPerIp, subject: ip },
  ],
  errors: ["PHONE_ALREADY_VERIFIED", "PHONE_TAKEN", "PHONE_CODE_WAIT", "PHONE_CODES_DAILY_LIMIT", "SMS_FAILED"],
  responses: [{ status: 200, description: "The code is on its way.", schema: ZPhoneCodeSentAnswer }],
});

export const DELETE = endpoint({
  tag: "Profile",
  summary: "Remove my mobile number",
  description:
    "Takes the number (verified or not) off my profile. Not a verified one while a seller registration is waiting or approved, or a bank account is linked for payouts (PHONE_NEEDED): verifying a new number replaces it instead.",
  auth: "required",
  rateLimit: ({ auth }) => [{ rule: PHONE_RATE_LIMITS.removePerUser, subject: auth!.user.id }],
  errors: ["PHONE_NEEDED"],
  responses: [{ status: 200, description: "Removed: the profile as it now is.", schema: ZProfileAnswer }],
});
