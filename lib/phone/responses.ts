// What the phone endpoints answer, as zod schemas: the API reference (lib/openapi) describes the answers
// with them. The verify answer adds the profile as it now is (its contract, which names lib/profile).
import * as z from "zod";
import { okAnswer } from "@/lib/http/envelope";

export const ZPhoneCodeSent = z.object({
  message: z.string(),
  phone: z.string().meta({ description: "The number the code went to, as +91 and ten digits." }),
  resendAfter: z.int().nonnegative().meta({ description: "Seconds before another code may be asked for." }),
  expiresAt: z.iso.datetime().meta({ description: "Until when the code can be entered (10 minutes)." }),
});
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;

/** POST /server/profile/phone. */
export const ZPhoneCodeSentAnswer = okAnswer(ZPhoneCodeSent.shape);
