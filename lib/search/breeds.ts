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
    aliases: ["labrador", "lab", "labra", "labrador dog", "labrodor", "labredor", "लैब्राडोर", "लेब्राडोर", "लैब्राडोर रिट्रीवर", "लैब", "లాబ్రడార్", "ల్యాబ్రడార్", "లాబ్రడర్", "లాబ్రడార్ రిట్రీవర్", "ల్యాబ్"],
  },
  {
    name: "German Shepherd", species: "dog", keys: ["german shepherd dog", "gsd", "alsatian"],
    aliases: ["gsd", "alsatian", "german shepherd dog", "german shepard", "german sheperd", "जर्मन शेफर्ड", "जर्मन शेपर्ड", "अल्सेशियन", "జర్మన్ షెపర్డ్", "జెర్మన్ షెపర్డ్", "అల్సేషియన్"],
  },
  {
    name: "Golden Retriever", species: "dog",
    aliases: ["golden", "goldie", "गोल्डन", "गोल्डन रिट्रीवर", "గోల్డెన్", "గోల్డెన్ రిట్రీవర్"],
  },
  { name: "Beagle", species: "dog", aliases: ["बीगल", "బీగల్"] },
  { name: "Pug", species: "dog", aliases: ["पग", "పగ్"] },
  {
    name: "Indian Pariah Dog (Indie)", species: "dog",
    keys: ["indian pariah dog", "indie", "indie dog", "desi dog", "pariah dog", "indian pariah", "desi"],
    aliases: ["indie", "indy", "desi", "desi dog", "pariah", "pariah dog", "indian pariah", "indian pariah dog", "inpad", "indian dog", "street dog", "देसी", "देसी कुत्ता", "देसी डॉग", "इंडी", "దేశీ", "దేశీ కుక్క", "నాటు కుక్క", "ఇండీ"],
  },
  {
    name: "Shih Tzu", species: "dog", keys: ["shihtzu", "shih-tzu"],
    aliases: ["shihtzu", "shitzu", "shih tsu", "शिह त्ज़ु", "शित्ज़ु", "शिट्ज़ू", "షిహ్ ట్జు", "షిట్జు", "షిహ్ త్జు"],
  },
  { name: "Rottweiler", species: "dog", aliases: ["rottie", "rotti", "rotweiler", "rottwieler", "रॉटवीलर", "रोटवीलर", "రాట్‌వీలర్", "రాట్వీలర్", "రోట్‌వీలర్"] },
  {
    name: "Doberman", species: "dog", keys: ["dobermann", "doberman pinscher"],
    aliases: ["dobermann", "doberman pinscher", "dobe", "डोबरमैन", "डॉबरमैन", "డాబర్‌మాన్", "డోబర్‌మాన్", "డాబర్మన్"],
  },
  { name: "Dachshund", species: "dog", aliases: ["sausage dog", "daschund", "dachsund", "डैशहुंड", "డాష్‌హండ్"] },
  { name: "Pomeranian", species: "dog", aliases: ["pom", "pomerian", "pomeranion", "पोमेरेनियन", "पॉमेरेनियन", "पामेरियन", "పోమెరేనియన్", "పామరేనియన్", "పొమెరేనియన్"] },
  { name: "Siberian Husky", species: "dog", keys: ["husky"], aliases: ["husky", "साइबेरियन हस्की", "हस्की", "సైబీరియన్ హస్కీ", "హస్కీ"] },
  { name: "Great Dane", species: "dog", aliases: ["ग्रेट डेन", "గ్రేట్ డేన్"] },
  { name: "Boxer", species: "dog", aliases: ["बॉक्सर", "బాక్సర్"] },
  { name: "Dalmatian", species: "dog", aliases: ["dalmation", "डालमेशियन", "डेलमेशियन", "డాల్మేషియన్"] },
  { name: "Saint Bernard", species: "dog", keys: ["st bernard", "st. bernard"], aliases: ["st bernard", "सेंट बर्नार्ड", "సెయింట్ బెర్నార్డ్"] },
  { name: "Lhasa Apso", species: "dog", aliases: ["lhasa", "ल्हासा अप्सो", "లాసా అప్సో"] },
  { name: "Cocker Spaniel", species: "dog", aliases: ["cocker", "कॉकर स्पैनियल", "కాకర్ స్పానియల్"] },
  { name: "Chihuahua", species: "dog", aliases: ["चिहुआहुआ", "చివావా"] },
  { name: "Maltese", species: "dog", aliases: ["माल्टीज़", "మాల్టీస్"] },
  { name: "Poodle", species: "dog", keys: ["toy poodle"], aliases: ["toy poodle", "पूडल", "పూడిల్"] },
  { name: "French Bulldog", species: "dog", aliases: ["frenchie", "फ्रेंच बुलडॉग", "ఫ్రెంచ్ బుల్‌డాగ్"] },
  { name: "Border Collie", species: "dog", aliases: ["बॉर्डर कॉली", "బోర్డర్ కోలీ"] },
  { name: "Belgian Malinois", species: "dog", keys: ["malinois"], aliases: ["malinois", "बेल्जियन मैलिनोइस", "బెల్జియన్ మాలినోయిస్"] },
  { name: "Rajapalayam", species: "dog", aliases: ["राजपालयम", "రాజపాళయం"] },
  { name: "Mudhol Hound", species: "dog", keys: ["mudhol"], aliases: ["mudhol", "caravan hound", "मुधोल", "मुधोल हाउंड", "ముధోల్"] },
  { name: "Chippiparai", species: "dog", aliases: ["चिप्पिपराई", "చిప్పిపరై"] },
  { name: "Kombai", species: "dog", aliases: ["कोम्बई", "కొంబై"] },
  // Cats
  { name: "Persian", species: "cat", keys: ["persian cat"], aliases: ["persian cat", "parsian", "persain", "पर्शियन", "परशियन", "पर्शियन कैट", "పర్షియన్", "పెర్షియన్"] },
  { name: "Siamese", species: "cat", keys: ["siamese cat"], aliases: ["siamese cat", "सियामीज़", "स्यामी", "సయామీస్", "సియామీస్"] },
  {
    name: "Indian Domestic Cat", species: "cat", keys: ["indian cat", "desi cat", "domestic cat"],
    aliases: ["indian cat", "desi cat", "desi billi", "domestic cat", "indian billi", "देसी बिल्ली", "इंडियन बिल्ली", "నాటు పిల్లి", "దేశీ పిల్లి"],
  },
  { name: "Maine Coon", species: "cat", aliases: ["mainecoon", "मेन कून", "మెయిన్ కూన్"] },
  { name: "Bengal", species: "cat", keys: ["bengal cat"], aliases: ["bengal cat", "बंगाल बिल्ली", "बंगाल कैट", "బెంగాల్ పిల్లి"] },
  { name: "Himalayan", species: "cat", keys: ["himalayan cat"], aliases: ["himalayan cat", "हिमालयन", "हिमालयन बिल्ली", "హిమాలయన్", "హిమాలయన్ పిల్లి"] },
  { name: "British Shorthair", species: "cat", aliases: ["ब्रिटिश शॉर्टहेयर", "బ్రిటిష్ షార్ట్‌హెయిర్"] },
  { name: "Ragdoll", species: "cat", aliases: ["रैगडॉल", "రాగ్‌డాల్"] },
  // Birds
  {
    name: "Budgerigar", species: "bird", keys: ["budgie", "budgies", "budgerigars"],
    aliases: ["budgie", "budgy", "budgerigars", "australian parrot", "बजरीगर", "बजी", "बजरी", "ऑस्ट्रेलियन तोता", "బడ్జీ", "బడ్జెరిగర్", "ఆస్ట్రేలియన్ చిలుక"],
  },
  { name: "Cockatiel", species: "bird", aliases: ["cockatiels", "cocktail bird", "कॉकटील", "कॉकटेल", "కాకటీల్"] },
  {
    name: "Lovebird", species: "bird", keys: ["lovebirds", "love bird", "love birds", "peach-faced lovebird", "fischer's lovebird"],
    aliases: ["lovebirds", "love bird", "peach faced lovebird", "लव बर्ड", "लवबर्ड", "లవ్ బర్డ్", "లవ్‌బర్డ్"],
  },
  {
    name: "African Grey Parrot", species: "bird", keys: ["african grey", "african gray", "african gray parrot"],
    aliases: ["african grey", "african gray", "african gray parrot", "अफ़्रीकन ग्रे", "अफ़्रीकन ग्रे तोता", "ఆఫ్రికన్ గ్రే", "ఆఫ్రికన్ గ్రే చిలుక"],
  },
  { name: "Cockatoo", species: "bird", aliases: ["कॉकटू", "కాకటూ"] },
  { name: "Macaw", species: "bird", aliases: ["मकाउ", "మకావ్"] },
  { name: "Sun Conure", species: "bird", keys: ["conure"], aliases: ["conure", "सन कोन्योर", "సన్ కోన్యూర్"] },
  // Fish
  {
    name: "Goldfish", species: "fish", keys: ["fantail goldfish", "oranda goldfish", "gold fish"],
    aliases: ["gold fish", "fantail goldfish", "गोल्डफ़िश", "गोल्ड फ़िश", "सुनहरी मछली", "గోల్డ్ ఫిష్", "గోల్డ్‌ఫిష్", "బంగారు చేప"],
  },
  {
    name: "Betta", species: "fish", keys: ["betta (halfmoon)", "betta fish", "fighter fish", "siamese fighting fish"],
    aliases: ["betta fish", "fighter fish", "fighting fish", "siamese fighting fish", "बेट्टा", "फाइटर फ़िश", "फाइटर मछली", "బెట్టా", "ఫైటర్ ఫిష్"],
  },
  { name: "Guppy", species: "fish", keys: ["fancy guppy", "guppies"], aliases: ["guppies", "guppie", "fancy guppy", "गप्पी", "గప్పీ"] },
  { name: "Arowana", species: "fish", aliases: ["अरोवाना", "అరోవానా"] },
  { name: "Koi", species: "fish", keys: ["koi carp"], aliases: ["koi carp", "కోయి"] },
  // Rabbits
  { name: "Holland Lop", species: "rabbit", aliases: ["हॉलैंड लोप", "హాలండ్ లాప్"] },
  { name: "New Zealand White", species: "rabbit", aliases: ["nzw", "न्यूज़ीलैंड व्हाइट", "న్యూజిలాండ్ వైట్"] },
  { name: "Netherland Dwarf", species: "rabbit", aliases: ["नीदरलैंड ड्वार्फ", "నెదర్లాండ్ డ్వార్ఫ్"] },
  { name: "Lionhead", species: "rabbit", aliases: ["lion head", "लायनहेड", "లయన్‌హెడ్"] },
  // Other small pets
  {
    name: "Guinea Pig", species: "other", keys: ["guinea pig (american)", "guinea pigs", "american guinea pig"],
    aliases: ["guinea pigs", "american guinea pig", "cavy", "गिनी पिग", "గినియా పిగ్"],
  },
  { name: "Hamster", species: "other", keys: ["syrian hamster"], aliases: ["hamsters", "syrian hamster", "हैम्स्टर", "హామ్స్టర్", "హ్యామ్‌స్టర్"] },
];
