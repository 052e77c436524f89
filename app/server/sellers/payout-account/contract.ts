import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { LINKED_ACCOUNT_RATE_LIMITS } from "@/lib/payouts/linked-account-limits";
import { ZPayoutAccount, ZPayoutAccountAnswer } from "@/lib/payouts/linked-account-responses";
import { ZPayoutAccountInput } from "@/lib/payouts/linked-account-schemas";

const SEND_ERRORS = [
  "EMAIL_NOT_VERIFIED",
  "PHONE_NOT_VERIFIED",
  "LINKED_ACCOUNT_NOT_NEEDED",
  "LINKED_ACCOUNT_REFUSED",
  "PAYMENT_GATEWAY_ERROR",
] as const;

export const GET = endpoint({
  tag: "Payments",
  summary: "My bank account for payouts",
  description:
    "Who pays sellers, and my bank account linked for it. With Razorpay (`provider: razorpay`), sellers are paid through Razorpay Route into their own linked account: its state (under review, needs clarification with what Razorpay asked, activated), and only masked copies of the PAN and the account number. With the mock provider, our team sends payouts and there is nothing to link.",
  auth: "required",
  responses: [
    {
      status: 200,
      description: "Who pays sellers, and my linked account (null before one is linked).",
      schema: okAnswer(ZPayoutAccountAnswer.shape),
    },
  ],
});

export const POST = endpoint({
  tag: "Payments",
  summary: "Link my bank account for payouts",
  description:
    "Sends my details to Razorpay Route as a linked account (the account, its stakeholder, the Route product, then the bank account it settles to). Razorpay then reviews them: the state moves to activated (or needs clarification) by its webhooks. One per seller; needs a verified email and a verified mobile number (POST /server/profile/phone). A paid order can be accepted only once it is activated. When Razorpay refuses a detail, the field it named is in `fieldCodes`; when it fails midway, send the details again with PATCH.",
  auth: "required",
  body: ZPayoutAccountInput,
  rateLimit: ({ auth }) => [{ rule: LINKED_ACCOUNT_RATE_LIMITS.sendPerUser, subject: auth!.user.id }],
  errors: [...SEND_ERRORS, "LINKED_ACCOUNT_EXISTS"],
  responses: [{ status: 201, description: "Sent to Razorpay.", schema: okAnswer({ account: ZPayoutAccount }) }],
});

export const PATCH = endpoint({
  tag: "Payments",
  summary: "Send my bank account details again",
  description:
    "The same details again: to finish a link that stopped midway (created), or with what Razorpay asked to be clarified (needs_clarification). Refused while Razorpay reviews them, and once the account is activated or suspended.",
  auth: "required",
  body: ZPayoutAccountInput,
  rateLimit: ({ auth }) => [{ rule: LINKED_ACCOUNT_RATE_LIMITS.sendPerUser, subject: auth!.user.id }],
  errors: [...SEND_ERRORS, "LINKED_ACCOUNT_NOT_FOUND", "LINKED_ACCOUNT_LOCKED"],
  responses: [{ status: 200, description: "Sent to Razorpay again.", schema: okAnswer({ account: ZPayoutAccount }) }],
});
