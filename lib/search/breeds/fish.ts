// Data: the aquarium fish a search recognises by breed (lib/search/breeds.ts).
import type { TBreedEntry } from "./entry";

export const FISH_BREEDS: TBreedEntry[] = [
  {
    name: "Goldfish",
    species: "fish",
    keys: ["fantail goldfish", "oranda goldfish", "gold fish"],
    aliases: ["gold fish", "fantail goldfish", "गोल्डफ़िश", "गोल्ड फ़िश", "सुनहरी मछली", "గోల్డ్ ఫిష్", "గోల్డ్‌ఫిష్", "బంగారు చేప"],
  },
  {
    name: "Betta",
    species: "fish",
    keys: ["betta (halfmoon)", "betta fish", "fighter fish", "siamese fighting fish"],
    aliases: [
      "betta fish",
      "beta fish",
      "fighter fish",
      "fighting fish",
      "siamese fighting fish",
      "बेट्टा",
      "बेटा फिश",
      "फाइटर फ़िश",
      "फाइटर मछली",
      "బెట్టా",
      "బెట్టా ఫిష్",
      "ఫైటర్ ఫిష్",
    ],
  },
  {
    name: "Guppy",
    species: "fish",
    keys: ["fancy guppy", "guppies"],
    aliases: ["guppies", "guppie", "gupy", "fancy guppy", "गप्पी", "गपी", "గప్పీ", "గపీ"],
  },
  { name: "Arowana", species: "fish", aliases: ["अरोवाना", "అరోవానా"] },
  // Koi in Devanagari only as the two words कोई कार्प: कोई alone is the everyday Hindi "any, some"
  // ("कोई मछली", any fish), a dropped word (lib/search/words.ts).
  {
    name: "Koi",
    species: "fish",
    keys: ["koi carp", "koi fish"],
    aliases: ["koi carp", "koi fish", "कोई कार्प", "कोइ कार्प", "కోయి", "కోయి చేప", "కోయి ఫిష్"],
  },
  { name: "Angelfish", species: "fish", keys: ["angel fish"], aliases: ["angel fish", "एंजल फ़िश", "एंजेल फिश", "ఏంజెల్ ఫిష్", "ఏంజిల్ ఫిష్"] },
  // Molly is also a pet's name: "molly" alone is how aquarium listings name the fish, so it filters the
  // fish, and a dog called Molly is found by its breed rather than its name.
  {
    name: "Molly",
    species: "fish",
    keys: ["molly fish", "mollies", "black molly", "balloon molly"],
    aliases: ["mollies", "molly fish", "black molly", "balloon molly", "मॉली", "मॉली फिश", "మోలీ", "మోలీ ఫిష్"],
  },
  {
    name: "Flowerhorn",
    species: "fish",
    keys: ["flower horn"],
    aliases: ["flower horn", "फ्लावरहॉर्न", "फ्लावर हॉर्न", "ఫ్లవర్‌హార్న్", "ఫ్లవర్ హార్న్"],
  },
];
