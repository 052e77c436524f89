import { endpoint } from "@/lib/api/contract";
import { PROFILE_LIMITS } from "@/lib/profile/limits";
import { ZAccountDeletedAnswer, ZMyProfileAnswer, ZProfileSavedAnswer } from "@/lib/profile/responses";
import { ZDeleteAccount, ZProfile } from "@/lib/profile/schemas";

export const GET = endpoint({
  tag: "Profile",
  summary: "My profile and statistics",
  auth: "required",
  responses: [{ status: 200, description: "The profile.", schema: ZMyProfileAnswer }],
});

export const PUT = endpoint({
  tag: "Profile",
  summary: "Save my profile",
  description: "A new email address must be verified again: a link is mailed to it.",
  auth: "required",
  body: ZProfile,
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.updatePerUser, subject: auth!.user.id }],
  errors: ["EMAIL_TAKEN", "PHONE_NEEDED"],
  responses: [
    {
      status: 200,
      description: "Saved.",
      schema: ZProfileSavedAnswer,
    },
  ],
});

export const DELETE = endpoint({
  tag: "Profile",
  summary: "Delete my account",
  description:
    "Needs the password again. At once and for good: every session is signed out (the cookie is cleared), listings without orders are deleted and the others hidden, " +
    "pending orders for my pets rejected and my own pending orders cancelled (a paid one is refunded), and everything about me that nobody else needs is erased. " +
    'Orders and payments stay as tax records, and the messages I sent stay with their receivers, under "Deleted user". My email address can register again. ' +
    "A moderator or admin gives up the role first (ACCOUNT_DELETE_STAFF).",
  auth: "required",
  body: ZDeleteAccount,
  // Every attempt counts, like a login: the password must not be guessable through this door.
  rateLimit: ({ auth }) => [{ rule: PROFILE_LIMITS.deletePerUser, subject: auth!.user.id }],
  errors: ["WRONG_PASSWORD", "ACCOUNT_DELETE_STAFF"],
  responses: [
    {
      status: 200,
      description: "Deleted.",
      schema: ZAccountDeletedAnswer,
    },
  ],
});
