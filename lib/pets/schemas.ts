import * as z from "zod";
import "@/lib/zod";
import { keyV, type TV } from "@/lib/validation/messages";
import { longestWordLength } from "@/lib/validation/words";
import { pageCursor, pageLimit } from "@/lib/validation/page-query";
import {
  REHOMING_FEE_MAX,
  REHOMING_FEE_MIN,
  REHOMING_MAX_QUESTIONS,
  REHOMING_QUESTION_MAX_LENGTH,
  REHOMING_WISHES_MAX_LENGTH,
} from "@/lib/rehoming/constants";
import {
  GENDERS,
  LISTING_MODES,
  MAX_AGE_MONTHS,
  MAX_AVAILABLE,
  MAX_FEATURES,
  MAX_IMAGES,
  MAX_PRICE,
  PET_SORTS,
  PET_STATUSES,
  REPORT_REASONS,
  SELLER_TYPES,
  SPECIES,
  todayInIndia,
} from "./constants";
import { ageRuleProblem } from "./age-rule";
import { checkHealthDates, healthFields } from "./pet-health";

const emptyToUndefined = (x: unknown) => (x === "" || x === null ? undefined : x);
const toBoolean = (x: unknown) => (x === "true" || x === "on" ? true : x === "false" ? false : emptyToUndefined(x));
const text = (v: TV, required: Parameters<TV>[0], max: number, maxKey: Parameters<TV>[0]) =>
  z.string(v(required)).trim().min(1, v(required)).max(max, v(maxKey));

/**
 * The longest word a pet's name or breed may have. Real ones stay far below it: the longest word of a
 * breed is about 13 letters ("Staffordshire", "Rajapalayam", "Chippiparai"), of a town 18
 * ("Thiruvananthapuram"). What it refuses is a pasted link, a row of one letter, markup typed as text:
 * a card cannot show such a word whole on a phone. Towns and descriptions are not bounded this way
 * (a description may quote a link), and rows from before the bound exist: every page wraps or cuts
 * long words wherever it shows them.
 */
export const MAX_WORD_LENGTH = 30;
const hasShortWords = (value: string) => longestWordLength(value) <= MAX_WORD_LENGTH;

const EARLIEST_BIRTH_DATE = "1900-01-01";
/** The fields the checks across fields read (below): they run once these parsed, whatever the others hold. */
const CROSS_CHECKED = new Set<PropertyKey>(["species", "dateOfBirth", "dewormedOn", "vaccinations"]);

/** The listing fields, shared by the add/edit form and POST/PUT /server/pets. */
export const makePetSchema = (v: TV = keyV, now = new Date()) =>
  z
    .object({
      name: text(v, "petNameRequired", 80, "petNameMax").refine(hasShortWords, v("petNameWord")),
      breed: text(v, "breedRequired", 80, "breedMax").refine(hasShortWords, v("breedWord")),
      age: text(v, "ageRequired", 40, "ageMax"),
      gender: z.enum(GENDERS, v("genderRequired")),
      price: z.preprocess(
        (x) => (typeof x === "string" ? (x.trim() === "" ? Number.NaN : Number(x.replace(/[\s,₹]/g, ""))) : x),
        z
          .number(v("priceInvalid"))
          .gt(0, v("priceInvalid"))
          .max(MAX_PRICE, v("priceMax"))
          .transform((n) => Math.round(n)),
      ),
      location: text(v, "locationRequired", 100, "locationMax"),
      description: text(v, "descriptionRequired", 5000, "descriptionMax"),
      features: z
        .array(z.string(v("featuresInvalid")).trim().max(40, v("featureMax")), v("featuresInvalid"))
        .max(MAX_FEATURES * 2, v("featuresMax"))
        .default([])
        .transform((list) => [...new Set(list.filter(Boolean))])
        .pipe(z.array(z.string()).max(MAX_FEATURES, v("featuresMax"))),
      species: z.preprocess(emptyToUndefined, z.enum(SPECIES, v("speciesInvalid")).optional()),
      dateOfBirth: z.preprocess(emptyToUndefined, z.iso.date(v("dateOfBirthInvalid")).optional()),
      vaccinated: z.preprocess(toBoolean, z.boolean().optional()),
      dewormed: z.preprocess(toBoolean, z.boolean().optional()),
      sterilised: z.preprocess(toBoolean, z.boolean().optional()),
      microchipNumber: z.preprocess(
        (x) => (typeof x === "string" ? emptyToUndefined(x.replace(/\s/g, "")) : emptyToUndefined(x)),
        z
          .string()
          .regex(/^[0-9A-Za-z]{9,15}$/, v("microchipInvalid"))
          .optional(),
      ),
      sellerType: z.preprocess(emptyToUndefined, z.enum(SELLER_TYPES, v("sellerTypeInvalid")).optional()),
      registrationNumber: z.preprocess(
        (x) => (typeof x === "string" ? emptyToUndefined(x.trim()) : emptyToUndefined(x)),
        z.string().max(60, v("registrationMax")).optional(),
      ),
      // How many of a litter the listing offers; one animal unless the seller says more.
      available: z.preprocess(
        (x) => (typeof x === "string" ? emptyToUndefined(x.trim()) : emptyToUndefined(x)),
        z.coerce
          .number(v("availableInvalid"))
          .int(v("availableInvalid"))
          .min(1, v("availableInvalid"))
          .max(MAX_AVAILABLE, v("availableInvalid"))
          .default(1),
      ),
      // Vaccinations, deworming date, a CITES species' registration, photos with the mother (lib/pets/pet-health.ts).
      ...healthFields(v),
      // Sale (the classic listing, and what a request without a mode means) or rehoming (docs/rehoming.md).
      mode: z.preprocess(emptyToUndefined, z.enum(LISTING_MODES, v("modeInvalid")).default("sale")),
      // A rehoming's own questions to every applicant: blank ones dropped, the same one once.
      rehoming_questions: z
        .array(
          z.string(v("rehomingQuestionsInvalid")).trim().max(REHOMING_QUESTION_MAX_LENGTH, v("rehomingQuestionMax")),
          v("rehomingQuestionsInvalid"),
        )
        .max(REHOMING_MAX_QUESTIONS * 2, v("rehomingQuestionsMax"))
        .default([])
        .transform((list) => [...new Set(list.filter(Boolean))])
        .pipe(z.array(z.string()).max(REHOMING_MAX_QUESTIONS, v("rehomingQuestionsMax"))),
      rehoming_wishes: z.preprocess(
        (x) => (typeof x === "string" ? emptyToUndefined(x.trim()) : emptyToUndefined(x)),
        z.string(v("rehomingWishesMax")).max(REHOMING_WISHES_MAX_LENGTH, v("rehomingWishesMax")).optional(),
      ),
    })
    .superRefine(
      (pet, ctx) => {
        // A rehoming's price is its adoption fee: within REHOMING_FEE_MIN..MAX (never free, since a free pet
        // draws people who take animals to sell them on; small, since it is not a price), and it rehomes one
        // animal, since the owner chooses one home (a litter is a sale of each).
        // (This runs even when other fields are wrong: a price or count that failed its own check is not judged again.)
        if (pet.mode === "rehoming") {
          const { price, available } = pet as { price: unknown; available: unknown };
          if (typeof price === "number" && price > 0 && (price < REHOMING_FEE_MIN || price > REHOMING_FEE_MAX))
            ctx.addIssue({ code: "custom", path: ["price"], message: v("adoptionFeeRange") });
          if (typeof available === "number" && Number.isInteger(available) && available > 1 && available <= MAX_AVAILABLE)
            ctx.addIssue({ code: "custom", path: ["available"], message: v("rehomingOneAnimal") });
        }
        checkHealthDates(pet, ctx, v, todayInIndia(now));
        if (!pet.dateOfBirth) return;
        const today = todayInIndia(now);
        // A real calendar date, not before 1900 (parrots and tortoises live long; year 0 is a typo or a probe).
        if (pet.dateOfBirth < EARLIEST_BIRTH_DATE)
          ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: v("dateOfBirthInvalid") });
        else if (pet.dateOfBirth > today) ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: v("dateOfBirthFuture") });
        else {
          // The 8-week rule by the date of birth. The age text is read by the server, which also knows the
          // species a breed implies (lib/pets/listing-age.ts).
          const problem = ageRuleProblem({ species: pet.species, dateOfBirth: pet.dateOfBirth, today });
          if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: v(problem.problem) });
        }
      },
      {
        // By default zod skips these while any field is wrong, so a form got its errors in two rounds (the
        // required fields, then a date in the future on the next submit): they run as soon as the fields
        // they read are valid, and every error is shown at once.
        when: ({ issues }) => !issues.some((issue) => CROSS_CHECKED.has(issue.path?.[0] as PropertyKey)),
      },
    );

export const ZPet = makePetSchema();
export type TPetInput = z.infer<typeof ZPet>;
export type TPetFormInput = z.input<typeof ZPet>;

const ZImageIds = z.array(z.string().max(40), "KEEP_IMAGE_IDS_INVALID").max(MAX_IMAGES);

/**
 * PUT /server/pets/{id}: the photos of the listing to keep, in their new order (a JSON text field of the
 * form); none when left out. The form sends back the ids it was given, so anything else is one problem on
 * the field itself, KEEP_IMAGE_IDS_INVALID, not one per item.
 */
export const ZKeepImageIds = z.preprocess((x) => (x === undefined || ZImageIds.safeParse(x).success ? x : null), ZImageIds.default([]));

/** PUT /server/pets/{id}: every listing field again, and the photos to keep. */
export const ZPetEdit = ZPet.safeExtend({ keepImageIds: ZKeepImageIds });

export const ZPetStatus = z.object({ status: z.enum(PET_STATUSES, "STATUS_INVALID") });

export const ZReport = z.object({
  reason: z.enum(REPORT_REASONS, "REPORT_REASON"),
  note: z.string("Note must be text").trim().max(1000, "Note must be at most 1000 characters").default(""),
});

const optionalText = (max: number) =>
  z.preprocess(
    (x) => (typeof x === "string" ? emptyToUndefined(x.trim()) : x),
    z.string().max(max, `Must be at most ${max} characters`).optional(),
  );
const optionalMonths = (name: string) =>
  z.preprocess(
    (x) => emptyToUndefined(x),
    z.coerce
      .number(`${name} must be a number of months`)
      .int(`${name} must be a whole number of months`)
      .min(0, `${name} cannot be negative`)
      .max(MAX_AGE_MONTHS, `${name} is too large`)
      .optional(),
  );
const optionalMoney = (name: string) =>
  z.preprocess(
    (x) => emptyToUndefined(x),
    z.coerce
      .number(`${name} must be a number`)
      .int(`${name} must be a whole number of rupees`)
      .min(0, `${name} cannot be negative`)
      .max(MAX_PRICE, `${name} is too large`)
      .optional(),
  );

/** The longest search (q) GET /server/pets takes. */
export const MAX_QUERY_LENGTH = 100;

/** GET /server/pets query. Unknown values answer 400 rather than being ignored. */
export const ZPetListQuery = z
  .object({
    q: optionalText(MAX_QUERY_LENGTH),
    species: z.preprocess(emptyToUndefined, z.enum(SPECIES, "Unknown species").optional()),
    breed: optionalText(80),
    gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, "Gender must be male or female").optional()),
    location: optionalText(100),
    minPrice: optionalMoney("minPrice"),
    maxPrice: optionalMoney("maxPrice"),
    minAge: optionalMonths("minAge"),
    maxAge: optionalMonths("maxAge"),
    // Only listings that carry "Registered … · checked by PawBazaar" (lib/pets/seller-rules.ts).
    registered: z.preprocess(emptyToUndefined, z.literal("1", "registered must be 1").optional()),
    // Only rehoming listings (the owner chooses an applicant) or only sales (docs/rehoming.md).
    mode: z.preprocess(emptyToUndefined, z.enum(LISTING_MODES, "mode must be sale or rehoming").optional()),
    // Only sellers whose phone and email are both verified (lib/phone, lib/auth).
    verified: z.preprocess(emptyToUndefined, z.literal("1", "verified must be 1").optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(PET_SORTS, "sort must be newest, price_asc or price_desc").default("newest")),
    limit: pageLimit(24),
    cursor: pageCursor,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice cannot be more than maxPrice",
    path: ["minPrice"],
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    message: "minAge cannot be more than maxAge",
    path: ["minAge"],
  });
export type TPetListQuery = z.infer<typeof ZPetListQuery>;
