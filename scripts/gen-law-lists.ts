// npx tsx scripts/gen-law-lists.ts — writes lib/law/cites-hint.json from lib/law/species.json: the small
// list the listing form reads to show the registration field for a species on the CITES appendices
// (lib/law/cites-hint.ts). lib/law/species.test.ts fails when the file no longer matches the catalogue.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { citesHintLists } from "@/lib/law/species";

const file = path.resolve(__dirname, "../lib/law/cites-hint.json");
writeFileSync(file, `${JSON.stringify(citesHintLists(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
