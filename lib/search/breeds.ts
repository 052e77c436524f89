// Data: breeds a search recognises, named as listings spell them, with what people type for them:
// short names ("lab", "GSD", "pom"), old names ("alsatian"), common misspellings, and the Hindi and
// Telugu spellings. A recognised breed becomes an exact filter on the listing's breedKey (the
// lower-cased breed), indexed; a breed missing here is still found by the full-text match and, when
// misspelt, by the correction against the breeds actually listed (lib/search/corrections.ts).
import type { TSearchSpecies } from "./words";

export type TBreedEntry = {
  /** As listings spell it (prisma/demo/pets.json): shown as "Showing results for …" and searched for again. */
  name: string;
  species: TSearchSpecies;
  /** Other spellings sellers use for the same breed, lower-cased like breedKey; the filter takes any of them. */
  keys?: string[];
  /** What people type: short names, other names, misspellings, Hindi and Telugu (the name itself is implied). */
  aliases: string[];
};

export const BREEDS: TBreedEntry[] = [
  // Dogs
  {
    name: "Labrador Retriever", species: "dog", keys: ["labrador"],
    aliases: [
      "labrador", "lab", "labra", "labrador dog", "labrodor", "labredor", "labradoor", "labradore", "labradar", "lebrador", "lebra", "labrador retriver", "labrador retreiver",
      "लैब्राडोर", "लेब्राडोर", "लैबराडोर", "लैब्राडोर रिट्रीवर", "लैब", "लैब्रा",
      "లాబ్రడార్", "ల్యాబ్రడార్", "లాబ్రడర్", "లాబ్రడోర్", "లాబ్రడార్ రిట్రీవర్", "ల్యాబ్", "లాబ్",
    ],
  },
  {
    name: "German Shepherd", species: "dog", keys: ["german shepherd dog", "gsd", "alsatian"],
    aliases: ["gsd", "alsatian", "german shepherd dog", "german shepard", "german sheperd", "german shephard", "germen shepherd", "जर्मन शेफर्ड", "जर्मन शेपर्ड", "अल्सेशियन", "జర్మన్ షెపర్డ్", "జెర్మన్ షెపర్డ్", "అల్సేషియన్"],
  },
  {
    name: "Golden Retriever", species: "dog",
    aliases: ["golden", "goldie", "golden retriver", "golden retreiver", "गोल्डन", "गोल्डन रिट्रीवर", "गोल्डन रिट्रिवर", "గోల్డెన్", "గోల్డెన్ రిట్రీవర్", "గోల్డెన్ రిట్రైవర్"],
  },
  { name: "Beagle", species: "dog", aliases: ["beagal", "beagel", "bigal", "beegle", "बीगल", "బీగల్", "బీగిల్"] },
  { name: "Pug", species: "dog", aliases: ["पग", "పగ్"] },
  {
    name: "Indian Pariah Dog (Indie)", species: "dog",
    keys: ["indian pariah dog", "indie", "indie dog", "desi dog", "pariah dog", "indian pariah", "desi"],
    aliases: ["indie", "indy", "desi", "desi dog", "pariah", "pariah dog", "indian pariah", "indian pariah dog", "inpad", "indian dog", "street dog", "देसी", "देसी कुत्ता", "देसी डॉग", "इंडी", "దేశీ", "దేశీ కుక్క", "నాటు కుక్క", "ఇండీ"],
  },
  {
    name: "Shih Tzu", species: "dog", keys: ["shihtzu", "shih-tzu"],
    aliases: [
      "shihtzu", "shitzu", "shitsu", "shih tsu", "shih tzoo", "shi tzu", "shitzoo", "शिह त्ज़ु", "शिह त्ज़ू", "शित्ज़ु", "शिट्ज़ू", "शीत्ज़ू",
      "షిహ్ ట్జు", "షిట్జు", "షిట్జూ", "షిహ్ త్జు", "షిహ్ త్జూ",
    ],
  },
  {
    name: "Rottweiler", species: "dog",
    aliases: ["rottie", "rotti", "rotweiler", "rottwieler", "rotwailer", "rotweiller", "rottweiller", "rotwiler", "रॉटवीलर", "रोटवीलर", "रॉटवाइलर", "रोटविलर", "రాట్‌వీలర్", "రాట్వీలర్", "రోట్‌వీలర్", "రాట్‌వైలర్"],
  },
  {
    name: "Doberman", species: "dog", keys: ["dobermann", "doberman pinscher"],
    aliases: ["dobermann", "doberman pinscher", "dobe", "dobarman", "dobermen", "डोबरमैन", "डॉबरमैन", "డాబర్‌మాన్", "డోబర్‌మాన్", "డాబర్మన్"],
  },
  {
    name: "Dachshund", species: "dog",
    aliases: ["sausage dog", "daschund", "dachsund", "dashund", "dachshound", "dachshun", "डैशहुंड", "डाशहुंड", "डैक्सहुंड", "సాసేజ్ డాగ్", "డాష్‌హండ్", "డాష్హండ్", "డాక్స్‌హండ్"],
  },
  { name: "Pomeranian", species: "dog", aliases: ["pom", "pomerian", "pomeranion", "pomerenian", "pomeranean", "pomranian", "पोमेरेनियन", "पॉमेरियन", "पॉमेरेनियन", "पामेरियन", "పోమెరేనియన్", "పామరేనియన్", "పొమెరేనియన్"] },
  { name: "Siberian Husky", species: "dog", keys: ["husky"], aliases: ["husky", "huskey", "huski", "siberian huskey", "साइबेरियन हस्की", "हस्की", "हस्कि", "సైబీరియన్ హస్కీ", "హస్కీ", "హస్కి"] },
  { name: "Great Dane", species: "dog", aliases: ["grate dane", "great dain", "great den", "ग्रेट डेन", "ग्रेट डैन", "గ్రేట్ డేన్", "గ్రేట్ డెన్"] },
  { name: "Boxer", species: "dog", aliases: ["बॉक्सर", "బాక్సర్"] },
  { name: "Dalmatian", species: "dog", aliases: ["dalmation", "डालमेशियन", "डेलमेशियन", "डॉलमेशियन", "డాల్మేషియన్", "డాల్మేషన్"] },
  {
    name: "Saint Bernard", species: "dog", keys: ["st bernard", "st. bernard"],
    aliases: ["st bernard", "saint bernad", "st bernad", "sent bernard", "सेंट बर्नार्ड", "सेंट बरनार्ड", "సెయింట్ బెర్నార్డ్", "సెంట్ బెర్నార్డ్"],
  },
  { name: "Lhasa Apso", species: "dog", aliases: ["lhasa", "lasa apso", "lhasa apsso", "ल्हासा अप्सो", "ल्हासा", "लासा एप्सो", "లాసా అప్సో", "ల్హాసా అప్సో", "లాసా"] },
  {
    name: "Cocker Spaniel", species: "dog", keys: ["english cocker spaniel", "american cocker spaniel"],
    aliases: ["cocker", "coker", "coker spaniel", "cocker spanial", "english cocker spaniel", "american cocker spaniel", "कॉकर स्पैनियल", "कॉकर", "కాకర్ స్పానియల్", "కాకర్"],
  },
  { name: "Chihuahua", species: "dog", aliases: ["chiwawa", "chihuahwa", "chihuaha", "chiwava", "चिहुआहुआ", "चिवावा", "चीवावा", "చివావా", "చిహువాహువా"] },
  { name: "Maltese", species: "dog", aliases: ["maltes", "maltise", "माल्टीज़", "माल्टीस", "మాల్టీస్", "మాల్టీజ్"] },
  { name: "Poodle", species: "dog", keys: ["toy poodle"], aliases: ["toy poodle", "पूडल", "పూడిల్"] },
  {
    name: "French Bulldog", species: "dog",
    aliases: ["frenchie", "frenchy", "french bull dog", "फ्रेंच बुलडॉग", "फ्रेंच बुल डॉग", "फ्रेंची", "ఫ్రెంచ్ బుల్‌డాగ్", "ఫ్రెంచ్ బుల్డాగ్", "ఫ్రెంచీ"],
  },
  {
    name: "Pitbull", species: "dog", keys: ["pit bull", "american pit bull terrier", "american pitbull", "pitbull terrier", "pit bull terrier"],
    aliases: ["pit bull", "pitbul", "pitbull terrier", "pit bull terrier", "american pitbull", "american pit bull terrier", "पिटबुल", "पिट बुल", "పిట్‌బుల్", "పిట్బుల్", "పిట్ బుల్"],
  },
  { name: "Indian Spitz", species: "dog", keys: ["spitz"], aliases: ["spitz", "indian spits", "स्पिट्ज़", "इंडियन स्पिट्ज़", "स्पिट्ज", "స్పిట్జ్", "ఇండియన్ స్పిట్జ్"] },
  { name: "Yorkshire Terrier", species: "dog", keys: ["yorkie"], aliases: ["yorkie", "yorky", "yorkshire", "यॉर्कशायर टेरियर", "यॉर्की", "యార్క్‌షైర్ టెర్రియర్", "యార్కీ"] },
  { name: "Chow Chow", species: "dog", aliases: ["chowchow", "चाउ चाउ", "चाऊ चाऊ", "చౌ చౌ"] },
  { name: "Samoyed", species: "dog", aliases: ["samoyad", "samoyd", "सामोयड", "समोयेड", "సమోయెడ్"] },
  { name: "Border Collie", species: "dog", aliases: ["बॉर्डर कॉली", "బోర్డర్ కోలీ"] },
  { name: "Belgian Malinois", species: "dog", keys: ["malinois"], aliases: ["malinois", "बेल्जियन मैलिनोइस", "బెల్జియన్ మాలినోయిస్"] },
  { name: "Rajapalayam", species: "dog", aliases: ["rajapalyam", "rajapalayam hound", "राजपालयम", "राजापालयम", "రాజపాళయం", "రాజపాలయం"] },
  { name: "Mudhol Hound", species: "dog", keys: ["mudhol"], aliases: ["mudhol", "caravan hound", "मुधोल", "मुधोल हाउंड", "ముధోల్", "ముధోల్ హౌండ్"] },
  { name: "Chippiparai", species: "dog", aliases: ["chipiparai", "chippiparai hound", "चिप्पिपराई", "చిప్పిపరై", "చిప్పిపారై"] },
  { name: "Kombai", species: "dog", aliases: ["कोम्बई", "कोंबई", "కొంబై"] },
  // Cats
  { name: "Persian", species: "cat", keys: ["persian cat"], aliases: ["persian cat", "parsian", "persain", "persion", "पर्शियन", "परशियन", "पर्सियन", "पर्शियन कैट", "पर्सियन कैट", "పర్షియన్", "పెర్షియన్"] },
  { name: "Siamese", species: "cat", keys: ["siamese cat"], aliases: ["siamese cat", "सियामीज़", "स्यामी", "సయామీస్", "సియామీస్"] },
  {
    name: "Indian Domestic Cat", species: "cat", keys: ["indian cat", "desi cat", "domestic cat"],
    aliases: [
      "indian cat", "desi cat", "desi billi", "desi kitten", "indie cat", "indie kitten", "street cat", "domestic cat", "indian billi",
      "देसी बिल्ली", "देसी कैट", "इंडियन बिल्ली", "నాటు పిల్లి", "నాటు పిల్లులు", "దేశీ పిల్లి", "దేశీ పిల్లులు",
    ],
  },
  { name: "Maine Coon", species: "cat", aliases: ["mainecoon", "मेन कून", "మెయిన్ కూన్"] },
  { name: "Bengal", species: "cat", keys: ["bengal cat"], aliases: ["bengal cat", "बंगाल बिल्ली", "बंगाल कैट", "బెంగాల్ పిల్లి"] },
  { name: "Himalayan", species: "cat", keys: ["himalayan cat"], aliases: ["himalayan cat", "हिमालयन", "हिमालयन बिल्ली", "హిమాలయన్", "హిమాలయన్ పిల్లి"] },
  { name: "British Shorthair", species: "cat", aliases: ["ब्रिटिश शॉर्टहेयर", "బ్రిటిష్ షార్ట్‌హెయిర్"] },
  { name: "Ragdoll", species: "cat", aliases: ["रैगडॉल", "రాగ్‌డాల్"] },
  // Birds
  {
    name: "Budgerigar", species: "bird", keys: ["budgie", "budgies", "budgerigars"],
    aliases: ["budgie", "budgy", "budgerigars", "australian parrot", "australian parakeet", "बजरीगर", "बजी", "बजरी", "ऑस्ट्रेलियन तोता", "బడ్జీ", "బడ్జెరిగర్", "ఆస్ట్రేలియన్ చిలుక"],
  },
  { name: "Cockatiel", species: "bird", aliases: ["cockatiels", "cocktail bird", "cockatial", "कॉकटील", "कॉकटेल", "కాకటీల్", "కాకటియల్"] },
  {
    name: "Lovebird", species: "bird", keys: ["lovebirds", "love bird", "love birds", "peach-faced lovebird", "fischer's lovebird"],
    aliases: ["lovebirds", "love bird", "peach faced lovebird", "लव बर्ड", "लवबर्ड", "లవ్ బర్డ్", "లవ్‌బర్డ్"],
  },
  {
    name: "African Grey Parrot", species: "bird", keys: ["african grey", "african gray", "african gray parrot"],
    aliases: ["african grey", "african gray", "african gray parrot", "अफ़्रीकन ग्रे", "अफ़्रीकन ग्रे तोता", "ఆఫ్రికన్ గ్రే", "ఆఫ్రికన్ గ్రే చిలుక"],
  },
  { name: "Cockatoo", species: "bird", aliases: ["cokatoo", "कॉकटू", "కాకటూ"] },
  { name: "Macaw", species: "bird", aliases: ["macaw parrot", "मकाउ", "मैकॉ", "మకావ్", "మెకావ్"] },
  { name: "Sun Conure", species: "bird", keys: ["conure"], aliases: ["conure", "सन कोन्योर", "సన్ కోన్యూర్"] },
  // Zebra, society and Gouldian finches are bred in cages and sold alike; "finch" finds them all.
  {
    name: "Finch", species: "bird", keys: ["finches", "zebra finch", "society finch", "gouldian finch"],
    aliases: ["finches", "zebra finch", "society finch", "gouldian finch", "फिंच", "ज़ेबरा फिंच", "ఫించ్", "జీబ్రా ఫించ్"],
  },
  // No Indian ringneck or Alexandrine: the rose-ringed parakeet, the hill myna and India's other native
  // birds are protected by law and may not be sold, so the dictionary names no breed of them.
  // Fish
  {
    name: "Goldfish", species: "fish", keys: ["fantail goldfish", "oranda goldfish", "gold fish"],
    aliases: ["gold fish", "fantail goldfish", "गोल्डफ़िश", "गोल्ड फ़िश", "सुनहरी मछली", "గోల్డ్ ఫిష్", "గోల్డ్‌ఫిష్", "బంగారు చేప"],
  },
  {
    name: "Betta", species: "fish", keys: ["betta (halfmoon)", "betta fish", "fighter fish", "siamese fighting fish"],
    aliases: ["betta fish", "beta fish", "fighter fish", "fighting fish", "siamese fighting fish", "बेट्टा", "बेटा फिश", "फाइटर फ़िश", "फाइटर मछली", "బెట్టా", "బెట్టా ఫిష్", "ఫైటర్ ఫిష్"],
  },
  { name: "Guppy", species: "fish", keys: ["fancy guppy", "guppies"], aliases: ["guppies", "guppie", "gupy", "fancy guppy", "गप्पी", "गपी", "గప్పీ", "గపీ"] },
  { name: "Arowana", species: "fish", aliases: ["अरोवाना", "అరోవానా"] },
  // Koi in Devanagari only as the two words कोई कार्प: कोई alone is the everyday Hindi "any, some"
  // ("कोई मछली", any fish), a dropped word (lib/search/words.ts).
  { name: "Koi", species: "fish", keys: ["koi carp", "koi fish"], aliases: ["koi carp", "koi fish", "कोई कार्प", "कोइ कार्प", "కోయి", "కోయి చేప", "కోయి ఫిష్"] },
  { name: "Angelfish", species: "fish", keys: ["angel fish"], aliases: ["angel fish", "एंजल फ़िश", "एंजेल फिश", "ఏంజెల్ ఫిష్", "ఏంజిల్ ఫిష్"] },
  // Molly is also a pet's name: "molly" alone is how aquarium listings name the fish, so it filters the
  // fish, and a dog called Molly is found by its breed rather than its name.
  { name: "Molly", species: "fish", keys: ["molly fish", "mollies", "black molly", "balloon molly"], aliases: ["mollies", "molly fish", "black molly", "balloon molly", "मॉली", "मॉली फिश", "మోలీ", "మోలీ ఫిష్"] },
  { name: "Flowerhorn", species: "fish", keys: ["flower horn"], aliases: ["flower horn", "फ्लावरहॉर्न", "फ्लावर हॉर्न", "ఫ్లవర్‌హార్న్", "ఫ్లవర్ హార్న్"] },
  // Rabbits
  { name: "Holland Lop", species: "rabbit", aliases: ["हॉलैंड लोप", "హాలండ్ లాప్"] },
  { name: "New Zealand White", species: "rabbit", aliases: ["nzw", "न्यूज़ीलैंड व्हाइट", "న్యూజిలాండ్ వైట్"] },
  { name: "Netherland Dwarf", species: "rabbit", aliases: ["नीदरलैंड ड्वार्फ", "నెదర్లాండ్ డ్వార్ఫ్"] },
  { name: "Lionhead", species: "rabbit", aliases: ["lion head", "लायनहेड", "లయన్‌హెడ్"] },
  // Other small pets. The species of a listing has no value of its own for them (lib/search/words.ts's
  // SEARCH_SPECIES ends in "other"), so each is a breed of species `other`: "turtle" then filters turtles,
  // where the species would find guinea pigs and hamsters as well.
  {
    name: "Guinea Pig", species: "other", keys: ["guinea pig (american)", "guinea pigs", "american guinea pig"],
    aliases: ["guinea pigs", "american guinea pig", "cavy", "ginny pig", "गिनी पिग", "गिनीपिग", "గినియా పిగ్", "గినీ పిగ్", "గినియా పంది"],
  },
  {
    name: "Hamster", species: "other", keys: ["syrian hamster"],
    aliases: ["hamsters", "syrian hamster", "hamstar", "हैम्स्टर", "हेम्स्टर", "హామ్స్టర్", "హామ్‌స్టర్", "హ్యామ్‌స్టర్", "హ్యామ్స్టర్"],
  },
  // One entry for turtles and tortoises: Hindi and Telugu have one word for both (कछुआ, తాబేలు), and a
  // spelling may mean one thing only. Kept to the kinds bred for sale (the red-eared slider): India's own
  // turtles and tortoises, the star tortoise among them, are protected by law and may not be sold.
  {
    name: "Turtle", species: "other", keys: ["turtles", "tortoise", "tortoises", "red eared slider", "red-eared slider"],
    aliases: [
      "turtles", "tortoise", "tortoises", "red eared slider", "kachua", "kachhua", "tabelu",
      "कछुआ", "कछुए", "कछुवा", "टर्टल", "తాబేలు", "తాబేళ్లు", "తాబేళ్ళు", "టర్టిల్",
    ],
  },
];
