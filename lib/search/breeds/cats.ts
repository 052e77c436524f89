// Data: the cats' breeds a search recognises (lib/search/breeds.ts).
import type { TBreedEntry } from "./entry";

export const CAT_BREEDS: TBreedEntry[] = [
  {
    name: "Persian",
    species: "cat",
    keys: ["persian cat"],
    aliases: ["persian cat", "parsian", "persain", "persion", "पर्शियन", "परशियन", "पर्सियन", "पर्शियन कैट", "पर्सियन कैट", "పర్షియన్", "పెర్షియన్"],
  },
  { name: "Siamese", species: "cat", keys: ["siamese cat"], aliases: ["siamese cat", "सियामीज़", "स्यामी", "సయామీస్", "సియామీస్"] },
  {
    name: "Indian Domestic Cat",
    species: "cat",
    keys: ["indian cat", "desi cat", "domestic cat"],
    aliases: [
      "indian cat",
      "desi cat",
      "desi billi",
      "desi kitten",
      "indie cat",
      "indie kitten",
      "street cat",
      "domestic cat",
      "indian billi",
      "देसी बिल्ली",
      "देसी कैट",
      "इंडियन बिल्ली",
      "నాటు పిల్లి",
      "నాటు పిల్లులు",
      "దేశీ పిల్లి",
      "దేశీ పిల్లులు",
    ],
  },
  { name: "Maine Coon", species: "cat", aliases: ["mainecoon", "मेन कून", "మెయిన్ కూన్"] },
  { name: "Bengal", species: "cat", keys: ["bengal cat"], aliases: ["bengal cat", "बंगाल बिल्ली", "बंगाल कैट", "బెంగాల్ పిల్లి"] },
  {
    name: "Himalayan",
    species: "cat",
    keys: ["himalayan cat"],
    aliases: ["himalayan cat", "हिमालयन", "हिमालयन बिल्ली", "హిమాలయన్", "హిమాలయన్ పిల్లి"],
  },
  { name: "British Shorthair", species: "cat", aliases: ["ब्रिटिश शॉर्टहेयर", "బ్రిటిష్ షార్ట్‌హెయిర్"] },
  { name: "Ragdoll", species: "cat", aliases: ["रैगडॉल", "రాగ్‌డాల్"] },
];
