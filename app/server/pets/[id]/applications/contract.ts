import { endpoint, idParam } from "@/lib/api/contract";
import { APPLICATION_LIMITS } from "@/lib/applications/limits";
import { ZApplicationSentAnswer, ZPetApplicationsDto } from "@/lib/applications/responses";
import { ZApplication } from "@/lib/applications/schemas";
import { okAnswer } from "@/lib/http/envelope";

export const POST = endpoint({
  tag: "Applications",
  summary: "Apply to adopt a pet being rehomed",
  description:
    "The home (house or flat; rented only with the landlord's consent, the commonest reason adopted pets come back), garden, other pets, experience, who is at home, why, and one answer per question of the listing, in order (each text 1–1,000 characters). Needs a verified email; not one's own pet; the listing active and rehoming. One open application per person and pet: another while one is open, shortlisted or chosen is refused (APPLICATION_EXISTS); after a withdrawal one may apply again. The owner is told by mail.",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  params: idParam("listing"),
  body: ZApplication,
  rateLimit: ({ auth }) => [{ rule: APPLICATION_LIMITS.applyPerUser, subject: auth!.user.id }],
  errors: [
    "PET_NOT_FOUND",
    "OWN_PET_APPLICATION",
    "PET_NOT_REHOMING",
    "PET_NOT_AVAILABLE",
    "APPLICATION_EXISTS",
    "EMAIL_NOT_VERIFIED",
    "ACCOUNT_SUSPENDED",
  ],
  responses: [
    {
      status: 201,
      description: "The application is sent.",
      schema: ZApplicationSentAnswer,
    },
  ],
});

export const GET = endpoint({
  tag: "Applications",
  summary: "The applications for my pet (owner)",
  description:
    "Every application to adopt the pet except withdrawn ones, the chosen and shortlisted first: the answers, and of each applicant the name, member-since date, verifications (email, phone), rating as a seller and completed purchases. Only the pet's owner (NOT_OWNER to anyone else).",
  auth: "required",
  notFound: "PET_NOT_FOUND",
  params: idParam("listing"),
  errors: ["PET_NOT_FOUND", "NOT_OWNER"],
  responses: [{ status: 200, description: "The pet and its applications.", schema: okAnswer({ ...ZPetApplicationsDto.shape }) }],
});
