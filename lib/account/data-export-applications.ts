import "server-only";
import { BATCH, list, oldestFirst, type TFileContents } from "./data-export-rows";
import { APPLICATION_COLUMNS } from "@/lib/applications/columns";

// Applications to adopt in the data export: applications.json. Both sides: as the applicant, every
// application with the home and the answers given; as the owner, the applications received for the
// pets they rehomed (the applicant's words, which the owner read in the app already).

export const applicationsContents = {
  applications: ({ db, userId }) =>
    list(
      (where) =>
        db.rehomingApplication.findMany({
          where: { AND: [{ OR: [{ applicantId: userId }, { ownerId: userId }] }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            ...APPLICATION_COLUMNS,
            applicantId: true,
            pet: { select: { name: true } },
            applicant: { select: { name: true } },
            owner: { select: { name: true } },
          },
        }),
      (a) => ({
        role: a.applicantId === userId ? "applicant" : "owner",
        pet: a.pet.name,
        applicant: a.applicant.name,
        owner: a.owner.name,
        status: a.status,
        homeType: a.homeType,
        isRented: a.isRented,
        hasLandlordConsent: a.hasLandlordConsent,
        hasGarden: a.hasGarden,
        otherPets: a.otherPets,
        experience: a.experience,
        household: a.household,
        reason: a.reason,
        answers: a.answers,
        orderId: a.orderId,
        decidedAt: a.decidedAt,
        createdAt: a.createdAt,
      }),
    ),
} satisfies TFileContents;
