import { endpoint } from "@/lib/api/contract";
import { PHONE_RATE_LIMITS } from "@/lib/phone/limits";
import { ZPhoneVerify } from "@/lib/phone/schemas";
import { ZPhoneVerifiedAnswer } from "@/lib/profile/responses";

export const POST = endpoint({
  tag: "Profile",
  summary: "Verify my mobile number with its code",
  description:
    "Checks the code of the newest POST /server/profile/phone. Each try counts, right or wrong; after 5 wrong ones the code is dead and a new one is needed. " +
    "When it matches, its number becomes my profile's phone, verified (`phoneVerified`). If another account verified the number first, PHONE_TAKEN.",
  auth: "required",
  body: ZPhoneVerify,
  // Each code allows 5 tries; this bounds the guesses over many codes.
  rateLimit: ({ auth }) => [{ rule: PHONE_RATE_LIMITS.verifyPerUser, subject: auth!.user.id }],
  errors: ["PHONE_CODE_NONE", "PHONE_CODE_EXPIRED", "PHONE_CODE_TRIES", "PHONE_CODE_WRONG", "PHONE_TAKEN"],
  responses: [
    {
      status: 200,
      description: "Verified: the number, and the profile as it now is.",
      schema: ZPhoneVerifiedAnswer,
    },
  ],
});
