// A mobile number as the stored form holds it and as a person reads it. Plain code: the profile's phone
// part shows the number in the browser, which must not load the number plans of ./normalize.ts.

/** The stored form, E.164: "+91" and ten digits, the first 6, 7, 8 or 9. */
export const E164_INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/** "+919876543210" → "+91 98765 43210"; anything else as it is. */
export const formatPhone = (e164: string) => (E164_INDIAN_MOBILE.test(e164) ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : e164);

/**
 * Whether the text has the shape of an Indian mobile number (the browser's check before sending it: 10
 * digits from 6 to 9, optionally after +91, 0091, 91 or 0, with spaces, dashes, dots or brackets). The server
 * reads it for real with the number plans (./normalize.ts).
 */
export const looksLikeIndianMobile = (raw: string) => /^(?:(?:\+|00)?91|0)?[6-9]\d{9}$/.test(raw.replace(/[\s\-.()]/g, ""));
