import "server-only";

/** The groups of the API reference, in the order it shows them; each endpoint's contract names its own. */
export const TAGS = [
  { name: "Accounts", description: "Sign up, sign in and out, email verification and password reset." },
  { name: "Listings", description: "Pets for sale or rehoming: browse, create, edit, report." },
  { name: "Photos", description: "The stored photos of listings and profiles." },
  { name: "Cart", description: "The signed-in user's cart." },
  { name: "Wishlist", description: "The pets the signed-in user saved." },
  { name: "Orders", description: "Ordering pets, and sellers accepting or rejecting orders." },
  { name: "Applications", description: "Applying to adopt a pet being rehomed, and the owner's choice of a home." },
  { name: "Payments", description: "The (mock) payment step, the payment history, and what sellers have earned." },
  { name: "Messages", description: "Conversations between buyers and sellers." },
  { name: "Reviews", description: "Buyers rate the seller of a completed order; sellers reply." },
  { name: "Alerts", description: "Saved searches, and the daily mail of new pets that match them." },
  { name: "Profile", description: "The signed-in user's profile and settings." },
  { name: "Push", description: "Web Push notifications: the server's key and this browser's subscription." },
  { name: "Help", description: "The support and contact forms." },
  { name: "Service", description: "Health check, the speed beacon, the retention job and this description." },
  { name: "Moderation", description: "The moderation console's API (/server/admin/*): moderators and admins only." },
] as const;
export type TTag = (typeof TAGS)[number]["name"];
