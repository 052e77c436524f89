// Money and dates for every screen. One formatter each, so ₹ and dates look the same everywhere.

/** Intl locales per site language: India's conventions in each (en-IN, te-IN, hi-IN). */
const INTL_LOCALE: Record<string, string> = { en: "en-IN", te: "te-IN", hi: "hi-IN" };
export const intlLocale = (locale: string) => INTL_LOCALE[locale] ?? "en-IN";

// Product decision: the price reads ₹1,23,456 in every language (Indian grouping, Latin digits), so
// one en-IN formatter serves all locales. Whole rupees only: prices are stored as integers.
const priceFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** ₹ with Indian grouping: formatPrice(123456) → "₹1,23,456". The locale is accepted for symmetry with formatDate. */
export function formatPrice(amount: number, _locale?: string): string {
  return priceFormatter.format(Number.isFinite(amount) ? amount : 0);
}

// Money in paise (the sellers' ledger, lib/ledger): the same ₹ and grouping, with the paise shown only
// when there are any (₹9,750 and ₹9,750.38), so a fee of 2.5% reads exactly what was charged.
const paiseFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise as rupees: formatPaise(975038) → "₹9,750.38", formatPaise(975000) → "₹9,750", negative with a minus. */
export function formatPaise(paise: number, _locale?: string): string {
  if (!Number.isFinite(paise)) return formatPrice(0);
  const whole = Math.round(paise);
  return whole % 100 === 0 ? priceFormatter.format(whole / 100) : paiseFormatter.format(whole / 100);
}

/** A plain count (views, likes) with Indian grouping. */
const countFormatter = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
export function formatCount(value: number, _locale?: string): string {
  return countFormatter.format(Number.isFinite(value) ? value : 0);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export type TDateStyle = "long" | "medium" | "monthYear" | "dateTime" | "deadline";
const DATE_OPTIONS: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  medium: { day: "numeric", month: "short", year: "numeric" },
  monthYear: { month: "long", year: "numeric" },
  // A moment on an order's timeline: "12 Dec 2026, 3:45 pm".
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
  // A deadline a few days away, with its weekday so it can be planned for: "Sat, 12 Dec, 3:45 pm".
  deadline: { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" },
};

/**
 * A date in the reader's language (en-IN, te-IN, hi-IN), in India's time zone. Accepts an ISO
 * string, a YYYY-MM-DD day, or a Date; an unreadable value gives "".
 */
export function formatDate(value: string | Date, locale: string, style: TDateStyle = "long"): string {
  const date = typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale}|${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_OPTIONS[style], timeZone: "Asia/Kolkata" });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/**
 * When a message was sent, in the reader's language and India's time zone: the time of day alone for
 * today ("3:45 pm"), else the day and the time ("21 Nov, 3:45 pm"). An unreadable value gives "".
 */
export function formatMessageTime(value: string | Date, locale: string, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const isToday = dayKey.format(date) === dayKey.format(now);
  const key = `${locale}|${isToday}`;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = isToday
      ? { hour: "numeric", minute: "2-digit" }
      : { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" };
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "Asia/Kolkata" });
    timeFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
