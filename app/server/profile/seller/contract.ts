import * as z from "zod";
import { endpoint } from "@/lib/api/contract";
import { okAnswer } from "@/lib/http/envelope";
import { REGISTRATION_LIMITS, ZRegistrationForm } from "@/lib/sellers/registration-schemas";
import { REGISTRATION_RATE_LIMITS } from "@/lib/sellers/registration-limits";
import { ZMyRegistration, ZMyRegistrationAnswer } from "@/lib/sellers/registration-responses";

export const GET = endpoint({
  tag: "Profile",
  summary: "My seller registration",
  description:
    "The account's registration as a breeder, pet shop or shelter (one at most) and where its certificate is read, whether the account may send one (a verified mobile number and email), and how many of its listings are held until one is approved.",
  auth: "required",
  responses: [{ status: 200, description: "The registration, or null.", schema: ZMyRegistrationAnswer }],
});

export const POST = endpoint({
  tag: "Profile",
  summary: "Send (or replace) my seller registration",
  description: `A breeder's or pet shop's registration with its State Animal Welfare Board (Pet Shop Rules 2018; Dog Breeding and Marketing Rules 2017), or a shelter's registration or AWBI recognition: \`type\`, \`state\` (a code of lib/law/states.json), \`number\`, \`validUntil\` (a future day; required for a breeder and a pet shop) and the certificate (\`certificate\`: a photo, re-encoded without its metadata, or a PDF of at most ${REGISTRATION_LIMITS.pdfMaxBytes / 1_000_000} MB). Needs a verified mobile number and email. It replaces any earlier one and waits for a moderator (pending): meanwhile the account's listings as a breeder, pet shop or shelter are held, and published when it is approved. The certificate is never public.`,
  auth: "required",
  multipart: {
    maxBytes: REGISTRATION_LIMITS.requestMaxBytes,
    fields: ZRegistrationForm,
    files: {
      name: "certificate",
      maxItems: 1,
      description: "The certificate: a photo or a PDF.",
      contentType: "image/jpeg, image/png, image/webp, image/heic, application/pdf",
    },
  },
  rateLimit: ({ auth }) => [{ rule: REGISTRATION_RATE_LIMITS.submitPerUser, subject: auth!.user.id }],
  errors: [
    "REGISTRATION_PHONE_REQUIRED",
    "EMAIL_NOT_VERIFIED",
    "CERTIFICATE_REQUIRED",
    "CERTIFICATE_UNREADABLE",
    "CERTIFICATE_TOO_LARGE",
    "PHOTO_TOO_LARGE",
    "IMAGES_BUSY",
    "PHOTO_STORE_FAILED",
  ],
  responses: [
    {
      status: 201,
      description: "Sent: it waits for a moderator.",
      schema: okAnswer({
        message: z.string(),
        registration: ZMyRegistration,
        heldListings: z.number().int().meta({ description: "The active listings held until it is approved." }),
      }),
    },
  ],
});
