import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { createTranslator } from "next-intl";
import { getDb, type TTx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/email/mailer";
import { dataExportedMail } from "@/lib/email/data-exported-mail";
import { pageUrl } from "@/lib/email/layout";
import { formatDate } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { isLocale, type TLocale } from "@/lib/i18n/routing";
import { IMAGE_SIZES, type TImageSize } from "@/lib/images/process";
import { todayInIndia } from "@/lib/pets/constants";
import { blobStore, type TBlobStore, type TStoredBlob } from "@/lib/images/store";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import te from "@/messages/te.json";

// "Download my data" (GET /server/profile/export): everything the product holds about the signed-in
// person, as a ZIP archive written into the answer while it is made. One pretty-printed JSON file per
// kind of data (dates ISO 8601 in UTC, amounts in whole rupees as stored), the person's photos as stored,
// and a README.txt in their language that says what each file holds.
//
// Memory stays flat however much there is: rows are read a batch at a time (keyset paging, oldest
// first) and written as they come, photos are read one at a time, and the writing waits while the
// reader (the phone's download) is behind. fflate's streaming `Zip`: JSON and text are deflated, the
// photos (WebP, already compressed) are stored as they are. fflate writes no ZIP64, so an archive must
// stay under 4 GB; a person's listings hold at most a few hundred MB of photos.
//
// About anyone else the archive shows only their display name: never an email, a phone, a town or an id.

const BATCH = 200;
/** The answer's queue: while this many bytes wait for the reader, no more rows or photos are read. */
const QUEUE_BYTES = 256 * 1024;
/** Text is handed to the compressor in pieces of about this size. */
const TEXT_PIECE_CHARS = 64 * 1024;
const INDIA_TIME_ZONE = "Asia/Kolkata";

const catalogues = { en, te, hi } as const;

/** `pawbazaar-data-2026-11-28.zip`: the day in India when it was made. */
export const exportFileName = (at: Date) => `pawbazaar-data-${todayInIndia(at)}.zip`;

/** The JSON files in the order the archive and its README list them; `key` names the README's line (DataExport.files). */
export const EXPORT_JSON_FILES = [
  { name: "profile.json", key: "profile" },
  { name: "listings.json", key: "listings" },
  { name: "orders-as-buyer.json", key: "ordersAsBuyer" },
  { name: "orders-as-seller.json", key: "ordersAsSeller" },
  { name: "payments.json", key: "payments" },
  { name: "messages.json", key: "messages" },
  { name: "reviews-written.json", key: "reviewsWritten" },
  { name: "reviews-received.json", key: "reviewsReceived" },
  { name: "reports.json", key: "reports" },
  { name: "saved-searches.json", key: "savedSearches" },
  { name: "notification-settings.json", key: "notificationSettings" },
  { name: "sessions.json", key: "sessions" },
  { name: "cart.json", key: "cart" },
  { name: "wishlist.json", key: "wishlist" },
  { name: "support-requests.json", key: "supportRequests" },
] as const;
type TJsonFile = (typeof EXPORT_JSON_FILES)[number];

export const PROFILE_PHOTO_FILE = "photos/profile-photo.webp";
/** A listing's photos in their order: photos/listings/<listing id>/1.webp, 2.webp… */
export const listingPhotoFile = (petId: string, index: number) => `photos/listings/${petId}/${index + 1}.webp`;

// ---------------------------------------------------------------------------------------------------
// Reading: every row of a query, a batch at a time

type TKeyset = { createdAt: Date; id: string };
const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const after = (c: TKeyset | null) => (c ? { OR: [{ createdAt: { gt: c.createdAt } }, { createdAt: c.createdAt, id: { gt: c.id } }] } : {});

/** Pages of `BATCH` rows, oldest first; `page` gets the keyset condition to AND with its own. */
async function* everyRow<T extends TKeyset>(page: (where: ReturnType<typeof after>) => Promise<T[]>): AsyncGenerator<T[]> {
  let cursor: TKeyset | null = null;
  for (;;) {
    const rows = await page(after(cursor));
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1];
  }
}

/** A JSON array written as its pages are read. */
class StreamedList {
  constructor(readonly pages: AsyncIterable<unknown[]>) {}
}

function list<T extends TKeyset>(page: (where: ReturnType<typeof after>) => Promise<T[]>, map: (row: T) => unknown) {
  return new StreamedList(
    (async function* () {
      for await (const rows of everyRow(page)) yield rows.map(map);
    })(),
  );
}

function concat(...lists: StreamedList[]) {
  return new StreamedList(
    (async function* () {
      for (const l of lists) yield* l.pages;
    })(),
  );
}

const pad = (depth: number) => "  ".repeat(depth);
const indented = (json: string, depth: number) => json.replaceAll("\n", `\n${pad(depth)}`);
const isStreamedObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.values(value).some((v) => v instanceof StreamedList);

/** What `JSON.stringify(value, null, 2)` gives, as pieces, with each StreamedList written as its pages come. */
async function* prettyJson(value: unknown, depth = 0): AsyncGenerator<string> {
  if (value instanceof StreamedList) {
    let isEmpty = true;
    for await (const rows of value.pages) {
      if (!rows.length) continue;
      yield (isEmpty ? "[\n" : ",\n") + rows.map((row) => pad(depth + 1) + indented(JSON.stringify(row, null, 2), depth + 1)).join(",\n");
      isEmpty = false;
    }
    yield isEmpty ? "[]" : `\n${pad(depth)}]`;
  } else if (isStreamedObject(value)) {
    const entries = Object.entries(value);
    yield "{\n";
    for (const [i, [key, v]] of entries.entries()) {
      yield `${pad(depth + 1)}${JSON.stringify(key)}: `;
      yield* prettyJson(v, depth + 1);
      yield i < entries.length - 1 ? ",\n" : "\n";
    }
    yield `${pad(depth)}}`;
  } else {
    yield indented(JSON.stringify(value ?? null, null, 2), depth);
  }
}

// ---------------------------------------------------------------------------------------------------
// What the archive holds, file by file

const userSelect = {
  name: true,
  email: true,
  phone: true,
  location: true,
  bio: true,
  locale: true,
  avatarKey: true,
  role: true,
  isEmailVerified: true,
  emailVerifiedAt: true,
  termsVersion: true,
  termsAcceptedAt: true,
  suspendedAt: true,
  suspendedReason: true,
  createdAt: true,
  updatedAt: true,
  notifyNewMessage: true,
  notifyNewOrder: true,
  notifyOrderDecision: true,
  pushNewMessage: true,
  pushNewOrder: true,
  pushOrderDecision: true,
  pushPaymentReceived: true,
  pushSearchMatches: true,
} satisfies Prisma.UserSelect;

type TUserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

type TContext = { db: TTx; userId: string; sessionId: string | null; user: TUserRow };

/** Only ever the display name of another person. */
const nameOnly = { select: { name: true } } as const;
const petName = { select: { name: true } } as const;
/** A calendar date (a pet's date of birth) as YYYY-MM-DD. */
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

const petSelect = {
  id: true,
  name: true,
  species: true,
  breed: true,
  age: true,
  dateOfBirth: true,
  gender: true,
  price: true,
  location: true,
  description: true,
  features: true,
  status: true,
  views: true,
  vaccinated: true,
  dewormed: true,
  sterilised: true,
  microchipNumber: true,
  sellerType: true,
  registrationNumber: true,
  hiddenAt: true,
  hiddenCause: true,
  hiddenReason: true,
  appealedAt: true,
  createdAt: true,
  updatedAt: true,
  images: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { key: true, width: true, height: true, createdAt: true } },
} satisfies Prisma.PetSelect;

const orderSelect = {
  id: true,
  quantity: true,
  unitPrice: true,
  totalAmount: true,
  status: true,
  paymentStatus: true,
  createdAt: true,
  updatedAt: true,
  decidedAt: true,
  pet: petName,
  buyer: nameOnly,
  seller: nameOnly,
} as const;

const listedPetSelect = { name: true, breed: true, price: true, status: true, seller: nameOnly } as const;

/** A payment's lines as recorded when it was created (lib/payments/service.ts): the pets' names and prices then. */
function paymentLines(items: unknown) {
  if (!Array.isArray(items)) return [];
  return items.map((line: { order_id?: unknown; name?: unknown; price?: unknown; quantity?: unknown }) => ({
    orderId: line?.order_id ?? null,
    pet: line?.name ?? null,
    priceRupees: line?.price ?? null,
    quantity: line?.quantity ?? null,
  }));
}

/** The content of each JSON file: plain values, and StreamedLists for whatever can grow without bound. */
const CONTENTS: Record<TJsonFile["key"], (ctx: TContext) => unknown> = {
  profile: ({ user }) => ({
    name: user.name,
    email: user.email,
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    language: user.locale,
    emailVerified: user.isEmailVerified,
    emailVerifiedAt: user.emailVerifiedAt,
    role: user.role,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    termsVersion: user.termsVersion,
    termsAcceptedAt: user.termsAcceptedAt,
    suspendedAt: user.suspendedAt,
    suspendedReason: user.suspendedReason,
    profilePhoto: user.avatarKey ? PROFILE_PHOTO_FILE : null,
  }),

  listings: ({ db, userId }) =>
    list(
      (where) => db.pet.findMany({ where: { AND: [{ sellerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: petSelect }),
      (p) => ({
        id: p.id,
        name: p.name,
        species: p.species,
        breed: p.breed,
        age: p.age,
        dateOfBirth: day(p.dateOfBirth),
        gender: p.gender,
        priceRupees: p.price,
        location: p.location,
        description: p.description,
        features: p.features,
        status: p.status,
        views: p.views,
        vaccinated: p.vaccinated,
        dewormed: p.dewormed,
        sterilised: p.sterilised,
        microchipNumber: p.microchipNumber,
        sellerType: p.sellerType,
        registrationNumber: p.registrationNumber,
        hiddenAt: p.hiddenAt,
        hiddenCause: p.hiddenCause,
        hiddenReason: p.hiddenReason,
        appealedAt: p.appealedAt,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        photos: p.images.map((img, i) => ({
          file: listingPhotoFile(p.id, i),
          width: img.width,
          height: img.height,
          addedAt: img.createdAt,
        })),
      }),
    ),

  ordersAsBuyer: ({ db, userId }) =>
    list(
      (where) =>
        db.order.findMany({ where: { AND: [{ buyerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: orderSelect }),
      (o) => ({
        id: o.id,
        pet: o.pet.name,
        seller: o.seller.name,
        quantity: o.quantity,
        unitPriceRupees: o.unitPrice,
        totalRupees: o.totalAmount,
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
        updatedAt: o.updatedAt,
      }),
    ),

  ordersAsSeller: ({ db, userId }) =>
    list(
      (where) =>
        db.order.findMany({ where: { AND: [{ sellerId: userId }, where] }, orderBy: oldestFirst, take: BATCH, select: orderSelect }),
      (o) => ({
        id: o.id,
        pet: o.pet.name,
        buyer: o.buyer.name,
        quantity: o.quantity,
        unitPriceRupees: o.unitPrice,
        totalRupees: o.totalAmount,
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
        updatedAt: o.updatedAt,
      }),
    ),

  payments: ({ db, userId }) =>
    list(
      (where) =>
        db.payment.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            kind: true,
            amount: true,
            status: true,
            items: true,
            refundOf: true,
            orderId: true,
            createdAt: true,
            updatedAt: true,
          },
        }),
      (p) => ({
        id: p.id,
        kind: p.kind,
        amountRupees: p.amount,
        status: p.status,
        lines: paymentLines(p.items),
        refundOfPayment: p.refundOf,
        refundForOrder: p.kind === "refund" ? p.orderId : null,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      }),
    ),

  messages: ({ db, userId }) =>
    list(
      (where) =>
        db.message.findMany({
          where: { AND: [{ OR: [{ senderId: userId }, { receiverId: userId }] }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            senderId: true,
            body: true,
            isRead: true,
            readAt: true,
            createdAt: true,
            sender: nameOnly,
            receiver: nameOnly,
            pet: petName,
          },
        }),
      (m) => {
        const isSent = m.senderId === userId;
        return {
          direction: isSent ? "sent" : "received",
          otherPerson: isSent ? m.receiver.name : m.sender.name,
          pet: m.pet?.name ?? null,
          text: m.body,
          sentAt: m.createdAt,
          isRead: m.isRead,
          readAt: m.readAt,
        };
      },
    ),

  reviewsWritten: ({ db, userId }) =>
    list(
      (where) =>
        db.review.findMany({
          where: { AND: [{ authorId: userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            orderId: true,
            rating: true,
            comment: true,
            sellerReply: true,
            sellerRepliedAt: true,
            hiddenAt: true,
            hiddenReason: true,
            createdAt: true,
            updatedAt: true,
            seller: nameOnly,
            order: { select: { pet: petName } },
          },
        }),
      (r) => ({
        orderId: r.orderId,
        seller: r.seller.name,
        pet: r.order.pet.name,
        rating: r.rating,
        comment: r.comment,
        sellerReply: r.sellerReply,
        sellerRepliedAt: r.sellerRepliedAt,
        hiddenAt: r.hiddenAt,
        hiddenReason: r.hiddenReason,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),

  reviewsReceived: ({ db, userId }) =>
    list(
      (where) =>
        db.review.findMany({
          where: { AND: [{ sellerId: userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            orderId: true,
            rating: true,
            comment: true,
            sellerReply: true,
            sellerRepliedAt: true,
            hiddenAt: true,
            createdAt: true,
            updatedAt: true,
            author: nameOnly,
            order: { select: { pet: petName } },
          },
        }),
      (r) => ({
        orderId: r.orderId,
        buyer: r.author.name,
        pet: r.order.pet.name,
        rating: r.rating,
        comment: r.comment,
        myReply: r.sellerReply,
        myReplyAt: r.sellerRepliedAt,
        hiddenAt: r.hiddenAt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }),
    ),

  // The reports I made, with what I wrote; of the reported person, their display name only.
  reports: ({ db, userId }) =>
    concat(
      list(
        (where) =>
          db.listingReport.findMany({
            where: { AND: [{ reporterId: userId }, where] },
            orderBy: oldestFirst,
            take: BATCH,
            select: {
              id: true,
              reason: true,
              note: true,
              status: true,
              createdAt: true,
              resolvedAt: true,
              pet: { select: { name: true, seller: nameOnly } },
            },
          }),
        (r) => ({
          about: "listing",
          pet: r.pet.name,
          seller: r.pet.seller.name,
          reason: r.reason,
          note: r.note,
          status: r.status,
          createdAt: r.createdAt,
          resolvedAt: r.resolvedAt,
        }),
      ),
      list(
        (where) =>
          db.conversationReport.findMany({
            where: { AND: [{ reporterId: userId }, where] },
            orderBy: oldestFirst,
            take: BATCH,
            select: { id: true, note: true, status: true, createdAt: true, resolvedAt: true, reportedUser: nameOnly, pet: petName },
          }),
        (r) => ({
          about: "conversation",
          person: r.reportedUser.name,
          pet: r.pet?.name ?? null,
          note: r.note,
          status: r.status,
          createdAt: r.createdAt,
          resolvedAt: r.resolvedAt,
        }),
      ),
    ),

  savedSearches: ({ db, userId }) =>
    list(
      (where) =>
        db.savedSearch.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, filters: true, createdAt: true, checkedAt: true },
        }),
      (s) => ({ filters: s.filters, createdAt: s.createdAt, lastCheckedAt: s.checkedAt }),
    ),

  // The switches, and the browsers that get push notifications: never a subscription's endpoint or keys.
  notificationSettings: ({ db, userId, user }) => ({
    email: { newMessage: user.notifyNewMessage, newOrder: user.notifyNewOrder, orderDecision: user.notifyOrderDecision },
    push: {
      newMessage: user.pushNewMessage,
      newOrder: user.pushNewOrder,
      orderDecision: user.pushOrderDecision,
      paymentReceived: user.pushPaymentReceived,
      searchMatches: user.pushSearchMatches,
    },
    pushDevices: list(
      (where) =>
        db.pushSubscription.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, userAgent: true, createdAt: true, lastUsedAt: true },
        }),
      (s) => ({ device: s.userAgent, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt }),
    ),
  }),

  sessions: ({ db, userId, sessionId }) =>
    list(
      (where) =>
        db.session.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, createdAt: true, lastSeenAt: true, expiresAt: true, revokedAt: true, userAgent: true },
        }),
      (s) => ({
        signedInAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        revokedAt: s.revokedAt,
        device: s.userAgent,
        isThisDownload: s.id === sessionId,
      }),
    ),

  cart: ({ db, userId }) =>
    list(
      (where) =>
        db.cartItem.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, quantity: true, createdAt: true, pet: { select: listedPetSelect } },
        }),
      (c) => ({
        pet: c.pet.name,
        breed: c.pet.breed,
        priceRupees: c.pet.price,
        listingStatus: c.pet.status,
        seller: c.pet.seller.name,
        quantity: c.quantity,
        addedAt: c.createdAt,
      }),
    ),

  wishlist: ({ db, userId }) =>
    list(
      (where) =>
        db.wishlistItem.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: { id: true, createdAt: true, pet: { select: listedPetSelect } },
        }),
      (w) => ({
        pet: w.pet.name,
        breed: w.pet.breed,
        priceRupees: w.pet.price,
        listingStatus: w.pet.status,
        seller: w.pet.seller.name,
        addedAt: w.createdAt,
      }),
    ),

  // What I sent and the support team's answers (their text only: who answered is staff, not mine to have).
  supportRequests: ({ db, userId }) =>
    list(
      (where) =>
        db.supportRequest.findMany({
          where: { AND: [{ userId }, where] },
          orderBy: oldestFirst,
          take: BATCH,
          select: {
            id: true,
            kind: true,
            name: true,
            email: true,
            subject: true,
            message: true,
            status: true,
            locale: true,
            createdAt: true,
            answeredAt: true,
            closedAt: true,
            pet: petName,
            // A conversation with support is a handful of replies; the bound only keeps one request from filling a batch's memory.
            replies: { orderBy: oldestFirst, take: 500, select: { body: true, createdAt: true } },
          },
        }),
      (r) => ({
        kind: r.kind,
        subject: r.subject,
        message: r.message,
        name: r.name,
        email: r.email,
        pet: r.pet?.name ?? null,
        language: r.locale,
        status: r.status,
        createdAt: r.createdAt,
        answeredAt: r.answeredAt,
        closedAt: r.closedAt,
        replies: r.replies.map((x) => ({ text: x.body, sentAt: x.createdAt })),
      }),
    ),
};

// ---------------------------------------------------------------------------------------------------
// Photos: the largest rendition stored of each, byte for byte

/** Renditions are stored under a photo's key as `<key>/<size>.webp` (lib/images); largest first. */
const SIZES_LARGEST_FIRST = (Object.entries(IMAGE_SIZES) as [TImageSize, number][]).sort((a, b) => b[1] - a[1]).map(([size]) => size);

async function largestRendition(store: TBlobStore, base: string): Promise<TStoredBlob | null> {
  for (const size of SIZES_LARGEST_FIRST) {
    const blob = await store.get(`${base}/${size}.webp`);
    if (blob) return blob;
  }
  return null;
}

/** The profile photo's key names its small rendition (`avatars/<id>/sm.webp`); its renditions share the folder. */
const avatarBase = (avatarKey: string) => avatarKey.slice(0, avatarKey.lastIndexOf("/"));

/** Each photo's file in the archive and the key its renditions are stored under: the profile photo, then the listings' in their order. */
async function* photos({ db, userId, user }: TContext): AsyncGenerator<{ name: string; base: string }> {
  if (user.avatarKey) yield { name: PROFILE_PHOTO_FILE, base: avatarBase(user.avatarKey) };
  const pages = everyRow((where) =>
    db.pet.findMany({
      where: { AND: [{ sellerId: userId }, where] },
      orderBy: oldestFirst,
      take: BATCH,
      select: { id: true, createdAt: true, images: petSelect.images },
    }),
  );
  for await (const pets of pages) {
    for (const pet of pets) for (const [i, image] of pet.images.entries()) yield { name: listingPhotoFile(pet.id, i), base: image.key };
  }
}

// ---------------------------------------------------------------------------------------------------
// README.txt

function readmeText(user: TUserRow, at: Date): string {
  const locale: TLocale = isLocale(user.locale) ? user.locale : "en";
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: "DataExport", timeZone: INDIA_TIME_ZONE });
  return [
    t("title"),
    "",
    t("intro", { name: user.name }),
    t("made", { date: formatDate(at, locale, "long"), at }),
    "",
    t("format"),
    t("others"),
    "",
    t("filesHeading"),
    ...EXPORT_JSON_FILES.map((f) => `- ${f.name}: ${t(`files.${f.key}`)}`),
    `- photos/: ${t("files.photos")}`,
    "",
    t("questions", { link: pageUrl(locale, "/support") }),
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------
// The archive as a stream

class ExportCancelled extends Error {}

/**
 * Starts the archive of everything about `userId` and answers its bytes as a stream. The person is read
 * first, so a database that is down answers 503 before any byte is sent. When the last byte is queued,
 * the person is mailed that their data was downloaded (in their language); a download the reader gave
 * up on sends nothing.
 */
export async function startDataExport({
  userId,
  sessionId = null,
  requestId,
  store = blobStore(),
  now = new Date(),
}: {
  userId: string;
  sessionId?: string | null;
  requestId?: string;
  store?: TBlobStore;
  now?: Date;
}): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const db = getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw new AppError("UNAUTHORIZED");
  const ctx: TContext = { db, userId, sessionId, user };

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | null = null;
  let isCancelled = false;
  const resume = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      pull: resume,
      cancel: () => {
        isCancelled = true;
        resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );

  let zipError: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) zipError = error;
    else if (!isCancelled) controller.enqueue(chunk);
  });

  /** Waits while the reader is behind; stops the export when it went away. */
  const drained = async () => {
    while (!isCancelled && !zipError && (controller.desiredSize ?? 0) <= 0) await new Promise<void>((r) => (wake = r));
    if (zipError) throw zipError;
    if (isCancelled) throw new ExportCancelled();
  };

  const encoder = new TextEncoder();
  const addText = async (name: string, pieces: AsyncIterable<string> | Iterable<string>) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = now;
    zip.add(file);
    let text = "";
    for await (const piece of pieces) {
      text += piece;
      if (text.length >= TEXT_PIECE_CHARS) {
        file.push(encoder.encode(text));
        text = "";
        await drained();
      }
    }
    file.push(encoder.encode(text), true);
    await drained();
  };
  const addStored = async (name: string, data: Uint8Array) => {
    const file = new ZipPassThrough(name);
    file.mtime = now;
    zip.add(file);
    file.push(data, true);
    await drained();
  };

  const write = async () => {
    await addText("README.txt", [readmeText(user, now)]);
    for (const file of EXPORT_JSON_FILES) {
      await addText(
        file.name,
        (async function* () {
          yield* prettyJson(CONTENTS[file.key](ctx));
          yield "\n";
        })(),
      );
    }
    for await (const photo of photos(ctx)) {
      const blob = await largestRendition(store, photo.base);
      // A row whose photo the store lost: the archive goes on without it (listings.json still names it).
      if (blob) await addStored(photo.name, blob.data);
      else console.warn(JSON.stringify({ level: "warn", event: "data_export_photo_missing", requestId, key: photo.base }));
    }
    zip.end();
    if (zipError) throw zipError;
  };

  void (async () => {
    try {
      await write();
    } catch (e) {
      zip.terminate();
      if (e instanceof ExportCancelled) return;
      console.error(
        JSON.stringify({
          level: "error",
          event: "data_export_failed",
          requestId,
          userId,
          error: e instanceof Error ? e.message : String(e),
        }),
      );
      controller.error(e);
      return;
    }
    // The mail goes before the end of the answer, so that a download that completed has been told of.
    await mailExported(user, now, requestId);
    try {
      controller.close();
    } catch {
      // the reader went away meanwhile
    }
  })();

  return { body, fileName: exportFileName(now) };
}

/** Tells the person their data was downloaded; a mail that fails does not undo the download. */
async function mailExported(user: TUserRow, at: Date, requestId: string | undefined) {
  try {
    await sendMail({ to: user.email, ...dataExportedMail({ locale: user.locale, name: user.name, at }) });
  } catch (e) {
    console.error(
      JSON.stringify({ level: "error", event: "data_export_mail_failed", requestId, error: e instanceof Error ? e.message : String(e) }),
    );
  }
}
