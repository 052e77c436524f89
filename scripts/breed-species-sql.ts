// npx tsx scripts/breed-species-sql.ts — prints the SQL that gives listings without a species their
// breed's: every spelling of a breed in the search's catalogue (lib/search/breeds/, and the landing pages'
// names in lib/discovery/breeds/), as a breedKey would hold it (lower-cased) and in the dictionary's
// lookup form, with the species the dictionary gives it (knownBreed, the reading new listings get in
// lib/pets/pet-writes.ts). Migration 20261202100000_pets_available_species_age's backfill was printed by it.
import { LANDING_BREEDS } from "@/lib/discovery/breeds";
import { BREEDS } from "@/lib/search/breeds";
import { lookupWords } from "@/lib/search/normalize";
import { knownBreed } from "@/lib/search/parse";

const written = [
  ...BREEDS.flatMap((b) => [b.name, ...(b.keys ?? []), ...b.aliases]),
  ...LANDING_BREEDS.flatMap((b) => [b.breed, ...Object.values(b.names)].flatMap((n) => [n, n.replace(/\s*\([^)]*\)\s*/g, " ")])),
];
const species = new Map<string, string>();
for (const text of written) {
  const found = knownBreed(text)?.species;
  if (!found) continue;
  for (const spelling of [text.normalize("NFC").trim().toLowerCase(), lookupWords(text).join(" ")]) {
    // The migration runner splits statements at semicolons.
    if (spelling && !spelling.includes(";")) species.set(spelling, found);
  }
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const rows = [...species].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([spelling, s]) => `  (${quote(spelling)}, ${quote(s)})`);

console.log(`UPDATE "pets" AS p SET "species" = v.species::"Species"
FROM (VALUES
${rows.join(",\n")}
) AS v(spelling, species)
WHERE p."species" IS NULL AND p."breedKey" = v.spelling;`);
