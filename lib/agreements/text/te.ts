import type { TAgreementDocument, TAgreementSection, TAgreementTerms } from "../terms";
import { writeDay, writeRupees } from "./shared";

// The agreement in Telugu (version 2026-12-06): sentence for sentence what en.ts says, in the same
// order. Each Act is named in Telugu and, in brackets, by its English title, as the Gazette has it.

const SPECIES = { dog: "కుక్క", cat: "పిల్లి", bird: "పక్షి", fish: "చేప", rabbit: "కుందేలు", other: "ఇతర" } as const;
const yesNo = (v: boolean | null) => (v === null ? "చెప్పలేదు" : v ? "అవును" : "లేదు");

export function agreementTe(t: TAgreementTerms): TAgreementDocument {
  const rehoming = t.mode === "rehoming";
  const pet = t.pet.name;
  const owner = t.seller.name;
  const who = rehoming ? "యజమాని" : "విక్రేత";
  const day = (iso: string) => writeDay(iso, "te");
  const party = (p: { name: string; town: string | null }) => (p.town ? `${p.name}, ${p.town}` : p.name);
  const sections: TAgreementSection[] = [
    {
      key: "parties",
      heading: "ఒప్పందం చేసుకుంటున్నవారు",
      paragraphs: [
        `${who}: ${party(t.seller)}.`,
        `${rehoming ? "దత్తత తీసుకునేవారు" : "కొనుగోలుదారు"}: ${party(t.buyer)}.`,
        `${day(t.date)} తేదీన PawBazaar ద్వారా, ఆర్డర్ ${t.order_id} కోసం చేసుకున్న ఒప్పందం.`,
      ],
    },
    {
      key: "pet",
      heading: "పెంపుడు జంతువు",
      paragraphs: [
        `పేరు: ${pet}.`,
        `జంతు రకం: ${t.pet.species ? SPECIES[t.pet.species] : "చెప్పలేదు"}. జాతి: ${t.pet.breed}.`,
        `లింగం: ${t.pet.gender === "male" ? "మగ" : "ఆడ"}.`,
        t.pet.date_of_birth ? `పుట్టిన తేదీ: ${day(t.pet.date_of_birth)}.` : `ప్రకటనలో చెప్పిన వయస్సు: ${t.pet.age}.`,
        t.pet.microchip_number ? `మైక్రోచిప్ నంబర్: ${t.pet.microchip_number}.` : "మైక్రోచిప్ నంబర్: ఏదీ చెప్పలేదు.",
        `సంతాన నిరోధక శస్త్రచికిత్స చేశారా: ${yesNo(t.pet.sterilised)}.`,
        ...(t.quantity > 1 ? [`ఈ ఒప్పందం ${pet} పేరుతో ప్రకటించిన పిల్లల్లో ${t.quantity} జంతువులకు వర్తిస్తుంది.`] : []),
      ],
    },
    {
      key: "health",
      heading: `${who} చెప్పిన ఆరోగ్య వివరాలు`,
      paragraphs: [
        `టీకాలు వేశారా: ${yesNo(t.pet.vaccinated)}.`,
        t.pet.vaccinations.length
          ? `టీకాలు: ${t.pet.vaccinations.map((v) => `${v.vaccine} (${day(v.date)}న వేశారు)`).join("; ")}.`
          : "టీకాలు: ఏవీ నమోదు చేయలేదు.",
        t.pet.dewormed_on ? `నులిపురుగుల మందు: ఇచ్చారు, చివరిసారి ${day(t.pet.dewormed_on)}న.` : `నులిపురుగుల మందు ఇచ్చారా: ${yesNo(t.pet.dewormed)}.`,
        `${who} సొంత మాటల్లో వివరణ: “${t.pet.description}”`,
        `ఇవి ${who} స్వయంగా చెప్పిన వివరాలు. PawBazaar ఈ జంతువును పరీక్షించలేదు.`,
      ],
    },
    {
      key: "fee",
      heading: rehoming ? "దత్తత రుసుము" : "ధర",
      paragraphs: [
        rehoming
          ? `దత్తత రుసుము: ${writeRupees(t.total)}. ఇది ${pet}కు ధర కాదు: దత్తత తీసుకునేవారు ${pet}ను నిజంగా ఉంచుకోవాలనుకుంటున్నారని ఇది చూపిస్తుంది.`
          : t.quantity > 1
            ? `ధర: ఒక్కొక్కటి ${writeRupees(t.unit_price)}, ${t.quantity} జంతువులకు: మొత్తం ${writeRupees(t.total)}.`
            : `ధర: ${writeRupees(t.total)}.`,
        `ఈ మొత్తాన్ని PawBazaar ద్వారా చెల్లిస్తారు; ${pet} అప్పగింత జరిగే వరకు PawBazaar దాన్ని భద్రంగా ఉంచుతుంది.`,
      ],
    },
    {
      key: "terms",
      heading: "ఇరుపక్షాలు అంగీకరించేవి",
      paragraphs: rehoming
        ? [
            `పైన ఉన్న వివరాలు నిజమని, ${pet}ను ఇవ్వడానికి తనకు హక్కు ఉందని, తనకు తెలిసిన ${pet} జబ్బు గానీ సమస్య గానీ దాచలేదని ${owner} తెలియజేస్తున్నారు.`,
            `దత్తత తీసుకునేవారు ${pet}ను తమ ఇంట్లో తోడుగా ఉంచుకుంటారు, ${pet}కు సరిపడా ఆహారం, నీరు, నీడ, పశువైద్యుడి సంరక్షణ అందిస్తారు.`,
            `దత్తత తీసుకునేవారు ${pet}ను అమ్మరు, అమ్మకం కోసం ${pet}తో పిల్లలను పుట్టించరు.`,
            `${owner} ${pet}ను స్వయంగా అప్పగిస్తారు; PawBazaar ఇచ్చే అప్పగింత కోడ్‌తో దత్తత తీసుకునేవారు అప్పగింతను నిర్ధారిస్తారు.`,
          ]
        : [
            `పైన ఉన్న వివరాలు నిజమని, ${pet}ను అమ్మడానికి తనకు హక్కు ఉందని, తనకు తెలిసిన ${pet} జబ్బు గానీ సమస్య గానీ దాచలేదని ${owner} తెలియజేస్తున్నారు.`,
            `${owner} ${pet}ను స్వయంగా అప్పగిస్తారు; PawBazaar ఇచ్చే అప్పగింత కోడ్‌తో కొనుగోలుదారు అప్పగింతను నిర్ధారిస్తారు.`,
            `కొనుగోలుదారు ${pet}కు సరిపడా ఆహారం, నీరు, నీడ, పశువైద్యుడి సంరక్షణ అందిస్తారు.`,
            `${pet} చెప్పినట్టు లేకపోతే, అప్పగింత తర్వాత రక్షణ గడువులోపు కొనుగోలుదారు PawBazaarలో వివాదం లేవనెత్తవచ్చు.`,
          ],
    },
    ...(rehoming
      ? [
          {
            key: "return" as const,
            heading: `${pet}కు కొత్త ఇల్లు అవసరమైతే`,
            paragraphs: [
              `దత్తత తీసుకునేవారు ఇక ${pet}ను ఉంచుకోలేకపోతే, వేరెవరికైనా కొత్త ఇంటికి ఇచ్చే ముందు మొదట ${pet}ను ${owner}కు తిరిగి ఇస్తామని అడుగుతారు; ${owner}ను ముందుగా అడగకుండా ${pet}ను ఎప్పుడూ అమ్మరు, వదిలేయరు, షెల్టర్‌కు ఇవ్వరు.`,
            ],
          },
        ]
      : []),
    {
      key: "law",
      heading: "చట్టం",
      paragraphs: [
        "ఈ ఒప్పందాన్ని ఎలక్ట్రానిక్ పద్ధతిలో చేసుకుని, అంగీకరిస్తున్నారు. ఎలక్ట్రానిక్ పద్ధతిలో చేసుకున్నందుకే ఒక ఒప్పందం అమలు చేయించలేనిది కాదు (సమాచార సాంకేతిక చట్టం, 2000 (Information Technology Act, 2000), సెక్షన్ 10A).",
        "ఇది భారతీయ కాంట్రాక్టు చట్టం, 1872 (Indian Contract Act, 1872) ప్రకారం ఒక ఒప్పందం: పైన ఉన్న ధర లేదా రుసుముకు, చట్టబద్ధమైన ఉద్దేశంతో, ఇరుపక్షాలు స్వేచ్ఛగా దీనికి అంగీకరిస్తున్నారు (సెక్షన్ 10).",
        "జంతువు బాధపడే అవకాశం ఉన్న చోట దాన్ని వదిలేయడం జంతువుల పట్ల క్రూరత్వ నివారణ చట్టం, 1960 (Prevention of Cruelty to Animals Act, 1960) ప్రకారం క్రూరత్వం (సెక్షన్ 11(1)(i)); యజమాని దానికి సరిపడా ఆహారం, నీరు, నీడ ఇవ్వకపోవడం కూడా క్రూరత్వమే (సెక్షన్ 11(1)(h)).",
        `వినియోగదారుల రక్షణ చట్టం, 2019 (Consumer Protection Act, 2019) వర్తించే చోట, ఈ ఒప్పందంలో ${who} చెప్పిన వివరాలను వినియోగదారుల కమిషన్ ముందు సాక్ష్యంగా చూపించవచ్చు.`,
      ],
    },
    {
      key: "platform",
      heading: "PawBazaar అంటే ఏమిటి",
      paragraphs: [
        "PawBazaar ఇరుపక్షాలు కలుసుకున్న మార్కెట్‌ప్లేస్. ఈ ఒప్పందం ఒక్కొక్కరు ఏమి చెప్పారో, దేనికి అంగీకరించారో దాని రికార్డు. ఇది పెంపుడు జంతువు గురించి గానీ, దాని ఆరోగ్యం గురించి గానీ, ఇరుపక్షాలలో ఎవరి గురించి గానీ PawBazaar ఇచ్చే హామీ కాదు.",
        "PawBazaar ఈ ఒప్పందాన్ని, దాని సంతకాలను ఇరుపక్షాల కోసం భద్రంగా ఉంచుతుంది.",
      ],
    },
    {
      key: "signing",
      heading: "సంతకం",
      paragraphs: [
        "ఒక్కొక్కరు యాప్‌లో తమ పూర్తి పేరు టైప్ చేసి సంతకం చేస్తారు. PawBazaar ఆ పేరు, సమయం, వారు చదివిన భాష, వారికి చూపించిన పాఠానికి సరిగ్గా సరిపోయే వేలిముద్ర (SHA-256) నమోదు చేస్తుంది.",
        "ఈ ఒప్పందం ఇంగ్లీష్, తెలుగు, హిందీ భాషల్లో ఉంది. ప్రతి భాషలోనూ ఇదే అర్థం, అన్నింటికీ సమాన బలం ఉంది.",
      ],
    },
  ];
  return { title: rehoming ? "కొత్త ఇంటికి ఇచ్చే దత్తత ఒప్పందం" : "పెంపుడు జంతువు అమ్మకపు ఒప్పందం", sections };
}
