import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// next-intl's navigation helpers for our locales. Import from ./navigation, whose Link fetches on intent.
export const { Link: BaseLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
