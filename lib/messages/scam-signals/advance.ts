// Asking for an advance or a fee (lib/messages/scam-signals.ts): money up front, or a charge for what
// comes with the pet, in English, Hinglish, Hindi and Telugu; saying that none is needed is no ask.
import { INDIC_END, INDIC_START, rx } from "./text";

// What scammers charge for besides the pet: the courier, transport, a flight, insurance, vaccination,
// certificates and papers, a crate, customs.
const FEE_SUBJECT_EN =
  "courier|transport(?:ation)?|delivery|shipping|shipment|travel(?:l?ing)?|flight|air ?ticket|cargo|pet ?taxi|insurance|vaccination|vaccine|injection|certificates?|certification|kci|registration|papers|paperwork|documents?|microchip(?:ping)?|vet ?check|health ?check|customs|clearance|permit|noc|crate|cage|packing|handling|quarantine|airport";
const FEE_SUBJECT_HI =
  "कूरियर|कुरियर|कोरियर|डिलीवरी|डिलिवरी|ट्रांसपोर्ट|परिवहन|शिपिंग|यात्रा|हवाई|फ्लाइट|बीमा|इंश्योरेंस|इन्शुरन्स|इंशोरेंस|टीकाकरण|टीके|टीका|वैक्सीन|वैक्सीनेशन|सर्टिफिकेट|प्रमाणपत्र|प्रमाण पत्र|रजिस्ट्रेशन|पंजीकरण|पिंजरा|पिंजरे|कागज़ात|कागजात|कस्टम";
const FEE_SUBJECT_TE =
  "కొరియర్|కూరియర్|డెలివరీ|ట్రాన్స్పోర్ట్|రవాణా|షిప్పింగ్|ప్రయాణ|ఫ్లైట్|విమాన|బీమా|ఇన్సూరెన్స్|ఇన్సురెన్స్|టీకా|వ్యాక్సిన్|వాక్సిన్|వ్యాక్సినేషన్|సర్టిఫికెట్|సర్టిఫికేట్|ధృవపత్ర|రిజిస్ట్రేషన్|కస్టమ్స్";
const FEE_WORD_EN = "fees?|charges?|costs?|amount|payment|money|expenses?|kharcha|kharch|ka kharcha|ka paisa|ke paise|ka charge|ki fees?";
const FEE_WORD_HI = "चार्ज|शुल्क|फीस|फ़ीस|खर्च|खर्चा|पैसे|पैसा|रकम|राशि|भाड़ा|भाडा|किराया";
const FEE_WORD_TE = "ఛార్జ్|చార్జ్|ఛార్జీ|చార్జీ|ఫీజు|ఫీ|ఖర్చు|డబ్బు|రుసుము|కిరాయి";

// "courier charges", "vaccination fee", "fees for transport", "कूरियर का चार्ज", "కొరియర్ ఛార్జీలు".
const FEE_PHRASES = [
  rx(`\\b(?:${FEE_SUBJECT_EN})\\s+(?:${FEE_WORD_EN})\\b`, "g"),
  rx(`\\b(?:fees?|charges?|costs?|payment|money)\\s+(?:for|of|towards)\\s+(?:the\\s+|your\\s+)?(?:${FEE_SUBJECT_EN})\\b`, "g"),
  rx(`${INDIC_START}(?:${FEE_SUBJECT_HI})\\s*(?:(?:का|की|के)\\s*)?(?:${FEE_WORD_HI})`, "gu"),
  rx(`${INDIC_START}(?:${FEE_SUBJECT_TE})[\\p{L}\\p{M}]{0,6}\\s*(?:${FEE_WORD_TE})`, "gu"),
];

// Phrases that ask for money up front by themselves.
const UPFRONT_PHRASES = [
  /\b(?:token|booking|advance|security|refundable|upfront|holding|reservation)\s+(?:amount|money|payment|fees?|charges?|deposit)\b/g,
  /\b(?:pre-?payment|part payment|partial payment|half payment|50% (?:advance|payment)|pay (?:half|first|upfront|in advance)|pay before (?:delivery|dispatch|shipping))\b/g,
  // Hinglish: "advance bhejo", "paise bhej do", "payment transfer karo", "pehle paise"
  /\b(?:advance|paise|paisa|paisay|payment|amount|rupaye|rupees|token|deposit)\s+(?:bhejo|bhej\s?do|bhejdo|bhejiye|bhej\s?dijiye|bhejna\s+(?:hoga|padega|hai)|transfer\s+kar(?:o|\s?do|\s?dijiye)|daal\s?do|dal\s?do|jama\s+kar(?:o|\s?do|\s?dijiye|na\s+hoga)|de\s?do|dedo|dijiye|dena\s+(?:hoga|padega|hai))\b/g,
  /\bpehle\s+(?:paise|paisa|payment|advance|amount)\b/g,
  // Romanised Telugu: "advance pampandi", "dabbulu kattandi", "munduga dabbulu"
  /\b(?:advance|dabbulu|dabbu|amount|payment)\s+(?:pampandi|pampu|pampinchandi|kattandi|kattu|veyandi|cheyandi)\b/g,
  /\bmunduga\s+(?:dabbulu|dabbu|payment|pay|advance)\b/g,
  // Hindi
  rx(/एडवांस(?!्ड)|एडवान्स(?!्ड)|ऐडवांस|डिपॉजिट|डिपॉज़िट|डिपोजिट/g),
  rx(/अग्रिम\s*(?:राशि|भुगतान|रकम|पैसे|धनराशि|रुपये)/g),
  rx(/(?:टोकन|बुकिंग|सिक्योरिटी)\s*(?:राशि|अमाउंट|मनी|रकम|चार्ज|शुल्क|फीस|पैसे)/g),
  rx(
    /(?:पैसे|पैसा|रुपये|रुपए|पेमेंट|भुगतान|राशि|रकम)\s*(?:भेजो|भेज दो|भेजें|भेजिए|भेज दीजिए|भेजना होगा|डाल दो|ट्रांसफर करो|ट्रांसफर कर दो|जमा करो|जमा करें|जमा कर दो|जमा कीजिए|कर दो|करो)/g,
  ),
  rx(/पहले\s*(?:पैसे|पेमेंट|भुगतान|रकम)/g),
  rx(/जमा\s*(?:राशि|रकम)/g),
  // Telugu (case endings follow the word: no end boundary)
  rx(/అడ్వాన్స్(?!డ్)|అడ్వాన్సు|డిపాజిట్/g),
  rx(/ముందస్తు\s*(?:చెల్లింపు|డబ్బు|మొత్తం|డిపాజిట్|పేమెంట్)/g),
  rx(`${INDIC_START}(?:ముందుగా|ముందుగానే|ముందే|ముందు)\\s*(?:డబ్బు|పేమెంట్|చెల్లించ|కట్ట|పే\\s?చేయ)`, "gu"),
  rx(/(?:టోకెన్|బుకింగ్)\s*(?:అమౌంట్|మొత్తం|డబ్బు|ఛార్జ్|చార్జ్|ఫీజు)/g),
];

// Words that ask for money only with money beside them: "advance", "deposit", "token", "अग्रिम", "जमा".
const MONEY_NOUNS = [/\b(?:advance|deposit|token|upfront)\b/g, rx(`${INDIC_START}(?:अग्रिम|जमा)${INDIC_END}`, "gu")];
// An amount: ₹2000, Rs. 2,000, 2000/-, 2k, 5000 rupees.
const AMOUNT = rx(/(?:₹|\brs\.?|\binr\b|rupees?|रु\.?|रुपये|रुपए|రూ\.?|రూపాయ)\s*\d|\b\d[\d,]{2,}(?:\s?(?:k|rs|\/-))?\b|\b\d{1,3}\s?k\b/);
// What makes them an ask: an amount, a word for money or payment, a verb of paying, sending or reserving.
const MONEY_CONTEXT = rx(
  [
    AMOUNT.source,
    "\\b(?:pay|paid|paying|payment|send|sent|transfer|give|need|needed|require|required|want|must|have to|has to|first|before|amount|money|rupees|upi|gpay|phonepe|paytm|reserve|hold|book|confirm|block|secure|kitna|kitni|bhej\\w*|de do|dedo|dena|karo|kardo|jama|paise|paisa|lagega|lagenge|chahiye|ivvali|ivvandi|pampali|pampandi|kattali|kattandi|dabbulu|dabbu)\\b",
    "पैसे|पैसा|रुपये|रुपए|राशि|रकम|भुगतान|पेमेंट|भेज|दे दो|दीजिए|देना|चाहिए|लगेगा|लगेंगे|करना होगा|कितना",
    "డబ్బు|రూపాయ|పంప|కట్ట|చెల్లించ|వేయ|ఇవ్వ|కావాలి|పేమెంట్|ట్రాన్స్ఫర్|ఎంత",
  ].join("|"),
);
// "in advance" is an ask only beside money itself ("pay in advance"), not in "let me know in advance".
const STRONG_MONEY_CONTEXT = new RegExp(
  `${AMOUNT.source}|\\b(?:pay|paid|paying|payment|transfer|money|amount|deposit|upi|gpay|phonepe|paytm|bhej\\w*|paise|paisa)\\b`,
);
// Politeness and scheduling, not money: "thanks in advance", "advance notice".
const NOT_MONEY =
  /\b(?:thanks?|thank you|thx|tia)\s+(?:(?:so|very)\s+much\s+)?in\s+advance\b|\badvance\s+(?:thanks|thank you|notice|information|intimation)\b/g;

// Saying there is NO advance or fee is the opposite of asking for one: "no advance needed", "don't pay
// any deposit", "कोई एडवांस नहीं", "అడ్వాన్స్ అవసరం లేదు", "delivery charges included".
const NEGATION_BEFORE = rx(
  `\\b(?:no|not|never|without|don'?t|do not|dont|zero|free|nahi|nahin|mat|bina)\\b|${INDIC_START}(?:नहीं|मत|बिना|లేకుండా|వద్దు)${INDIC_END}`,
  "u",
);
const NEGATION_AFTER = rx(
  `^[^,;.!?\\n।|]{0,30}?(?:\\bnot\\s+(?:needed|required|necessary)\\b|\\bno need\\b|\\bnahi\\b|\\bnahin\\b|\\bmat\\b|\\bincluded\\b|\\binclusive\\b|\\bwaived\\b|\\bfree\\b|\\bnil\\b|\\bon (?:me|us)\\b|\\bborne\\b|\\b(?:i|we)(?:'ll| will) (?:pay|bear)\\b|नहीं|${INDIC_START}मत${INDIC_END}|शामिल|లేదు|వద్దు|కండి|కూడదు|ఉచిత|కలిపి)`,
  "u",
);

const isSentenceEnd = (t: string, i: number) => "!?\n।|".includes(t[i]) || (t[i] === "." && (i + 1 >= t.length || /\s/.test(t[i + 1])));
const isClauseEnd = (t: string, i: number) => isSentenceEnd(t, i) || t[i] === "," || t[i] === ";";

/** The text around [start, end) up to the nearest boundary each side (at most `n` characters), without the match itself. */
function around(t: string, start: number, end: number, isEnd: (t: string, i: number) => boolean, n = 80): string {
  let from = start;
  while (from > 0 && start - from < n && !isEnd(t, from - 1)) from--;
  let to = end;
  while (to < t.length && to - end < n && !isEnd(t, to)) to++;
  return `${t.slice(from, start)} ${t.slice(end, to)}`;
}

function isNegated(t: string, start: number, end: number): boolean {
  let from = start; // the clause before the match, at most 30 characters
  while (from > 0 && start - from < 30 && !isClauseEnd(t, from - 1)) from--;
  return NEGATION_BEFORE.test(t.slice(from, start)) || NEGATION_AFTER.test(t.slice(end, end + 40));
}

// A real message names an advance or a fee a few times; checking the contexts of the first few bounds
// the work on a message made of nothing else.
const MAX_MATCHES_CHECKED = 16;

/** Whether one of the first matches of `re` is not negated and passes `accept`. */
function anyAsk(t: string, re: RegExp, accept: (start: number, end: number, match: string) => boolean = () => true): boolean {
  let checked = 0;
  for (const m of t.matchAll(re)) {
    if (++checked > MAX_MATCHES_CHECKED) return false;
    const start = m.index;
    const end = start + m[0].length;
    if (!isNegated(t, start, end) && accept(start, end, m[0])) return true;
  }
  return false;
}

// "send 1500 for the courier", "courier ke liye 1500 bhejo", "కొరియర్ కోసం 1500 పంపండి".
const PURPOSE = rx(
  [
    `\\b(?:for|towards)\\s+(?:the\\s+|your\\s+|pet'?s?\\s+|puppy'?s?\\s+)?(?:${FEE_SUBJECT_EN})\\b`,
    `\\b(?:${FEE_SUBJECT_EN})\\s+(?:ke\\s+liye|ka|ki|ke)\\b`,
    `${INDIC_START}(?:${FEE_SUBJECT_HI})\\s*(?:के लिए|का|की|के)${INDIC_END}`,
    `${INDIC_START}(?:${FEE_SUBJECT_TE})[\\p{L}\\p{M}]{0,6}\\s*(?:కోసం|కు|కి)`,
  ].join("|"),
  "gu",
);
const ASK = rx(
  /\b(?:pay|send|transfer|give|deposit|bhej\w*|de do|dedo|dena|jama|daal do|dal do)\b|भेज|दे दो|दीजिए|देना|जमा|डाल दो|ट्रांसफर|పంప|కట్ట|చెల్లించ|వేయ|ఇవ్వ|ట్రాన్స్ఫర్/,
);

export function asksForAdvance(text: string): boolean {
  const t = text.replace(NOT_MONEY, " ");
  if (UPFRONT_PHRASES.some((re) => anyAsk(t, re))) return true;
  if (FEE_PHRASES.some((re) => anyAsk(t, re))) return true;
  const moneyNearby = MONEY_NOUNS.some((re) =>
    anyAsk(t, re, (start, end, word) => {
      // "in advance" / "advance mein"
      const isInAdvance =
        word === "advance" &&
        (/\bin\s+$/.test(t.slice(Math.max(0, start - 4), start)) || /^\s+(?:mein|me|main)\b/.test(t.slice(end, end + 6)));
      return (isInAdvance ? STRONG_MONEY_CONTEXT : MONEY_CONTEXT).test(around(t, start, end, isSentenceEnd));
    }),
  );
  if (moneyNearby) return true;
  return anyAsk(t, PURPOSE, (start, end) => {
    const clause = around(t, start, end, isClauseEnd);
    return ASK.test(clause) && AMOUNT.test(clause);
  });
}
