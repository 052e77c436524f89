import * as z from "zod";

// A listing's health records as GET /server/pets/{id} answers them (lib/pets/pet-health.ts says what
// they are): part of ZPetDetailDto (lib/pets/responses.ts), shaped here from the row (lib/pets/get-pet.ts).

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const ZPetHealthDto = z.object({
  vaccinations: z
    .array(z.object({ vaccine: z.string(), date: z.iso.date().meta({ description: "The day it was given." }) }))
    .meta({ description: "Its vaccinations as its seller recorded them, in their order." }),
  dewormedOn: z.iso.date().nullable().meta({ description: "When it was last dewormed; null when not given." }),
  speciesRegistrationNumber: z.string().nullable().meta({
    description:
      "For a species on the CITES appendices: the owner's registration under the Living Animal Species (Reporting and Registration) Rules, 2024.",
  }),
});
export type TPetHealthDto = z.infer<typeof ZPetHealthDto>;

export function healthDto(pet: {
  vaccinations: { vaccine: string; givenOn: Date }[];
  dewormedOn: Date | null;
  speciesRegistrationNumber: string | null;
}): TPetHealthDto {
  return {
    vaccinations: pet.vaccinations.map((v) => ({ vaccine: v.vaccine, date: isoDay(v.givenOn) })),
    dewormedOn: pet.dewormedOn ? isoDay(pet.dewormedOn) : null,
    speciesRegistrationNumber: pet.speciesRegistrationNumber,
  };
}
