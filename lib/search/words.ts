// Data: the words of a search that name a kind of pet, and the words that carry nothing to search for.
// Hindi and Telugu as people type them, several spellings where usage differs. A word is written once in
// all of lib/search's data (lib/search/parse.test.ts fails on a word with two meanings).

/** The species of a listing (the `Species` enum; lib/search/parse.test.ts checks it against lib/pets/constants). */
export const SEARCH_SPECIES = ["dog", "cat", "bird", "fish", "rabbit", "other"] as const;
export type TSearchSpecies = (typeof SEARCH_SPECIES)[number];

/**
 * Words (and phrases) that mean a species. A young animal's word means its species too ("puppies",
 * "पिल्ला", "కుక్కపిల్ల"): beside a breed of that species it adds nothing, and the parser drops it then.
 * English words written in Devanagari or Telugu are here as people type them ("पपी", "పప్పీ", "కిట్టెన్");
 * their plurals ("डॉग्स", "పప్పీలు", "క్యాట్స్") are read through lib/search/normalize.ts's variantsOf.
 * Species `other` has no word of its own: it gathers guinea pigs, hamsters and turtles, so "turtle"
 * names a breed of `other` (lib/search/breeds.ts) rather than the species, which would find hamsters too.
 */
export const SPECIES_WORDS: Record<TSearchSpecies, string[]> = {
  dog: [
    "dog", "dogs", "doggy", "doggie", "puppy", "puppies", "pup", "pups", "kutta", "kutte", "kukka", "kukkalu", "kukka pilla", "kukka pillalu",
    "कुत्ता", "कुत्ते", "कुत्तों", "पिल्ला", "पिल्ले", "पिल्लों", "डॉगी", "डॉग", "श्वान", "कुत्ते का बच्चा", "कुत्ते के बच्चे",
    "కుక్క", "కుక్కలు", "కుక్కపిల్ల", "కుక్కపిల్లలు", "కుక్క పిల్ల", "కుక్క పిల్లలు", "శునకం", "డాగ్",
    "पपी", "पप्पी", "పప్పీ", "పప్పి", "పపీ", "డాగీ",
  ],
  cat: [
    "cat", "cats", "kitten", "kittens", "kitty", "billi", "billiyan", "pilli", "pillulu",
    "बिल्ली", "बिल्लियाँ", "बिल्ला", "बिल्ले", "बिलौटा", "कैट", "बिल्ली का बच्चा", "बिल्ली के बच्चे",
    "పిల్లి", "పిల్లులు", "పిల్లి పిల్ల", "పిల్లి పిల్లలు", "క్యాట్",
    "किटन", "किटेन", "కిట్టెన్", "కిటెన్",
  ],
  bird: [
    "bird", "birds", "parrot", "parrots", "parakeet", "parakeets", "tota", "tote", "chidiya",
    "पक्षी", "चिड़िया", "चिड़ियाँ", "तोता", "तोते", "पंछी", "बर्ड", "पैराकीट",
    "పక్షి", "పక్షులు", "చిలుక", "చిలుకలు", "రామచిలుక", "పిట్ట", "బర్డ్", "పారాకీట్",
  ],
  fish: ["fish", "fishes", "aquarium", "machli", "machhli", "chepa", "chepalu", "मछली", "मछलियाँ", "फिश", "చేప", "చేపలు", "ఫిష్"],
  rabbit: ["rabbit", "rabbits", "bunny", "bunnies", "khargosh", "खरगोश", "रैबिट", "కుందేలు", "కుందేళ్లు", "కుందేళ్ళు", "రాబిట్"],
  other: [],
};

/**
 * The species words that also say young ("puppies", "kitten", "पिल्ला", "కుక్కపిల్ల"): a search with one
 * shows pets under a year old first, then the others (lib/search/parse.ts), since people write "lab
 * puppies" for any Labrador but would rather see the young ones first.
 */
export const YOUNG_WORDS: string[] = [
  "puppy", "puppies", "pup", "pups", "kukka pilla", "kukka pillalu", "पिल्ला", "पिल्ले", "पिल्लों", "कुत्ते का बच्चा", "कुत्ते के बच्चे",
  "కుక్కపిల్ల", "కుక్కపిల్లలు", "కుక్క పిల్ల", "కుక్క పిల్లలు", "पपी", "पप्पी", "పప్పీ", "పప్పి", "పపీ",
  "kitten", "kittens", "बिल्ली का बच्चा", "बिल्ली के बच्चे", "बिलौटा", "పిల్లి పిల్ల", "పిల్లి పిల్లలు", "किटन", "किटेन", "కిట్టెన్", "కిటెన్",
];

/**
 * Words that say nothing about which pet: selling and buying, "in"/"near", "pet" itself, small words.
 * Dropped, so "lab puppies for sale in hyderabad" searches for a Labrador in Hyderabad. The words left
 * over are all required by the text match, so a word kept by mistake makes a search find nothing.
 */
export const NOISE_WORDS: string[] = [
  "for", "sale", "sell", "seller", "selling", "sold", "buy", "buying", "purchase", "in", "at", "near", "nearby", "around", "me", "my",
  "the", "a", "an", "of", "with", "and", "or", "to", "from", "available", "online", "price", "prices", "cost", "cheap", "low",
  "best", "good", "pet", "pets", "animal", "animals", "baby", "babies", "want", "wanted", "need", "needed", "looking", "shop", "kennel",
  "बिक्री", "बिकाऊ", "बेचना", "बेचने", "बेचें", "खरीदें", "खरीदना", "खरीदने", "के", "लिए", "में", "पास", "का", "की", "को", "से", "और", "या",
  "चाहिए", "सस्ता", "सस्ते", "सस्ती", "कीमत", "दाम", "मेरे", "नज़दीक", "पालतू", "जानवर", "बच्चा", "बच्चे", "बिकने",
  // Hindi and Telugu written in Latin letters, as people type them on an English keyboard ("pug chahiye
  // pune mein", "hyderabad lo kukka kavali").
  "mein", "ka", "ki", "ke", "ko", "wala", "wali", "wale", "chahiye", "bechna", "kharidna", "lo", "kavali", "kosam", "ammakaniki",
  // "pet" written in Devanagari. पेट is also "stomach", but on a pet marketplace it is the English word
  // ("पेट शॉप", "पेट डॉग"); kept, it would have to be in a listing's text, and such searches would find nothing.
  "पेट", "पेट्स",
  // कोई is "any, some" ("कोई भी कुत्ता", "कोई मछली"), not the koi fish: lib/search/breeds.ts reads koi in
  // Devanagari only as the two words कोई कार्प.
  "कोई", "भी",
  "అమ్మకానికి", "అమ్మకం", "అమ్మబడును", "అమ్ముతాం", "కొనుగోలు", "కొనాలి", "కొనండి", "కావాలి", "దగ్గర", "సమీపంలో", "ధర",
  "తక్కువ", "పెంపుడు", "జంతువు", "జంతువులు", "మరియు", "లేదా", "కోసం", "పిల్ల", "పిల్లలు", "మంచి", "పెట్", "పెట్స్",
  // Telugu endings written after a zero-width non-joiner, which words() cuts off as words of their own:
  // "in" ("హైదరాబాద్‌లో", "హైదరాబాద్‌లోని") and the plural ("పగ్‌లు", "పగ్‌లను", "పగ్‌లకు"). Alone they are no word.
  "లో", "లోని", "లు", "లను", "లకు",
];
