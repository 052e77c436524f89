import { ClientMessages } from "@/lib/i18n/client-messages";
import { routing } from "@/lib/i18n/routing";
import { NotFoundView } from "@/components/layout/not-found-view";
import "./globals.css";

// Paths outside any language segment (e.g. /something.png that matches no file): English 404. Next puts
// this element into every page's payload (the root's not-found boundary), so it carries only its texts.
export default function RootNotFound() {
  return (
    <html lang={routing.defaultLocale}>
      <body className="min-h-dvh">
        <ClientMessages namespaces={["Common", "NotFound"]} locale={routing.defaultLocale}>
          <main id="main">
            <NotFoundView />
          </main>
        </ClientMessages>
      </body>
    </html>
  );
}
