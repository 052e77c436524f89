// Fixed contact details and outside links shown in the footer and on info pages.
export const SITE = {
  name: "PawBazaar",
  supportEmail: "support@pawbazaar.in",
  phoneDisplay: "+91 40 1234 5678",
  phoneHref: "tel:+914012345678",
  whatsappUrl: "https://wa.me/914012345678",
  social: {
    facebook: "https://www.facebook.com/pawbazaar",
    instagram: "https://www.instagram.com/pawbazaar",
    twitter: "https://x.com/pawbazaar",
    youtube: "https://www.youtube.com/@pawbazaar",
  },
} as const;
