import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";
import { LANDING_BREEDS } from "@/lib/discovery/breeds";
import landingCities from "@/lib/discovery/cities.json";
import glossary from "@/lib/i18n/glossary.json";
import { scamSignals } from "@/lib/messages/scam-signals";
import { successToastKeys } from "../helpers/success-toasts";

// One rendering per product term per language (lib/i18n/glossary.json), one spelling per word, Telugu
// buttons in the polite form, and Hindi counts that read naturally at zero.

type TTree = { [k: string]: string | TTree };
type TLocale = "te" | "hi";
const flatten = (tree: TTree, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );

const catalogue = flatten(en as TTree);
/** Whether `word` stands alone in `text`: no letter or vowel sign of any script right before or after it. */
const isWordIn = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{M}])`, "u").test(text);
// A spelling to avoid is found inside longer words too, unless a nukta follows it: "तारीख" is the
// spelling without one, and the kept "तारीख़" begins with it.
const spelt = (avoid: string) => new RegExp(`${avoid.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\u093C)`, "u");
const catalogues: Record<TLocale, Record<string, string>> = { te: flatten(te as TTree), hi: flatten(hi as TTree) };

/** The landing pages' texts in one language (lib/discovery: names, states, introductions), keyed by where they are. */
const landingTexts = (locale: TLocale | "en"): [string, string][] =>
  [...LANDING_BREEDS, ...landingCities].flatMap((entry) =>
    Object.entries(entry).flatMap(([field, value]) =>
      value && typeof value === "object" && locale in value
        ? [[`lib/discovery ${entry.slug}.${field}`, (value as Record<TLocale | "en", string>)[locale]] as [string, string]]
        : [],
    ),
  );
const landingEnglish = Object.fromEntries(landingTexts("en"));

describe.each(["te", "hi"] as const)("messages/%s.json against the glossary", (locale) => {
  it.each(glossary.terms.map((t) => [t.term, t] as const))("uses one rendering for %s", (_term, term) => {
    const isLanding = "landing" in term && term.landing === true;
    const messages = isLanding ? { ...catalogues[locale], ...Object.fromEntries(landingTexts(locale)) } : catalogues[locale];
    const english = isLanding ? { ...catalogue, ...landingEnglish } : catalogue;
    const { use, avoid } = term[locale];
    const avoidWords: string[] = "avoidWords" in term[locale] ? (term[locale] as { avoidWords: string[] }).avoidWords : [];
    const avoided = Object.entries(messages)
      .filter(([, text]) => avoid.some((word) => text.includes(word)) || avoidWords.some((word) => isWordIn(text, word)))
      .map(([key]) => key);
    expect(avoided).toEqual([]);
    const pattern = new RegExp(term.en, "i");
    const missing = Object.keys(english).filter(
      (key) => pattern.test(english[key]) && !(term.except as string[]).includes(key) && !messages[key].includes(use),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(["te", "hi"] as const)("messages/%s.json and the landing pages, one spelling per word", (locale) => {
  it.each(glossary.spellings.filter((s) => s.locale === locale).map((s) => [s.avoid, s] as const))("never %s", (_avoid, spelling) => {
    const texts = [...Object.entries(catalogues[locale]), ...landingTexts(locale)];
    expect(texts.filter(([, text]) => spelt(spelling.avoid).test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe("Telugu buttons", () => {
  // The app speaks to its reader with మీరు: a button asks politely (తొలగించండి), never with the నువ్వు form (తొలగించు).
  const NUVVU_ENDING = /(ించు|చేయి|వేయి|చూపు|పంపు|మార్చు|ఉంచు|దాచు|తెరువు|వెళ్ళు|వెళ్లు|చూడు|ఇవ్వు|పెట్టు|రాయి|ఎంచుకో)[.!…]?$/u;
  it("ask politely", () => {
    expect(
      Object.entries(catalogues.te)
        .filter(([, text]) => NUVVU_ENDING.test(text.trim()))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
  it("the check sees the నువ్వు form, and lets the polite one through", () => {
    expect(["తొలగించు", "రద్దు చేయి", "పాస్‌వర్డ్ చూపించు", "పాస్‌వర్డ్ దాచు"].map((t) => NUVVU_ENDING.test(t))).toEqual([true, true, true, true]);
    expect(["తొలగించండి", "రద్దు చేయండి", "పాస్‌వర్డ్ చూపించండి", "ఆర్డర్ రద్దు అయింది"].map((t) => NUVVU_ENDING.test(t))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("Telugu success messages", () => {
  // What the app says when something worked speaks in the active voice, as people do: "కార్ట్‌లో
  // చేర్చాం", "ప్రొఫైల్ అప్‌డేట్ అయింది", "మీరు ఆర్డర్‌ను అంగీకరించారు"; never the calque of the English
  // passive ("…జోడించబడింది", "…పంపబడింది"). The messages are those the components show in a success
  // toast (tests/helpers/success-toasts.ts). A status badge such as దాచబడింది or ధృవీకరించబడింది is no
  // toast and may stay.
  const PASSIVE = /బడ(ింది|్డాయి|్డది|ుతుంది|తుంది|తాయి|లేదు|్డారు|తారు|ి)/u;
  const toasts = successToastKeys(Object.keys(catalogue));
  it("are found in the components", () => {
    expect(toasts).toEqual(
      expect.arrayContaining(["Cart.added", "Wishlist.removed", "Profile.form.saved", "Orders.accepted", "AdminReports.done.hide"]),
    );
  });
  it("speak in the active voice", () => {
    expect(toasts.filter((key) => PASSIVE.test(catalogues.te[key])).map((key) => `${key}: ${catalogues.te[key]}`)).toEqual([]);
  });
  it("the check sees the passive, and lets the active voice through", () => {
    expect(["పెంపుడు జంతువు కార్ట్‌కు జోడించబడింది", "ఫిర్యాదులు కొట్టివేయబడ్డాయి", "కార్ట్‌లో చేర్చాం", "ప్రొఫైల్ అప్‌డేట్ అయింది"].map((t) => PASSIVE.test(t))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("Telugu limits", () => {
  // A limit says what is not to be passed ("పేరు 100 అక్షరాలకు మించకూడదు"), not the calque of "must be at
  // most" ("పేరు గరిష్ఠంగా 100 అక్షరాలు ఉండాలి"), which reads as "should have 100 letters". గరిష్ఠంగా alone
  // stays where it means "up to" ("గరిష్ఠంగా 5 ఫోటోలు", "మీరు గరిష్ఠంగా 15 ప్రత్యేకతలు జోడించవచ్చు").
  const MUST_BE_AT_MOST = /గరిష్ఠంగా[^.;:!?]*ఉండ(ాలి|వచ్చు)/u;
  it("say what is not to be passed", () => {
    expect(
      Object.entries(catalogues.te)
        .filter(([, text]) => MUST_BE_AT_MOST.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
  it("the check sees the calque, and lets 'up to' through", () => {
    expect(
      ["పేరు గరిష్ఠంగా 100 అక్షరాలు ఉండాలి", "రిఫరెన్స్ గరిష్ఠంగా 64 అక్షరాలు ఉండవచ్చు.", "పేరు 100 అక్షరాలకు మించకూడదు", "గరిష్ఠంగా 5 ఫోటోలు."].map((t) =>
        MUST_BE_AT_MOST.test(t),
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe("Telugu case endings", () => {
  // A case ending is written on to its word, a placeholder or a Latin name too ("{name}ను", "{date}న",
  // "PawBazaarలో"): "{name} ను" reads as two words. నుంచి is a word of its own and keeps its space.
  const SPACED_ENDING = /[}\p{Script=Latin}\d)] (ను|ని|కు|కి|న|గా|లో|లోని|తో|పై)(?![\p{L}\p{M}])/u;
  it("are written on to the word", () => {
    expect(
      Object.entries(catalogues.te)
        .filter(([, text]) => SPACED_ENDING.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
  it("the check sees a spaced ending, and lets an attached one and నుంచి through", () => {
    expect(
      ["{name} ను చూడండి", "PawBazaar లో చేరండి", "{date} న", "{name}ను చూడండి", "PawBazaarలో", "{min} నుంచి {max}", "{count} లోడ్"].map((t) =>
        SPACED_ENDING.test(t),
      ),
    ).toEqual([true, true, true, false, false, false, false]);
  });
});

describe("spellings", () => {
  it("are found inside longer words, but not where a nukta follows", () => {
    expect([spelt("तारीख").test("तारीखें"), spelt("तारीख").test("तारीख़ें"), spelt("నుండి").test("ఇంటి నుండి")]).toEqual([true, false, true]);
  });
});

describe("whole words", () => {
  it("find a word standing alone, not inside a longer one", () => {
    expect([
      isWordIn("यह लिस्ट हट जाएगी", "लिस्ट"),
      isWordIn("यह लिस्टिंग हट जाएगी", "लिस्ट"),
      isWordIn("विशलिस्ट में", "लिस्ट"),
      isWordIn("लिस्ट।", "लिस्ट"),
    ]).toEqual([true, false, false, true]);
  });
});

/** Where each plural block of `text` that counts both one and many (it has `one` and `other` branches) ends, just after its closing brace. */
const countBlockEnds = (text: string): number[] =>
  [...text.matchAll(/\{\w+, plural,/g)].flatMap((match) => {
    let depth = 0;
    for (let i = match.index; i < text.length; i++) {
      depth += text[i] === "{" ? 1 : text[i] === "}" ? -1 : 0;
      if (depth === 0) {
        const body = text.slice(match.index, i);
        return /\bone \{/.test(body) && /\bother \{/.test(body) ? [i + 1] : [];
      }
    }
    return [];
  });
// A Hindi verb agrees with what is counted, even when the noun keeps one form ("1 ऑर्डर दिया है",
// "2 ऑर्डर दिए हैं"), so a verb written after a count's closing brace is wrong for one of its branches
// ("1 ऑर्डर दिए हैं", "1 घंटा हैं"): it belongs inside each branch. The list holds the forms, in both
// numbers and genders, of होना (है, था, होगा, हुआ), देना (दिया), करना (किया), जाना (गया) and रहना (रहा).
const HINDI_VERB_AFTER =
  /^\s*(है|हैं|था|थे|थी|थीं|होगा|होंगे|होगी|होंगी|हुआ|हुए|हुई|हुईं|दिया|दिए|दी|दीं|गया|गए|गई|गईं|रहा|रहे|रही|रहीं|किया|किए)(?![\p{L}\p{M}])/u;
const verbAfterCount = (text: string) => countBlockEnds(text).some((end) => HINDI_VERB_AFTER.test(text.slice(end)));

describe("Hindi counts", () => {
  it("keep the verb inside each branch, where it agrees with the count", () => {
    expect(
      Object.entries(catalogues.hi)
        .filter(([, text]) => verbAfterCount(text))
        .map(([key, text]) => `${key}: ${text}`),
    ).toEqual([]);
  });
  it("the check sees a verb after the count, and lets one inside each branch or a postposition through", () => {
    expect(
      [
        "{buyer} ने {count, plural, =0 {कोई ऑर्डर नहीं} one {# ऑर्डर} other {# ऑर्डर}} दिए हैं:",
        "आपके पास {hours, plural, =0 {# घंटे} one {# घंटा} other {# घंटे}} हैं।",
        "{buyer} ने {count, plural, =0 {कोई ऑर्डर नहीं दिया} one {# ऑर्डर दिया है} other {# ऑर्डर दिए हैं}}:",
        "अगर {days, plural, =0 {# दिन} one {# दिन} other {# दिन}} में नहीं सौंपा गया",
        "{count, plural, =0 {कोई ऑर्डर नहीं} one {# ऑर्डर} other {# ऑर्डर}}",
      ].map(verbAfterCount),
    ).toEqual([true, true, false, false, false]);
  });

  it("have their own words for zero ('कोई … नहीं', not '0 सहेजा गया पालतू')", () => {
    const withoutZero = Object.entries(catalogues.hi)
      .filter(([, text]) => text.includes(", plural,") && !text.includes("=0 {"))
      .map(([key]) => key);
    expect(withoutZero).toEqual([]);
  });
});

describe("a seller's money", () => {
  // A payout (money sent to the seller's bank) has its own word, బదిలీ / ट्रांसफ़र; the payment word
  // (చెల్లింపు / भुगतान) is the buyer's. Where a text speaks of payouts and of no payment, the payment
  // word there would make a seller read their payout as someone's payment.
  const payoutTerm = glossary.terms.find((t) => t.term.startsWith("payout"))!;
  const PAYMENT_WORD: Record<TLocale, string> = { te: "చెల్లింపు", hi: "भुगतान" };
  const namesOnlyPayouts = (english: string) => /\bpayouts?\b/i.test(english) && !/\bpa(y|ys|id|ying|yments?)\b/i.test(english);

  it.each(["te", "hi"] as const)("%s: a text about payouts calls them by the payout word, not the payment word", (locale) => {
    const keys = Object.keys(catalogue).filter((key) => namesOnlyPayouts(catalogue[key]));
    expect(keys).toEqual(
      expect.arrayContaining(["Earnings.linesLabel", "AdminPayouts.title", "Errors.PAYOUT_REFERENCE_USED", "DataExport.files.earnings"]),
    );
    expect(
      keys.filter((key) => catalogues[locale][key].includes(PAYMENT_WORD[locale])).map((key) => `${key}: ${catalogues[locale][key]}`),
    ).toEqual([]);
    expect(keys.filter((key) => !catalogues[locale][key].includes(payoutTerm[locale].use))).toEqual([]);
  });

  it("the check tells a payout text from one that also speaks of the buyer's payment", () => {
    expect(
      ["Sales and payouts", "Record payout", "Sellers are paid by Razorpay Route, so payouts are not recorded by hand."].map(
        namesOnlyPayouts,
      ),
    ).toEqual([true, true, false]);
  });
});

describe("the advance warning", () => {
  // The chat's scanner (lib/messages/scam-signals) tells the reader it spotted a request for an advance
  // (ChatSafety.signals.advance), and the safety texts warn against sending one: all in the glossary's
  // word (its term "advance, deposit" holds every such text to it), which the scanner must recognise
  // when a scammer writes it. The same ask with another word is no ask, so the word is what is tested.
  const advance = glossary.terms.find((t) => t.term.startsWith("advance"))!;
  const ASK: Record<TLocale, (word: string) => string> = { te: (w) => `2000 ${w} పంపండి`, hi: (w) => `2000 ${w} भेजिए` };
  const NOT_MONEY: Record<TLocale, string> = { te: "ఫోటోలు", hi: "फ़ोटो" };

  it.each(["te", "hi"] as const)("%s: the scanner flags the word the warnings use", (locale) => {
    expect(scamSignals(ASK[locale](advance[locale].use))).toEqual(["advance"]);
    expect(scamSignals(ASK[locale](NOT_MONEY[locale]))).toEqual([]);
    expect(catalogues[locale]["ChatSafety.signals.advance"]).toContain(advance[locale].use);
  });
});

describe("the English source", () => {
  // One name for one action, as in Telugu and Hindi (the glossary's "log in, log out"): the English said
  // "sign in" on some screens and "log in" on others.
  const SIGN_IN = /\bsign(s|ed|ing)?(-| )?(in|ins|out)\b|\bsigns? (you|them) out\b/i;
  it("says log in and log out", () => {
    expect(
      Object.keys(catalogue)
        .filter((key) => SIGN_IN.test(catalogue[key]))
        .map((key) => `${key}: ${catalogue[key]}`),
    ).toEqual([]);
  });
  it("the check sees sign in and sign out, and lets log in and a signature through", () => {
    expect(
      ["Sign out everywhere", "Requires sign-in", "that signs you out", "Log out everywhere", "You signed the agreement"].map((t) =>
        SIGN_IN.test(t),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});

describe("the glossary", () => {
  it("names terms that the English catalogue uses, with a rendering for each language", () => {
    for (const term of glossary.terms) {
      expect(Object.values({ ...catalogue, ...landingEnglish }).some((text) => new RegExp(term.en, "i").test(text))).toBe(true);
      expect(term.te.use.length).toBeGreaterThan(0);
      expect(term.hi.use.length).toBeGreaterThan(0);
    }
  });
});
