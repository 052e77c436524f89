// What a chat message carries that pet scams in India run on. They are advance-fee frauds: the buyer is
// moved off PawBazaar (a phone number, a UPI ID, bank details, a payment link) and asked for money up
// front (an advance, a deposit, a "courier", "transport", "insurance" or "vaccination" fee) for a pet
// that does not exist. The detector only says what it saw: nothing is blocked and no text is changed;
// the person who received the message sees a notice under it (components/messages/chat-pane.tsx).
// docs/architecture.md ("Chat safety") says what it flags and what it leaves alone.
//
// A pure function, fast enough to run over a whole thread (200 messages) on every read: the input is
// cut to the longest message we store, every pattern is linear (bounded repeats, no nested
// quantifiers), and what it reads around a match is a bounded slice.
import { SCAM_SIGNALS, type TScamSignal } from "./constants";
import { MAX_MESSAGE_LENGTH } from "./schemas";

export { SCAM_SIGNALS, type TScamSignal };

/** Which signals a message carries, in the order of SCAM_SIGNALS (empty for ordinary chat). */
export function scamSignals(text: string): TScamSignal[] {
  if (typeof text !== "string" || !text) return [];
  const t = normalize(text);
  const found = new Set<TScamSignal>();
  const hasPhone = hasIndianMobile(spellDigits(t));
  if (hasPhone) found.add("phone");
  // A phone number given for Google Pay, PhonePe or Paytm is a UPI ID too.
  if (hasUpiId(t) || (hasPhone && PAY_APP.test(t))) found.add("upi");
  if (hasBankDetails(t)) found.add("bank");
  if (hasPaymentLink(t)) found.add("payment_link");
  if (asksForAdvance(t)) found.add("advance");
  return SCAM_SIGNALS.filter((s) => found.has(s));
}

// ── Normalizing ─────────────────────────────────────────────────────────────────────────────────────

// Invisible characters that split a number or a word without showing (zero-width space, joiners, word
// joiner, BOM, soft hyphen). Telugu and Hindi spell some words with a joiner, so they go from the text
// and from the patterns alike.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// The digits of Indian scripts: Devanagari ०-९, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu ౦-౯,
// Kannada, Malayalam. Each block's zero sits at offset 0x66 of its 128 code points.
const INDIC_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/** One form to match against: the stored length at most, compatibility forms folded (full-width digits), no invisible characters, Indian digits as 0-9, lower case. */
function normalize(text: string): string {
  return text
    .slice(0, MAX_MESSAGE_LENGTH)
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(INDIC_DIGIT, (d) => String((d.codePointAt(0)! & 0x7f) - 0x66))
    .toLowerCase();
}

/** A pattern in the same form as the text it reads (Devanagari nukta letters decomposed, no joiners). */
const rx = (source: string | RegExp, flags = "") =>
  new RegExp(
    (typeof source === "string" ? source : source.source).normalize("NFKC").replace(INVISIBLE, ""),
    typeof source === "string" ? flags : source.flags,
  );

// Indian-script words have no \b: a word starts where no letter or vowel sign comes before.
const INDIC_START = "(?<![\\p{L}\\p{M}])";
const INDIC_END = "(?![\\p{L}\\p{M}])";

// ── Phone numbers ───────────────────────────────────────────────────────────────────────────────────

// Digits written as words, in English, Hindi (Devanagari and romanised) and Telugu. "do" (2) and "ek"
// (1) are everyday Hindi words, so words only count inside a run that spells a whole number (below).
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries({
    zero: "0",
    oh: "0",
    one: "1",
    two: "2",
    three: "3",
    four: "4",
    five: "5",
    six: "6",
    seven: "7",
    eight: "8",
    nine: "9",
    shunya: "0",
    sunya: "0",
    ek: "1",
    do: "2",
    teen: "3",
    char: "4",
    chaar: "4",
    panch: "5",
    paanch: "5",
    chhe: "6",
    chhah: "6",
    saat: "7",
    aath: "8",
    nau: "9",
    शून्य: "0",
    एक: "1",
    दो: "2",
    तीन: "3",
    चार: "4",
    पांच: "5",
    पाँच: "5",
    छह: "6",
    छः: "6",
    सात: "7",
    आठ: "8",
    नौ: "9",
    సున్నా: "0",
    ఒకటి: "1",
    రెండు: "2",
    మూడు: "3",
    నాలుగు: "4",
    ఐదు: "5",
    ఆరు: "6",
    ఏడు: "7",
    ఎనిమిది: "8",
    తొమ్మిది: "9",
  }).map(([w, d]) => [w.normalize("NFKC"), d]),
);
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3 };
// What separates the words of a spelled number: spaces, commas, dots, dashes.
const SPELL_SPLIT = /([\s,.\-–—]+)/;

/**
 * A number spelled out ("nine eight four eight zero one two three four five", "98480 ఒకటి రెండు …",
 * "double nine …") becomes its digits when a run of such words (and digits) spells ten digits or more.
 * Shorter runs stay as they are: "do" and "ek" are ordinary Hindi words, "one" an ordinary English one.
 */
function spellDigits(t: string): string {
  const parts = t.split(SPELL_SPLIT); // words at even indexes, separators at odd ones
  const out: string[] = [];
  let digits = "";
  let words = 0;
  let from = -1; // where the current run starts in `out`, or -1
  let repeat = 1;
  const close = (end: number) => {
    if (from >= 0 && words > 0 && digits.length >= 10) out.splice(from, end - from, ` ${digits} `);
    digits = "";
    words = 0;
    from = -1;
    repeat = 1;
  };
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    out.push(part);
    if (i % 2 === 1 || part === "") continue; // a separator keeps the run going
    const word = DIGIT_WORDS[part];
    if (word !== undefined || /^\d{1,10}$/.test(part)) {
      if (from < 0) from = out.length - 1;
      digits += word !== undefined ? word.repeat(repeat) : part;
      if (word !== undefined) words += 1;
      repeat = 1;
    } else if (REPEAT_WORDS[part]) {
      if (from < 0) from = out.length - 1;
      repeat = REPEAT_WORDS[part];
    } else {
      close(out.length - 1);
    }
  }
  close(out.length);
  return out.join("");
}

// +91 / 91 / 0091 / 0, then ten digits starting 6-9 (an Indian mobile), each digit optionally after one
// space, dot or dash ("98480 12345", "984-801-2345", "9 8 4 8 0 1 2 3 4 5"). It must not be part of a
// longer number: a 15-digit microchip (however it is grouped in threes or fours), a 12-digit Aadhaar or
// a bank account number is not a phone number (account numbers are "bank", below).
const MOBILE = /(?<![\d+])(?:(?:\(\s?)?(?:\+|00)?91(?:\s?\))?[ .\-]{0,2}|0[ .\-]?)?[6-9](?:[ .\-]?\d){9}(?!\d)(?![ .\-]\d{3})/g;
// A money amount just before the number: "₹ 65000 70000" is a price.
const CURRENCY_BEFORE = rx(/(?:₹|\brs\.?|\binr|\brupees?|रु\.?|रुपये|రూ\.?)\s*$/);

function hasIndianMobile(t: string): boolean {
  for (const m of t.matchAll(MOBILE)) {
    if (CURRENCY_BEFORE.test(t.slice(Math.max(0, m.index - 10), m.index))) continue;
    // Two round amounts side by side ("65000-70000", "70000 80000") are a price range.
    const groups = m[0].split(/[ .\-()+]+/).filter(Boolean);
    if (groups.length === 2 && groups.every((g) => g.length >= 4 && g.endsWith("00"))) continue;
    return true;
  }
  return false;
}

// ── UPI IDs ─────────────────────────────────────────────────────────────────────────────────────────

// Handles (the part after @) that only UPI uses: PhonePe, Google Pay, Paytm, BHIM, Amazon Pay, WhatsApp
// Pay, MobiKwik and others. They count in any spelling: "lakshmi at ybl", "lakshmi (at) oksbi".
const VPA_HANDLES_ONLY = [
  "ybl",
  "ibl",
  "axl",
  "okhdfcbank",
  "okicici",
  "oksbi",
  "okaxis",
  "okbizaxis",
  "ptyes",
  "ptaxis",
  "pthdfc",
  "ptsbi",
  "paytm",
  "upi",
  "apl",
  "yapl",
  "rapl",
  "waaxis",
  "wahdfcbank",
  "waicici",
  "wasbi",
  "ikwik",
  "freecharge",
  "jupiteraxis",
  "naviaxis",
  "superyes",
  "kbaxis",
  "abfspay",
  "timecosmos",
  "pingpay",
  "axisb",
];
// Banks' own handles: ordinary words too ("meet at sbi"), so only as name@handle.
const VPA_BANK_HANDLES = [
  "axisbank",
  "icici",
  "hdfcbank",
  "sbi",
  "kotak",
  "kmbl",
  "idfcbank",
  "idfcfirst",
  "indus",
  "yesbank",
  "yesbankltd",
  "aubank",
  "federal",
  "fbl",
  "rbl",
  "dbs",
  "hsbc",
  "sc",
  "citi",
  "pnb",
  "boi",
  "barodampay",
  "unionbank",
  "uboi",
  "cnrb",
  "centralbank",
  "cbin",
  "kbl",
  "kvb",
  "idbi",
  "indianbank",
  "iob",
  "mahb",
  "psb",
  "ucobank",
  "ujjivan",
  "equitas",
  "airtel",
  "jio",
  "postbank",
  "dlb",
  "allbank",
  "andb",
  "sib",
  "tjsb",
  "dcb",
  "csbpay",
  "fam",
  "slc",
];
const VPA_HANDLES = new Set([...VPA_HANDLES_ONLY, ...VPA_BANK_HANDLES]);
// Mail providers typed without ".com" are mail addresses, not UPI IDs.
const MAIL_HOSTS = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "ymail",
  "hotmail",
  "outlook",
  "live",
  "rediffmail",
  "rediff",
  "icloud",
  "protonmail",
  "proton",
  "aol",
  "zoho",
]);
// name@handle where the handle has no dot after it (name@gmail.com is a mail address).
const AT_ID = /(?<![a-z0-9._\-])([a-z0-9][a-z0-9._\-]{1,63})@([a-z][a-z0-9]{1,31})(?![a-z0-9@_\-])(?!\.[a-z0-9])/g;
const SPACED_AT_ID = new RegExp(
  `(?<![a-z0-9._\\-])[a-z0-9][a-z0-9._\\-]{2,63}\\s*(?:\\(at\\)|\\[at\\]|\\sat\\s|\\s@\\s?|@\\s)\\s*(?:${VPA_HANDLES_ONLY.join("|")})(?![a-z0-9_\\-])(?!\\.[a-z0-9])`,
);
// Paying by UPI, named: an unknown handle (name@mybank) then counts as a UPI ID too.
const PAY_APP = rx(
  /\b(?:upi|vpa|gpay|g pay|google ?pay|phone ?pe|paytm|bhim|amazon ?pay|mobikwik)\b|यूपीआई|फोनपे|फ़ोनपे|फोन पे|पेटीएम|गूगल पे|యూపీఐ|ఫోన్ ?పే|గూగుల్ ?పే|పేటీఎం/,
);
const PAY_WORDS = rx(
  /\b(?:pay|paying|payment|paid|send|transfer|advance|deposit|fee|fees|amount|booking|token|money)\b|भुगतान|पेमेंट|पैसे|भेज|एडवांस|जमा|చెల్లి|డబ్బు|పేమెంట్|పంప|అడ్వాన్స్/,
);

function hasUpiId(t: string): boolean {
  if (SPACED_AT_ID.test(t)) return true;
  let talksOfPaying: boolean | undefined;
  for (const [, local, handle] of t.matchAll(AT_ID)) {
    if (VPA_HANDLES.has(handle)) return true;
    if (MAIL_HOSTS.has(handle)) continue;
    // An unknown handle: a mobile number before it (9848012345@mybank), or talk of paying.
    talksOfPaying ??= PAY_APP.test(t) || PAY_WORDS.test(t);
    if (/^[6-9]\d{9}$/.test(local) || talksOfPaying) return true;
  }
  return false;
}

// ── Bank details ────────────────────────────────────────────────────────────────────────────────────

// IFSC: four letters (the bank), 0, six letters or digits (the branch): HDFC0001234, SBIN0005943.
const IFSC = /(?<![a-z0-9])[a-z]{4}0[a-z0-9]{6}(?![a-z0-9])/;
// An account number (9 to 18 digits, grouped or not) shortly after a word that names one. A 15-digit
// microchip number next to "microchip" is no account.
const ACCOUNT = rx(
  /(?:(\ba\/c|\bacc?t?\b|\baccount\b|\bkhata\b|खाता|खाते|अकाउंट|अकाऊंट|एकाउंट|ఖాతా|అకౌంట్|అకౌంటు)|\bbank\b|\bneft\b|\bimps\b|\brtgs\b|बैंक|బ్యాంక్|బ్యాంకు)[^\d\n]{0,30}?(\d(?:[ \-]?\d){8,17})(?!\d)/g,
);

function hasBankDetails(t: string): boolean {
  if (IFSC.test(t)) return true;
  for (const [, account, number] of t.matchAll(ACCOUNT)) {
    // "bank … 9848012345" is a phone number near the word; after "account" it is an account number.
    if (account || !/^[6-9]\d{9}$/.test(number.replace(/[ \-]/g, ""))) return true;
  }
  return false;
}

// ── Payment links ───────────────────────────────────────────────────────────────────────────────────

// upi://pay?pa=… and the apps' own schemes; the payment-page domains of Paytm, PhonePe, Google Pay,
// Razorpay, PayU, Instamojo, Cashfree and PayPal (pages that only take payments always, the companies'
// main sites only with a path after them).
const PAYMENT_LINK = new RegExp(
  [
    "\\b(?:upi|tez|phonepe|paytmmp|gpay|bhim)://",
    "(?<![a-z0-9\\-])(?:paytm\\.me|phon\\.pe|rzp\\.io|razorpay\\.me|pages\\.razorpay\\.com|imjo\\.in|paypal\\.me|pmny\\.in|u\\.payu\\.in|cfre\\.in|payments\\.cashfree\\.com|gpay\\.app\\.goo\\.gl|pay\\.google\\.com)(?![a-z0-9\\-])",
    "(?<![a-z0-9\\-])(?:paytm\\.com|phonepe\\.com|razorpay\\.com|payu\\.in|instamojo\\.com|cashfree\\.com)/[^\\s]",
  ].join("|"),
);
// Short links hide where they go: one counts in a message that talks about paying.
const SHORT_LINK =
  /(?<![a-z0-9\-])(?:bit\.ly|tinyurl\.com|t\.ly|cutt\.ly|is\.gd|v\.gd|shorturl\.at|rb\.gy|goo\.gl|tiny\.cc|ow\.ly|s\.id|rebrand\.ly|shrtco\.de|t\.co)\/[a-z0-9_\-]/;

// Talk of paying, for a short link ("send" alone is not: "I will send the vaccination card, bit.ly/…").
const PAYING = rx(/\b(?:pay|paying|payment|advance|deposit|fee|fees|amount|booking|token|transfer)\b|भुगतान|पेमेंट|एडवांस|చెల్లి|పేమెంట్|అడ్వాన్స్/);

function hasPaymentLink(t: string): boolean {
  return PAYMENT_LINK.test(t) || (SHORT_LINK.test(t) && (PAYING.test(t) || PAY_APP.test(t)));
}

// ── Asking for an advance or a fee ──────────────────────────────────────────────────────────────────

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

function asksForAdvance(text: string): boolean {
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
