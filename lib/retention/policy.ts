// The retention table: every table that holds personal data, what it holds, why we keep it, for how
// long, and what the retention job (lib/retention/run.ts, daily) does about it. The job reads its periods
// from here, so what is written and what is done cannot drift apart; docs/data-rights.md ("Personal data
// and how long we keep it") and the privacy policy (Privacy.sections.retention in messages/*.json) say the same
// in words. A new table gets a row here (lib/retention/policy.test.ts holds the schema to that).
//
// Plain data, no database: the API reference describes the job's answer with these table names.

/** How long a row is kept after its clock (the column the period counts from). */
export type TPeriod = { amount: number; unit: "minutes" | "days" | "years" };

type TRuleText = {
  /** The table (its `@@map` name in prisma/schema.prisma). */
  table: string;
  /** Tables whose rows go with this one's (foreign keys ON DELETE CASCADE). */
  cascades?: readonly string[];
  /** What personal data it holds. */
  holds: string;
  /** Why we keep it at all. */
  why: string;
  /** How long, in words. */
  period: string;
  /** What the retention job does about it. */
  job: string;
};

/** A table the job empties of rows past their period. */
export type TDeletionRule = TRuleText & { keep: TPeriod };
/** A table the job leaves alone: kept by law, or for as long as the account. */
export type TKeptRule = TRuleText & { keep: null; until: "law" | "account" };
export type TRetentionRule = TDeletionRule | TKeptRule;

/** The rules the job applies, in the order it applies them. */
export const DELETION_RULES = [
  {
    table: "mail_outbox",
    holds: "Every mail we sent: the address, the account it was for, subject and text (with its links), and whether it was delivered.",
    why: "To see what was sent when a mail does not arrive; without RESEND_API_KEY it is the development outbox.",
    period: "30 days after it was written",
    job: "deletes rows whose createdAt is over 30 days ago",
    keep: { amount: 30, unit: "days" },
  },
  {
    table: "sms_outbox",
    holds:
      "Every SMS we sent (the codes that verify a mobile number): the number, the account it was for, its text, and whether the SMS provider took it.",
    why: "To see what was sent when a code does not arrive; without SMS_PROVIDER=msg91 it is the development outbox.",
    period: "90 days after it was written",
    job: "deletes rows whose createdAt is over 90 days ago",
    keep: { amount: 90, unit: "days" },
  },
  {
    table: "phone_codes",
    holds: "The codes sent to verify a mobile number (only their HMAC): the account, the number, the tries, when it expires and was used.",
    why: "To check the code typed, and to count the codes a number and an account were sent each day (the limits).",
    period: "30 days after the code was sent",
    job: "deletes rows whose createdAt is over 30 days ago",
    keep: { amount: 30, unit: "days" },
  },
  {
    table: "sessions",
    holds: "Each signed-in device: when it signed in and was last seen, and its browser (user agent).",
    why: "To keep the person signed in, and to sign a device out (revoked) before its token expires.",
    period: "30 days after the session expired or was revoked",
    job: "deletes rows whose expiresAt or revokedAt is over 30 days ago",
    keep: { amount: 30, unit: "days" },
  },
  {
    table: "email_tokens",
    holds: "Email verification and password reset tokens (only their SHA-256 hash) and the address mailed.",
    why: "To check the link in the mail, once.",
    period: "1 day after the token expired or was used",
    job: "deletes rows whose expiresAt or usedAt is over 1 day ago",
    keep: { amount: 1, unit: "days" },
  },
  {
    table: "rate_limits",
    holds: "Request counters keyed by IP address, account id or email address.",
    why: "To slow down abuse (password guessing, spam) for a short window.",
    period: "until the window ends (expiresAt)",
    job: "deletes rows whose expiresAt has passed (an expired counter starts again from zero anyway)",
    keep: { amount: 0, unit: "minutes" },
  },
  {
    table: "login_throttles",
    holds: "Failed sign-ins per email address (a hash of it) and when the last one was.",
    why: "The growing delay between password guesses (it counts failures within an hour).",
    period: "1 day after the last failed sign-in",
    job: "deletes rows whose lastFailureAt is over 1 day ago",
    keep: { amount: 1, unit: "days" },
  },
  {
    table: "live_events",
    holds: "The person's in-app notifications (new message, order, payment), with the names and pets they mention.",
    why: "To update open pages and show the notifications a reconnecting page missed.",
    period: "30 days after the notification",
    job: "deletes rows whose createdAt is over 30 days ago",
    keep: { amount: 30, unit: "days" },
  },
  {
    table: "live_streams",
    holds: "Which person has a page open right now (one row per open live stream).",
    why: "To skip the push notification when the open page already shows the change.",
    period: "10 minutes without a refresh (an open stream refreshes every 20 s; a stale row is a crashed server's)",
    job: "deletes rows whose seenAt is over 10 minutes ago",
    keep: { amount: 10, unit: "minutes" },
  },
  {
    table: "pet_views",
    holds: "Who viewed which listing on which day (a signed-in viewer's user id, else a hash of the address).",
    why: "To count a view once per visitor and day.",
    period: "2 days after the day (India's calendar)",
    job: "deletes rows whose day is over 2 days before today",
    keep: { amount: 2, unit: "days" },
  },
  {
    table: "alert_digests",
    holds: "Which pets were mailed to whom in the daily alert digest, per day.",
    why: "To mail a person at most once a day, and to know what a mail showed.",
    period: "90 days after the day (India's calendar)",
    job: "deletes rows whose day is over 90 days before today",
    keep: { amount: 90, unit: "days" },
  },
  {
    table: "web_vitals",
    holds:
      "No personal data: how fast pages were for visitors, as counts per day, kind of page, device class, connection type and metric (no address, account, page address or browser).",
    why: "The moderation console's Speed page (the last 28 days), and comparing a season with the year before.",
    period: "400 days after the day (India's calendar)",
    job: "deletes rows whose day is over 400 days before today",
    keep: { amount: 400, unit: "days" },
  },
  {
    table: "audit_log",
    holds: "Every moderation action: who (moderator id and email) did what to whom, and why.",
    why: "Accountability of moderation, and answering grievances and authorities (IT Rules 2021).",
    period: "3 years after the action",
    job: "deletes rows whose createdAt is over 3 years ago, in a transaction marked as the retention job's (SET LOCAL pawbazaar.retention = 'on'): the database refuses every other DELETE, and every UPDATE",
    keep: { amount: 3, unit: "years" },
  },
  {
    table: "support_requests",
    cascades: ["support_replies"],
    holds: "Support and contact requests and appeals (name, email, message) with the moderators' replies.",
    why: "To answer them, and to show the answer if the person writes again.",
    period: "1 year after the request was closed",
    job: "deletes closed requests whose closedAt is over 1 year ago, with their replies",
    keep: { amount: 1, unit: "years" },
  },
] as const satisfies readonly TDeletionRule[];

export type TDeletedTable = (typeof DELETION_RULES)[number]["table"];
export const DELETED_TABLES = DELETION_RULES.map((r) => r.table) as [TDeletedTable, ...TDeletedTable[]];

const TAX_RECORD = {
  why: "Record keeping the Income-tax Act and the GST law require of a business (up to 8 years).",
  period: '8 years; a deleted account\'s rows stay pseudonymised, under "Deleted user"',
  job: "nothing: kept by law",
  keep: null,
  until: "law",
} as const;

const UNTIL_DELETED = {
  why: "The service the person uses.",
  period: "until the account is deleted, which erases them at once",
  job: "nothing: account deletion (lib/account/deletion.ts) erases them",
  keep: null,
  until: "account",
} as const;

/** The tables the job never deletes from. */
export const KEPT_RULES = [
  { table: "orders", holds: "Who bought which pet from whom, when, and for how much.", ...TAX_RECORD },
  { table: "payments", holds: "Payments and refunds: who paid how much for which orders.", ...TAX_RECORD },
  { table: "payment_orders", holds: "Which orders each payment was for.", ...TAX_RECORD },
  {
    table: "ledger_entries",
    holds:
      "Each seller's money: what each sale earned, the platform's fee, reversals of refunded sales, and payouts with their bank reference and the moderator who recorded them.",
    ...TAX_RECORD,
    job: "nothing: kept by law; the database refuses to change or delete a row (append-only), and the account deletion leaves them, so a deleted seller's balance is still owed",
  },
  {
    table: "disputes",
    cascades: ["dispute_evidence"],
    holds:
      "Buyers' disputes of orders and banks' chargebacks: both people's statements, their photos and vet's notes, and the moderators' decisions.",
    ...TAX_RECORD,
    why: "The record of where a payment's money went and why (the Income-tax Act and the GST law), and of how a consumer's complaint was redressed (the Consumer Protection (E-Commerce) Rules 2020).",
  },
  {
    table: "linked_accounts",
    holds:
      "A seller's Razorpay Route linked account: its ids and state, the legal name, the IFSC, and only masked copies of the PAN and account number.",
    ...TAX_RECORD,
    why: "The record of whom each payout went to (the Income-tax Act and the GST law).",
  },
  {
    table: "transfers",
    holds: "Each sale's Razorpay Route transfer to its seller: amount, state, Razorpay's ids.",
    ...TAX_RECORD,
  },
  {
    table: "payment_problems",
    holds: "What automatic payment handling could not settle (a failed refund, an unmatched event), with the event as Razorpay sent it.",
    ...TAX_RECORD,
  },
  {
    table: "users",
    holds: "The account: name, email, password hash, phone (and when it was verified), town, bio, photo, settings, consent to the terms.",
    ...UNTIL_DELETED,
    period:
      'until the account is deleted: then only a "Deleted user" row stays, with no email, phone, town, photo or usable password, for the orders, payments and messages that point to it',
  },
  {
    table: "pets",
    cascades: ["pet_images", "listing_flags", "pet_vaccinations"],
    holds:
      "The person's listings and their photos (with each photo's perceptual hash, and whether it shows the litter with its mother), the vaccinations they record, and what the system flagged in them for the moderators (a photo another listing uses, a price far below typical).",
    ...UNTIL_DELETED,
    period:
      "until the seller deletes the listing or the account; a sold pet's listing stays for its orders, hidden, with its description, town, numbers and photos erased",
  },
  {
    table: "stored_blobs",
    holds:
      "The bytes of listing and profile photos, dispute evidence and sellers' registration certificates (when photos are kept in PostgreSQL rather than a bucket).",
    ...UNTIL_DELETED,
    period: "as long as the listing, profile photo, dispute or registration they belong to",
    job: "nothing: deleted with their listing or photo",
  },
  {
    table: "messages",
    holds: "Messages between buyers and sellers.",
    ...UNTIL_DELETED,
    period:
      'until the account is deleted: the messages the person received go at once; those they sent stay in the other person\'s conversation, under "Deleted user"',
  },
  {
    table: "reviews",
    holds: "Ratings and comments of sellers, and the sellers' replies.",
    ...UNTIL_DELETED,
    period: 'until the account is deleted: the reviews the person wrote stay, under "Deleted user" (a seller\'s rating is built on them)',
  },
  {
    table: "check_ins",
    holds: "A rehoming's check-ins after the handover: the adopter's answer about how the pet is settling, and their short note.",
    ...UNTIL_DELETED,
    period:
      "until the account is deleted: the adopter's answers stay for the owner's record of the pet, their notes are erased and the check-ins not yet sent deleted",
  },
  {
    table: "agreements",
    holds:
      "The agreement of each accepted order: the pet as the seller declared it (microchip, vaccinations, health), the fee, both parties' names and towns, the date.",
    ...UNTIL_DELETED,
    why: "The record both parties accepted of what was sold or rehomed, and on what terms: the evidence a dispute or a consumer commission weighs.",
    period: "as long as its order: deleting an account keeps it as signed, since it is the other party's record of the sale too",
    job: "nothing: it goes with its order (orders are kept 8 years); the account deletion leaves it",
  },
  {
    table: "agreement_signatures",
    holds:
      "Each party's acceptance of an agreement: the full name they typed, when, in which language, and a fingerprint of the text they were shown.",
    ...UNTIL_DELETED,
    why: "Who accepted the agreement, and what exactly they were shown.",
    period: "as long as its agreement: kept as signed when an account is deleted",
    job: "nothing: it goes with its agreement; the account deletion leaves it",
  },
  {
    table: "rehoming_applications",
    holds:
      "Applications to adopt a rehomed pet: the applicant, the owner, the home (house or flat, rented with the landlord's consent, garden), other pets, experience, who is at home, why, the answers to the owner's questions, and the status.",
    ...UNTIL_DELETED,
    why: "The owner's choice of a home, the applicant's list of what they applied for, and, once adopted, the record of the rehoming beside its order.",
    period:
      "until the account of either side is deleted, which deletes them at once, except an adopted one: it stays beside its order, the applicant's own words erased",
  },
  {
    table: "listing_reports",
    holds: "Reports of listings to the moderators, with the reporter's note.",
    ...UNTIL_DELETED,
    period: 'until the account is deleted: reports the person made stay as moderation records, under "Deleted user"',
  },
  {
    table: "conversation_reports",
    holds: "Reports of conversations to the moderators, with the reporter's note.",
    ...UNTIL_DELETED,
    period: 'until the account is deleted: reports the person made stay as moderation records, under "Deleted user"',
  },
  {
    table: "seller_registrations",
    holds:
      "A breeder's, pet shop's or shelter's registration: its type, state, number and dates, the certificate's key in the photo store (the certificate itself is in stored_blobs or the bucket), the moderator's decision and reason.",
    ...UNTIL_DELETED,
    why: "The mark its listings carry, and the check the law asks of a platform that sells pets (Pet Shop Rules 2018; Dog Breeding and Marketing Rules 2017).",
    period: "until the seller sends a new one (which replaces it, certificate and all) or deletes the account, which erases it at once",
  },
  { table: "saved_searches", holds: "The person's saved searches (browse filters) for the alert mails.", ...UNTIL_DELETED },
  { table: "push_subscriptions", holds: "Each browser's Web Push address and keys.", ...UNTIL_DELETED },
  { table: "cart_items", holds: "The pets in the person's cart.", ...UNTIL_DELETED },
  { table: "wishlist_items", holds: "The pets the person saved.", ...UNTIL_DELETED },
] as const satisfies readonly TKeptRule[];

/** The whole table: what the job deletes, then what it keeps. */
export const RETENTION_POLICY: readonly TRetentionRule[] = [...DELETION_RULES, ...KEPT_RULES];

/** The moment before which a row is past its period: `now` less the period (calendar years and days, in UTC). */
export function cutoffFor(period: TPeriod, now: Date): Date {
  const at = new Date(now);
  if (period.unit === "years") at.setUTCFullYear(at.getUTCFullYear() - period.amount);
  else if (period.unit === "days") at.setUTCDate(at.getUTCDate() - period.amount);
  else at.setUTCMinutes(at.getUTCMinutes() - period.amount);
  return at;
}
