import { setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { routing } from "@/lib/i18n/routing";
import { NotFoundView } from "@/components/layout/not-found-view";
import "./globals.css";

// Paths outside any language segment (e.g. /something.png that matches no file): English 404. Next puts
// this element into every page's payload (the root's not-found boundary), so it carries no texts: the
// view is rendered on the server, and its links only need the language.
export default function RootNotFound() {
  // Named here, not read from the request: this boundary also renders inside cached pages.
  setRequestLocale(routing.defaultLocale);
  return (
    <html lang={routing.defaultLocale}>
      <body className="min-h-dvh">
        <ClientMessages namespaces={[]} locale={routing.defaultLocale}>
          <main id="main">
            <NotFoundView />
          </main>
        </ClientMessages>
      </body>
    </html>
  );
}
