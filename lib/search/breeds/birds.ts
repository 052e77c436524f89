// Data: the birds a search recognises by breed (lib/search/breeds.ts). No Indian ringneck or Alexandrine:
// the rose-ringed parakeet, the hill myna and India's other native birds are protected by law and may not
// be sold, so the dictionary names no breed of them (lib/law/species.test.ts holds it to lib/law/species.json).
// "Parakeet" alone is the budgerigar, as the pet trade in India uses the word; the protected parakeets are
// named by more ("rose-ringed parakeet", "indian ringneck") and refused when listed (lib/law/listing-rules.ts).
import type { TBreedEntry } from "./entry";

export const BIRD_BREEDS: TBreedEntry[] = [
  {
    name: "Budgerigar",
    species: "bird",
    keys: ["budgie", "budgies", "budgerigars"],
    aliases: [
      "budgie",
      "budgy",
      "budgerigars",
      "australian parrot",
      "australian parakeet",
      "parakeet",
      "parakeets",
      "बजरीगर",
      "बजी",
      "बजरी",
      "ऑस्ट्रेलियन तोता",
      "पैराकीट",
      "బడ్జీ",
      "బడ్జెరిగర్",
      "ఆస్ట్రేలియన్ చిలుక",
      "పారాకీట్",
    ],
  },
  { name: "Cockatiel", species: "bird", aliases: ["cockatiels", "cocktail bird", "cockatial", "कॉकटील", "कॉकटेल", "కాకటీల్", "కాకటియల్"] },
  {
    name: "Lovebird",
    species: "bird",
    keys: ["lovebirds", "love bird", "love birds", "peach-faced lovebird", "fischer's lovebird"],
    aliases: ["lovebirds", "love bird", "peach faced lovebird", "लव बर्ड", "लवबर्ड", "లవ్ బర్డ్", "లవ్‌బర్డ్"],
  },
  {
    name: "African Grey Parrot",
    species: "bird",
    keys: ["african grey", "african gray", "african gray parrot"],
    aliases: ["african grey", "african gray", "african gray parrot", "अफ़्रीकन ग्रे", "अफ़्रीकन ग्रे तोता", "ఆఫ్రికన్ గ్రే", "ఆఫ్రికన్ గ్రే చిలుక"],
  },
  { name: "Cockatoo", species: "bird", aliases: ["cokatoo", "कॉकटू", "కాకటూ"] },
  { name: "Macaw", species: "bird", aliases: ["macaw parrot", "मकाउ", "मैकॉ", "మకావ్", "మెకావ్"] },
  { name: "Sun Conure", species: "bird", keys: ["conure"], aliases: ["conure", "सन कोन्योर", "సన్ కోన్యూర్"] },
  // Zebra, society and Gouldian finches are bred in cages and sold alike; "finch" finds them all.
  {
    name: "Finch",
    species: "bird",
    keys: ["finches", "zebra finch", "society finch", "gouldian finch"],
    aliases: ["finches", "zebra finch", "society finch", "gouldian finch", "फिंच", "ज़ेबरा फिंच", "ఫించ్", "జీబ్రా ఫించ్"],
  },
];
