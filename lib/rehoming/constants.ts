// The numbers of rehoming (docs/rehoming.md), one place for the form, the server and the texts that say them.

/**
 * The adoption fee, in rupees: never free, since a fee is what deters "free to a good home" flipping (an
 * animal taken for nothing and sold on, or worse); small, since it is not a price. ₹500 is what a shelter
 * in an Indian city asks at the least; ₹5,000 stays under what a pedigree puppy is sold for by far.
 */
export const REHOMING_FEE_MIN = 500;
export const REHOMING_FEE_MAX = 5_000;

/** The owner's own questions to every applicant, at most (a check in migration 20261206090000_rehoming). */
export const REHOMING_MAX_QUESTIONS = 5;
export const REHOMING_QUESTION_MAX_LENGTH = 200;
/** What the owner wants of the new home ("a garden, no other cats"). */
export const REHOMING_WISHES_MAX_LENGTH = 1_000;

/** How long the chosen applicant's order is reserved for them to pay the fee; then the owner chooses again. */
export const REHOMING_PAY_HOURS = 48;

/** An application's answers, each at most this long. */
export const APPLICATION_ANSWER_MAX_LENGTH = 1_000;

/** After a rehoming's handover, the adopter is asked how the pet is settling: after a week and after a month. */
export const CHECK_IN_DAYS = { week: 7, month: 30 } as const;
export type TCheckInKind = keyof typeof CHECK_IN_DAYS;
export const CHECK_IN_NOTE_MAX_LENGTH = 500;
