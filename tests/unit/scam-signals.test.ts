import { SCAM_SIGNALS, scamSignals, type TScamSignal } from "@/lib/messages/scam-signals";
import { MAX_MESSAGE_LENGTH } from "@/lib/messages/schemas";

// Real message shapes from Indian pet-sale chats (names and numbers made up): what each carries, and
// the everyday chat that must carry nothing (prices, ages, dates, pincodes, microchips, vaccination
// schedules, "thanks in advance", a seller saying no advance is needed).
const CASES: [string, string, TScamSignal[]][] = [
  // Phone numbers, in the ways people write them
  ["+91 and a space", "Call me on +91 98480 12345", ["phone"]],
  ["a leading 0", "my number 09848012345", ["phone"]],
  ["a dash", "whatsapp 98480-12345 for more photos", ["phone"]],
  ["ten bare digits", "9848012345", ["phone"]],
  ["+91- and no spaces", "+91-9848012345", ["phone"]],
  ["dots", "contact 98480.12345 after 6 pm", ["phone"]],
  ["3-3-4 groups", "ph: 984 801 2345", ["phone"]],
  ["(+91)", "(+91) 7013012345 Lakshmi", ["phone"]],
  ["a digit at a time", "9 8 4 8 0 1 2 3 4 5", ["phone"]],
  ["English number words", "my number is nine eight four eight zero one two three four five", ["phone"]],
  ['"double"', "call double nine eight four eight zero one two three four", ["phone"]],
  ["Hindi number words", "नौ आठ चार आठ शून्य एक दो तीन चार पांच पर कॉल करें", ["phone"]],
  ["Devanagari digits", "९८४८०१२३४५ पर कॉल करें", ["phone"]],
  ["Telugu digits", "౯౮౪౮౦౧౨౩౪౫ కి ఫోన్ చేయండి", ["phone"]],
  ["Telugu digits mixed with words", "నా నంబర్ 98480 ఒకటి రెండు మూడు నాలుగు ఐదు", ["phone"]],
  ["a zero-width space inside", "98480\u200b12345", ["phone"]],
  ["full-width digits", "９８４８０１２３４５", ["phone"]],
  ["a number for Google Pay", "GPay 9848012345", ["phone", "upi"]],

  // UPI IDs
  ["a Google Pay handle and an advance", "Pay 2000 advance to lakshmi@okhdfcbank", ["upi", "advance"]],
  ["a PhonePe handle on a mobile number (a phone number too)", "9848012345@ybl", ["phone", "upi"]],
  ["a Paytm handle", "send to name@paytm", ["upi"]],
  ["an SBI handle with a dot in the name", "UPI: kumar.r@oksbi", ["upi"]],
  ["BHIM's @upi", "ravi123@upi", ["upi"]],
  ["Amazon Pay's @apl", "pets.hyd@apl", ["upi"]],
  ["@ibl and @axl", "either anil@ibl or anil@axl", ["upi"]],
  ["a bank's own handle", "kiran@icici", ["upi"]],
  ["'at' instead of @", "UPI id lakshmi at ybl", ["upi"]],
  ["an unknown handle with talk of paying", "transfer to lakshmi@mybank", ["upi"]],
  ["Hindi around it", "इस UPI पर भेजो: ramesh@okaxis", ["upi"]],

  // Bank details
  ["an account number and IFSC", "A/c no 50100123456789 IFSC HDFC0001234", ["bank"]],
  ["a grouped account number", "account number: 1234 5678 9012", ["bank"]],
  ["an IFSC alone", "IFSC SBIN0005943", ["bank"]],
  ["lower-case IFSC", "ifsc code sbin0005943 branch Ameerpet", ["bank"]],
  ["Hindi account", "खाता संख्या 30123456789 है", ["bank"]],
  ["Telugu account", "నా ఖాతా నంబర్ 30123456789", ["bank"]],

  // Payment links
  ["upi://pay", "upi://pay?pa=lakshmi@okhdfcbank&am=2000", ["upi", "payment_link"]],
  ["Razorpay", "pay here https://rzp.io/l/abc123", ["payment_link"]],
  ["Paytm", "https://paytm.me/x-AbCd", ["payment_link"]],
  ["PhonePe", "phon.pe/ru_lakshmi", ["payment_link"]],
  ["Instamojo", "instamojo.com/@puppyhome/l2b3", ["payment_link"]],
  ["a short link about paying", "pay the booking amount via bit.ly/3xYz12", ["payment_link", "advance"]],

  // Asking for an advance or a fee: English
  ["a token amount", "Send token amount 2000 to book the puppy", ["advance"]],
  ["courier charges", "Courier charges 3500 extra", ["advance"]],
  ["a vaccination fee", "Vaccination fee of Rs 1500 to be paid before delivery", ["advance"]],
  ["insurance", "Insurance charges Rs 2000, pay now", ["advance"]],
  ["a deposit to reserve", "We need a deposit to reserve her", ["advance"]],
  ["pay half", "Pay half now and half on delivery", ["advance"]],
  ["money for the courier", "Send 1500 for the courier, puppy reaches tomorrow", ["advance"]],
  ["a certificate fee", "KCI certificate fees 2500 must be paid first", ["advance"]],
  ["pay in advance", "You have to pay in advance", ["advance"]],
  // Hinglish
  ["advance bhejo", "advance bhejo fir puppy bhejenge", ["advance"]],
  ["paise bhej do", "paise bhej do 5000", ["advance"]],
  ["kitna advance", "kitna advance dena hai?", ["advance"]],
  ["transport ka kharcha", "transport ka kharcha 3000 lagega", ["advance"]],
  // Hindi
  ["एडवांस", "पहले 2000 एडवांस भेजिए", ["advance"]],
  ["कूरियर का चार्ज", "कूरियर का चार्ज 1500 रुपये लगेगा", ["advance"]],
  ["जमा", "5000 रुपये जमा करें तो पप्पी बुक हो जाएगा", ["advance"]],
  ["अग्रिम राशि", "अग्रिम राशि भेजनी होगी", ["advance"]],
  // Telugu
  ["అడ్వాన్స్", "ముందుగా 2000 అడ్వాన్స్ పంపండి", ["advance"]],
  ["కొరియర్ ఛార్జీలు", "కొరియర్ ఛార్జీలు 1500 రూపాయలు", ["advance"]],
  ["ముందుగా డబ్బు", "ముందుగా డబ్బు పంపండి, తర్వాత పప్పీని పంపిస్తాము", ["advance"]],
  ["టీకా ఫీజు", "టీకా ఫీజు 1200 కట్టాలి", ["advance"]],
  ["romanised Telugu", "advance pampandi", ["advance"]],
  // The full scam in one message
  [
    "everything at once",
    "Book now! Pay 3000 advance + courier charges to 9848012345@ybl or A/c 50100123456789 HDFC0001234, link rzp.io/l/pup",
    ["phone", "upi", "bank", "payment_link", "advance"],
  ],

  // Everyday chat: nothing
  ["a price with ₹", "The price is ₹25,000", []],
  ["a price with Rs", "Rs 15000 only, negotiable", []],
  ["a price in k", "25k final, can't go lower", []],
  ["a price range", "Price range 65000-70000 depending on the pup", []],
  ["a price without a symbol", "Price 25000, vaccination done, delivery on Sunday", []],
  ["an age in weeks", "He is 8 weeks old", []],
  ["ages in months and days", "2 months old, 45 days since birth", []],
  ["a date and a time", "Can I visit on 12/12/2026 at 11 am?", []],
  ["an ISO date", "Born 2026-09-14, ready from 2026-11-10", []],
  ["a pincode", "Pincode 500081, Gachibowli", []],
  ["a microchip number", "Microchip number 985112003456789", []],
  ["a microchip in groups of three", "Microchip 985 112 003 456 789", []],
  ["an Aadhaar-like number", "My Aadhaar is 2345 6789 0123", []],
  ["a vaccination schedule", "First vaccination done at 6 weeks, second due at 9 weeks", []],
  ["certificates mentioned", "Vaccination certificate and KCI papers available", []],
  ["thanks in advance", "Thanks in advance!", []],
  ["in advance, not money", "Let me know in advance when you come", []],
  ["advance mein", "advance mein bata dena kab aaoge", []],
  ["a seller saying no advance", "No advance needed, pay on PawBazaar after you meet her", []],
  ["fees included", "Delivery charges included in price", []],
  ["a seller paying transport", "Transport cost will be borne by me", []],
  ["Hindi: no advance", "कोई एडवांस नहीं, मिलने के बाद PawBazaar पर भुगतान करें", []],
  ["Telugu: no advance", "అడ్వాన్స్ అవసరం లేదు, కలిసిన తర్వాత చెల్లించండి", []],
  ["a mail address", "mail me at lakshmi@gmail.com", []],
  ["a bank as a place", "We can meet at SBI ATM near Ameerpet", []],
  ["a home delivery mention", "Home delivery available within Hyderabad after you order on PawBazaar", []],
  ["a question", "Is she still available? I can come on Sunday", []],
  ["Hindi chat", "पप्पी 2 महीने का है, टीके लग चुके हैं, कीमत 25000 रुपये", []],
  ["Telugu chat", "పప్పీ వయసు 45 రోజులు, టీకాలు వేయించాము, ధర ₹25,000", []],
  ["a short link without money", "photos here: bit.ly/pupphotos", []],
  ["an address for the visit", "Sunday 10 am works. I will send you the address for the visit.", []],
];

describe("scamSignals", () => {
  it.each(CASES)("%s: %s", (_label, text, expected) => {
    expect(scamSignals(text)).toEqual(expected);
  });

  it("has real positives for every signal and real negatives", () => {
    for (const s of SCAM_SIGNALS) expect(CASES.filter(([, , e]) => e.includes(s)).length).toBeGreaterThanOrEqual(5);
    expect(CASES.filter(([, , e]) => e.length === 0).length).toBeGreaterThanOrEqual(20);
  });

  it("answers in the order of SCAM_SIGNALS, each signal once", () => {
    const all = scamSignals("advance 2000 to 9848012345@ybl, rzp.io/l/x, a/c 50100123456789; call 9848012345 or 9848012346");
    expect(all).toEqual(SCAM_SIGNALS.filter((s) => all.includes(s)));
    expect(new Set(all).size).toBe(all.length);
  });

  it("leaves the text itself alone and answers nothing for empty or odd input", () => {
    const text = "Pay 2000 advance to lakshmi@okhdfcbank";
    scamSignals(text);
    expect(text).toBe("Pay 2000 advance to lakshmi@okhdfcbank");
    expect(scamSignals("")).toEqual([]);
    expect(scamSignals(undefined as unknown as string)).toEqual([]);
  });

  it("reads no further than the longest message we store", () => {
    expect(scamSignals(`${"a".repeat(MAX_MESSAGE_LENGTH)} 9848012345`)).toEqual([]);
    expect(scamSignals(`${"a".repeat(MAX_MESSAGE_LENGTH - 11)} 9848012345`)).toEqual(["phone"]);
  });

  it.each([
    ["digits", "9".repeat(MAX_MESSAGE_LENGTH)],
    ["@ signs", "a@".repeat(MAX_MESSAGE_LENGTH / 2)],
    ["dotted names", "a.".repeat(MAX_MESSAGE_LENGTH / 2)],
    ["number words", "nine ".repeat(MAX_MESSAGE_LENGTH / 5)],
    ["'advance' over and over", "advance ".repeat(MAX_MESSAGE_LENGTH / 8)],
    ["'courier' over and over", "courier for ".repeat(MAX_MESSAGE_LENGTH / 12)],
  ])("answers hostile input (%s) with no signal", (_label, text) => {
    expect(scamSignals(text)).toEqual([]);
  });
});
