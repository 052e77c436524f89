import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { resolvePageLocale, type TLocaleParams } from "@/lib/i18n/page";
import { RequireAuth } from "@/components/foundation/require-auth";

// The signed-in pages: every page in this group is in PROTECTED_PAGES (lib/routes.ts), and every entry
// there is a page here (lib/routes.test.ts), so the proxy sends a signed-out visitor to /login first.
// A page keeps its own title, its own namespaces (<AddClientMessages>), its content, and the server
// half of the guard, requireUser({ next }): the return path is the page's own (with the query it needs,
// e.g. /payment?orders=…), and a layout is not rendered again when one page of the group leads to
// another, so a check here would not run for every page.
export const metadata: Metadata = { robots: { index: false } };

/** What every signed-in page shares: no indexing, the client half of the guard, the texts they all read. */
export default async function AccountLayout({ children, params }: TLocaleParams & { children: ReactNode }) {
  await resolvePageLocale(params);
  return (
    <ClientMessages namespaces={["Common", "Errors", "Toast", "Validation"]}>
      <RequireAuth>{children}</RequireAuth>
    </ClientMessages>
  );
}
