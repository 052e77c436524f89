import type { TAgreementDocument, TAgreementSection, TAgreementTerms } from "../terms";
import { writeDay, writeRupees } from "./shared";

// The agreement in Hindi (version 2026-12-06): sentence for sentence what en.ts says, in the same order.
// Each Act is named by its Hindi title and, in brackets, by its English one.

const SPECIES = { dog: "कुत्ता", cat: "बिल्ली", bird: "पक्षी", fish: "मछली", rabbit: "खरगोश", other: "अन्य" } as const;
const yesNo = (v: boolean | null) => (v === null ? "नहीं बताया गया" : v ? "हाँ" : "नहीं");

export function agreementHi(t: TAgreementTerms): TAgreementDocument {
  const rehoming = t.mode === "rehoming";
  const pet = t.pet.name;
  const owner = t.seller.name;
  const who = rehoming ? "मालिक" : "विक्रेता";
  const day = (iso: string) => writeDay(iso, "hi");
  const party = (p: { name: string; town: string | null }) => (p.town ? `${p.name}, ${p.town}` : p.name);
  const sections: TAgreementSection[] = [
    {
      key: "parties",
      heading: "समझौते के पक्ष",
      paragraphs: [
        `${who}: ${party(t.seller)}।`,
        `${rehoming ? "गोद लेने वाले" : "खरीदार"}: ${party(t.buyer)}।`,
        `${day(t.date)} को PawBazaar के ज़रिए, ऑर्डर ${t.order_id} के लिए किया गया।`,
      ],
    },
    {
      key: "pet",
      heading: "पालतू जानवर",
      paragraphs: [
        `नाम: ${pet}।`,
        `प्रजाति: ${t.pet.species ? SPECIES[t.pet.species] : "नहीं बताई गई"}। नस्ल: ${t.pet.breed}।`,
        `लिंग: ${t.pet.gender === "male" ? "नर" : "मादा"}।`,
        t.pet.date_of_birth ? `जन्म तिथि: ${day(t.pet.date_of_birth)}।` : `लिस्टिंग में बताई गई उम्र: ${t.pet.age}।`,
        t.pet.microchip_number ? `माइक्रोचिप नंबर: ${t.pet.microchip_number}।` : "माइक्रोचिप नंबर: कोई नहीं बताया गया।",
        `नसबंदी हुई है: ${yesNo(t.pet.sterilised)}।`,
        ...(t.quantity > 1 ? [`यह समझौता ${pet} नाम से लिस्ट किए गए बच्चों में से ${t.quantity} जानवरों पर लागू है।`] : []),
      ],
    },
    {
      key: "health",
      heading: `${who} के बताए अनुसार स्वास्थ्य`,
      paragraphs: [
        `टीका लगा है: ${yesNo(t.pet.vaccinated)}।`,
        t.pet.vaccinations.length
          ? `टीके: ${t.pet.vaccinations.map((v) => `${v.vaccine} (${day(v.date)} को लगा)`).join("; ")}।`
          : "टीके: कोई दर्ज नहीं।",
        t.pet.dewormed_on ? `कृमिनाशक दवा: दी गई, आख़िरी बार ${day(t.pet.dewormed_on)} को।` : `कृमिनाशक दवा दी गई: ${yesNo(t.pet.dewormed)}।`,
        `${who} के अपने शब्दों में विवरण: “${t.pet.description}”`,
        `ये ${who} की अपनी घोषणाएँ हैं। PawBazaar ने इस जानवर की जाँच नहीं की है।`,
      ],
    },
    {
      key: "fee",
      heading: rehoming ? "गोद लेने का शुल्क" : "कीमत",
      paragraphs: [
        rehoming
          ? `गोद लेने का शुल्क: ${writeRupees(t.total)}। यह ${pet} की कीमत नहीं है: यह दिखाता है कि गोद लेने वाले ${pet} को सचमुच रखना चाहते हैं।`
          : t.quantity > 1
            ? `कीमत: हर एक की ${writeRupees(t.unit_price)}, ${t.quantity} के लिए: कुल ${writeRupees(t.total)}।`
            : `कीमत: ${writeRupees(t.total)}।`,
        `यह रकम PawBazaar के ज़रिए चुकाई जाती है, और ${pet} के सौंपे जाने तक PawBazaar के पास सुरक्षित रहती है।`,
      ],
    },
    {
      key: "terms",
      heading: "हर पक्ष किस बात पर सहमत है",
      paragraphs: rehoming
        ? [
            `${owner} घोषणा करते हैं कि ऊपर दी गई बातें सच हैं, ${pet} को देने का हक़ उनका है, और ${pet} की कोई बीमारी या समस्या जो उन्हें पता है, उन्होंने नहीं छिपाई है।`,
            `गोद लेने वाले ${pet} को अपने घर में साथी की तरह रखेंगे, और ${pet} को पूरा खाना, पानी, आश्रय और पशु चिकित्सक की देखभाल देंगे।`,
            `गोद लेने वाले ${pet} को नहीं बेचेंगे, और बेचने के लिए ${pet} से बच्चे पैदा नहीं कराएँगे।`,
            `${owner} ${pet} को ख़ुद सौंपेंगे; गोद लेने वाले PawBazaar से मिले सौंपने के कोड से सौंपे जाने की पुष्टि करेंगे।`,
          ]
        : [
            `${owner} घोषणा करते हैं कि ऊपर दी गई बातें सच हैं, ${pet} को बेचने का हक़ उनका है, और ${pet} की कोई बीमारी या समस्या जो उन्हें पता है, उन्होंने नहीं छिपाई है।`,
            `${owner} ${pet} को ख़ुद सौंपेंगे; खरीदार PawBazaar से मिले सौंपने के कोड से सौंपे जाने की पुष्टि करेंगे।`,
            `खरीदार ${pet} को पूरा खाना, पानी, आश्रय और पशु चिकित्सक की देखभाल देंगे।`,
            `अगर ${pet} वैसा नहीं है जैसा बताया गया था, तो खरीदार सौंपे जाने के बाद सुरक्षा अवधि के भीतर PawBazaar पर विवाद उठा सकते हैं।`,
          ],
    },
    ...(rehoming
      ? [
          {
            key: "return" as const,
            heading: `अगर ${pet} को नए घर की ज़रूरत हो`,
            paragraphs: [
              `अगर गोद लेने वाले ${pet} को अब और नहीं रख सकते, तो किसी और को नया घर देने से पहले वे ${pet} को सबसे पहले ${owner} को वापस देने की पेशकश करेंगे, और ${owner} से पहले पूछे बिना ${pet} को कभी नहीं बेचेंगे, नहीं छोड़ेंगे और किसी शेल्टर को नहीं देंगे।`,
            ],
          },
        ]
      : []),
    {
      key: "law",
      heading: "क़ानून",
      paragraphs: [
        "यह समझौता इलेक्ट्रॉनिक रूप से किया और स्वीकार किया जाता है। इलेक्ट्रॉनिक माध्यम से किए जाने के कारण ही कोई अनुबंध लागू कराने के अयोग्य नहीं हो जाता (सूचना प्रौद्योगिकी अधिनियम, 2000 (Information Technology Act, 2000), धारा 10A)।",
        "यह भारतीय संविदा अधिनियम, 1872 (Indian Contract Act, 1872) के तहत एक अनुबंध है: दोनों पक्ष ऊपर दी गई कीमत या शुल्क के लिए, एक क़ानूनी मक़सद से, अपनी मर्ज़ी से इस पर सहमत होते हैं (धारा 10)।",
        "किसी जानवर को ऐसी हालत में छोड़ देना जहाँ उसे तकलीफ़ होने की आशंका हो, पशुओं के प्रति क्रूरता का निवारण अधिनियम, 1960 (Prevention of Cruelty to Animals Act, 1960) के तहत क्रूरता है (धारा 11(1)(i)), और मालिक का उसे पूरा खाना, पानी या आश्रय न देना भी (धारा 11(1)(h))।",
        `जहाँ उपभोक्ता संरक्षण अधिनियम, 2019 (Consumer Protection Act, 2019) लागू होता है, वहाँ इस समझौते में ${who} की घोषणाएँ उपभोक्ता आयोग के सामने सबूत के तौर पर रखी जा सकती हैं।`,
      ],
    },
    {
      key: "platform",
      heading: "PawBazaar क्या है",
      paragraphs: [
        "PawBazaar वह मार्केटप्लेस है जहाँ दोनों पक्ष मिले। यह समझौता इस बात का रिकॉर्ड है कि हर पक्ष ने क्या घोषित किया और क्या स्वीकार किया। यह पालतू जानवर, उसके स्वास्थ्य या किसी भी पक्ष के बारे में PawBazaar की गारंटी नहीं है।",
        "PawBazaar यह समझौता और इसके हस्ताक्षर दोनों पक्षों के लिए सँभालकर रखता है।",
      ],
    },
    {
      key: "signing",
      heading: "हस्ताक्षर",
      paragraphs: [
        "हर पक्ष ऐप में अपना पूरा नाम टाइप करके हस्ताक्षर करता है। PawBazaar वह नाम, समय, पढ़ी गई भाषा और दिखाए गए पाठ का सटीक फ़िंगरप्रिंट (SHA-256) दर्ज करता है।",
        "यह समझौता अंग्रेज़ी, तेलुगु और हिंदी में लिखा है। हर भाषा में बात एक ही है और सबकी बराबर मान्यता है।",
      ],
    },
  ];
  return { title: rehoming ? "नया घर देने का समझौता" : "पालतू जानवर की बिक्री का समझौता", sections };
}
