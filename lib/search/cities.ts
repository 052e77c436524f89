// Data: towns a search recognises, named as listings spell them, with their old and short names,
// common misspellings and their Hindi and Telugu spellings. A recognised town becomes an exact filter on
// the listing's locationKey (the lower-cased location), indexed; a town missing here is still found by
// the correction against the towns actually listed (lib/search/corrections.ts).

export type TCityEntry = {
  /** As listings spell it (prisma/demo/pets.json). */
  name: string;
  /** Other spellings sellers use for the same town, lower-cased like locationKey; the filter takes any of them. */
  keys?: string[];
  /** What people type: old names, short names, misspellings, Hindi and Telugu (the name itself is implied). */
  aliases: string[];
};

export const CITIES: TCityEntry[] = [
  {
    name: "Hyderabad", keys: ["hyderabad, telangana"],
    aliases: ["hyd", "hyderbad", "hydrabad", "हैदराबाद", "హైదరాబాద్", "హైదరాబాదు", "హైద్రాబాద్"],
  },
  { name: "Secunderabad", aliases: ["secbad", "सिकंदराबाद", "సికింద్రాబాద్"] },
  {
    name: "Bengaluru", keys: ["bangalore"],
    aliases: ["bangalore", "banglore", "bangalor", "bengalooru", "bengaluru city", "blr", "बेंगलुरु", "बेंगलूरु", "बैंगलोर", "बंगलौर", "బెంగళూరు", "బెంగుళూరు", "బెంగళూర్"],
  },
  { name: "Mumbai", keys: ["bombay"], aliases: ["bombay", "bombai", "mumbay", "मुंबई", "बंबई", "बम्बई", "ముంబై", "ముంబయి", "బొంబాయి"] },
  { name: "Navi Mumbai", aliases: ["new bombay", "नवी मुंबई", "నవీ ముంబై"] },
  { name: "Thane", aliases: ["ठाणे", "థానే"] },
  { name: "Delhi", keys: ["new delhi"], aliases: ["new delhi", "dilli", "delhi ncr", "दिल्ली", "नई दिल्ली", "नयी दिल्ली", "ఢిల్లీ", "న్యూ ఢిల్లీ", "దిల్లీ"] },
  { name: "Gurugram", keys: ["gurgaon"], aliases: ["gurgaon", "gurugaon", "गुरुग्राम", "गुड़गांव", "గురుగ్రామ్", "గుర్గావ్"] },
  { name: "Noida", aliases: ["नोएडा", "నోయిడా"] },
  { name: "Ghaziabad", aliases: ["गाज़ियाबाद", "ఘజియాబాద్"] },
  { name: "Chennai", keys: ["madras"], aliases: ["madras", "chenai", "चेन्नई", "मद्रास", "చెన్నై", "మద్రాసు", "మద్రాస్"] },
  { name: "Kolkata", keys: ["calcutta"], aliases: ["calcutta", "kolkatta", "कोलकाता", "कलकत्ता", "కోల్‌కతా", "కోల్కతా", "కలకత్తా"] },
  { name: "Pune", keys: ["poona"], aliases: ["poona", "puna", "पुणे", "पूना", "పుణె", "పూణే", "పూణె"] },
  { name: "Ahmedabad", aliases: ["amdavad", "ahmadabad", "अहमदाबाद", "అహ్మదాబాద్"] },
  { name: "Jaipur", aliases: ["जयपुर", "జైపూర్"] },
  { name: "Lucknow", aliases: ["lko", "लखनऊ", "లక్నో"] },
  { name: "Kochi", keys: ["cochin", "ernakulam"], aliases: ["cochin", "ernakulam", "कोच्चि", "कोचीन", "కొచ్చి", "కొచ్చిన్"] },
  {
    name: "Thiruvananthapuram", keys: ["trivandrum"],
    aliases: ["trivandrum", "tvm", "तिरुवनंतपुरम", "त्रिवेंद्रम", "తిరువనంతపురం", "త్రివేండ్రం"],
  },
  { name: "Kozhikode", keys: ["calicut"], aliases: ["calicut", "कोझिकोड", "కోళికోడ్"] },
  { name: "Thrissur", keys: ["trichur"], aliases: ["trichur", "त्रिशूर", "త్రిస్సూర్"] },
  { name: "Mysuru", keys: ["mysore"], aliases: ["mysore", "मैसूर", "मैसूरु", "మైసూరు", "మైసూర్"] },
  { name: "Mangaluru", keys: ["mangalore"], aliases: ["mangalore", "मंगलुरु", "मंगलौर", "మంగళూరు"] },
  { name: "Hubballi", keys: ["hubli"], aliases: ["hubli", "हुबली", "హుబ్లీ"] },
  { name: "Belagavi", keys: ["belgaum"], aliases: ["belgaum", "बेलगाम", "బెళగావి"] },
  {
    name: "Visakhapatnam", keys: ["vizag", "vishakhapatnam"],
    aliases: ["vizag", "vishakhapatnam", "visakapatnam", "vishakapatnam", "waltair", "विशाखापत्तनम", "विशाखापट्टनम", "वाइज़ैग", "విశాఖపట్నం", "విశాఖ", "వైజాగ్"],
  },
  { name: "Vijayawada", keys: ["bezawada"], aliases: ["bezawada", "vijaywada", "विजयवाड़ा", "విజయవాడ", "బెజవాడ"] },
  { name: "Guntur", aliases: ["गुंटूर", "గుంటూరు"] },
  { name: "Nellore", aliases: ["नेल्लोर", "నెల్లూరు"] },
  { name: "Tirupati", aliases: ["tirupathi", "तिरुपति", "తిరుపతి"] },
  { name: "Kakinada", aliases: ["काकीनाडा", "కాకినాడ"] },
  { name: "Rajamahendravaram", keys: ["rajahmundry"], aliases: ["rajahmundry", "rajamundry", "राजमुंदरी", "రాజమండ్రి", "రాజమహేంద్రవరం"] },
  { name: "Kurnool", aliases: ["कुरनूल", "కర్నూలు"] },
  { name: "Warangal", aliases: ["वारंगल", "వరంగల్"] },
  { name: "Karimnagar", aliases: ["करीमनगर", "కరీంనగర్"] },
  { name: "Coimbatore", keys: ["kovai"], aliases: ["kovai", "कोयंबटूर", "కోయంబత్తూరు"] },
  { name: "Madurai", aliases: ["मदुरै", "మదురై"] },
  { name: "Puducherry", keys: ["pondicherry"], aliases: ["pondicherry", "pondy", "पुदुचेरी", "पांडिचेरी", "పుదుచ్చేరి", "పాండిచ్చేరి"] },
  { name: "Chandigarh", aliases: ["चंडीगढ़", "చండీగఢ్"] },
  { name: "Indore", aliases: ["इंदौर", "ఇండోర్"] },
  { name: "Bhopal", aliases: ["भोपाल", "భోపాల్"] },
  { name: "Nagpur", aliases: ["नागपुर", "నాగ్‌పూర్"] },
  { name: "Surat", aliases: ["सूरत", "సూరత్"] },
  { name: "Vadodara", keys: ["baroda"], aliases: ["baroda", "वडोदरा", "बड़ौदा", "వడోదర"] },
  { name: "Kanpur", aliases: ["cawnpore", "कानपुर", "కాన్పూర్"] },
  { name: "Prayagraj", keys: ["allahabad"], aliases: ["allahabad", "प्रयागराज", "इलाहाबाद", "ప్రయాగ్‌రాజ్"] },
  { name: "Varanasi", keys: ["banaras", "benares"], aliases: ["banaras", "benares", "kashi", "वाराणसी", "बनारस", "काशी", "వారణాసి"] },
  { name: "Patna", aliases: ["पटना", "పాట్నా"] },
  { name: "Bhubaneswar", aliases: ["bhubaneshwar", "भुवनेश्वर", "భువనేశ్వర్"] },
  { name: "Guwahati", keys: ["gauhati"], aliases: ["gauhati", "गुवाहाटी", "గువాహటి"] },
  { name: "Dehradun", aliases: ["देहरादून", "డెహ్రాడూన్"] },
  { name: "Amritsar", aliases: ["अमृतसर", "అమృత్‌సర్"] },
  { name: "Ludhiana", aliases: ["लुधियाना", "లూధియానా"] },
  { name: "Goa", keys: ["panaji", "panjim"], aliases: ["panaji", "panjim", "गोवा", "గోవా"] },
];
