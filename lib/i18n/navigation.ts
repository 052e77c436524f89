// Locale-aware navigation: next-intl's helpers, with a Link that fetches pages on intent (./link.tsx).
export { redirect, usePathname, useRouter, getPathname } from "./base-navigation";
export { Link } from "./link";
