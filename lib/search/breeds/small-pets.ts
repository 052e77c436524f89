// Data: the rabbits' breeds and the other small pets a search recognises (lib/search/breeds.ts).
import type { TBreedEntry } from "./entry";

export const SMALL_PET_BREEDS: TBreedEntry[] = [
  // Rabbits
  { name: "Holland Lop", species: "rabbit", aliases: ["हॉलैंड लोप", "హాలండ్ లాప్"] },
  { name: "New Zealand White", species: "rabbit", aliases: ["nzw", "न्यूज़ीलैंड व्हाइट", "న్యూజిలాండ్ వైట్"] },
  { name: "Netherland Dwarf", species: "rabbit", aliases: ["नीदरलैंड ड्वार्फ", "నెదర్లాండ్ డ్వార్ఫ్"] },
  { name: "Lionhead", species: "rabbit", aliases: ["lion head", "लायनहेड", "లయన్‌హెడ్"] },
  // Other small pets. The species of a listing has no value of its own for them (lib/search/words.ts's
  // SEARCH_SPECIES ends in "other"), so each is a breed of species `other`: "turtle" then filters turtles,
  // where the species would find guinea pigs and hamsters as well.
  {
    name: "Guinea Pig",
    species: "other",
    keys: ["guinea pig (american)", "guinea pigs", "american guinea pig"],
    aliases: ["guinea pigs", "american guinea pig", "cavy", "ginny pig", "गिनी पिग", "गिनीपिग", "గినియా పిగ్", "గినీ పిగ్", "గినియా పంది"],
  },
  {
    name: "Hamster",
    species: "other",
    keys: ["syrian hamster"],
    aliases: ["hamsters", "syrian hamster", "hamstar", "हैम्स्टर", "हेम्स्टर", "హామ్స్టర్", "హామ్‌స్టర్", "హ్యామ్‌స్టర్", "హ్యామ్స్టర్"],
  },
  // One entry for turtles and tortoises: Hindi and Telugu have one word for both (कछुआ, తాబేలు), and a
  // spelling may mean one thing only. Kept to the kinds bred for sale (the red-eared slider): India's own
  // turtles and tortoises, the star tortoise among them, are protected by law and may not be sold.
  {
    name: "Turtle",
    species: "other",
    keys: ["turtles", "tortoise", "tortoises", "red eared slider", "red-eared slider"],
    aliases: [
      "turtles",
      "tortoise",
      "tortoises",
      "red eared slider",
      "kachua",
      "kachhua",
      "tabelu",
      "कछुआ",
      "कछुए",
      "कछुवा",
      "टर्टल",
      "తాబేలు",
      "తాబేళ్లు",
      "తాబేళ్ళు",
      "టర్టిల్",
    ],
  },
];
