import "server-only";
import { todayInIndia } from "@/lib/pets/constants";

// The files of the data export's archive (start-data-export.ts): its name, the JSON files in their order,
// and where the photos go.

/** `pawbazaar-data-2026-11-28.zip`: the day in India when it was made. */
export const exportFileName = (at: Date) => `pawbazaar-data-${todayInIndia(at)}.zip`;

/** The JSON files in the order the archive and its README list them; `key` names the README's line (DataExport.files). */
export const EXPORT_JSON_FILES = [
  { name: "profile.json", key: "profile" },
  { name: "listings.json", key: "listings" },
  { name: "orders-as-buyer.json", key: "ordersAsBuyer" },
  { name: "orders-as-seller.json", key: "ordersAsSeller" },
  { name: "payments.json", key: "payments" },
  { name: "earnings.json", key: "earnings" },
  { name: "disputes.json", key: "disputes" },
  { name: "payout-account.json", key: "payoutAccount" },
  { name: "seller-registration.json", key: "sellerRegistration" },
  { name: "messages.json", key: "messages" },
  { name: "reviews-written.json", key: "reviewsWritten" },
  { name: "reviews-received.json", key: "reviewsReceived" },
  { name: "check-ins.json", key: "checkIns" },
  { name: "applications.json", key: "applications" },
  { name: "agreements.json", key: "agreements" },
  { name: "reports.json", key: "reports" },
  { name: "saved-searches.json", key: "savedSearches" },
  { name: "notification-settings.json", key: "notificationSettings" },
  { name: "sessions.json", key: "sessions" },
  { name: "sms.json", key: "sms" },
  { name: "cart.json", key: "cart" },
  { name: "wishlist.json", key: "wishlist" },
  { name: "support-requests.json", key: "supportRequests" },
] as const;
export type TJsonFile = (typeof EXPORT_JSON_FILES)[number];

export const PROFILE_PHOTO_FILE = "photos/profile-photo.webp";
/** A listing's photos in their order: photos/listings/<listing id>/1.webp, 2.webp… */
export const listingPhotoFile = (petId: string, index: number) => `photos/listings/${petId}/${index + 1}.webp`;
