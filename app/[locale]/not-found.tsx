import { NotFoundView } from "@/components/layout/not-found-view";
export { notFoundMetadata as generateMetadata } from "@/components/layout/not-found-metadata";

// A notFound() outside the common layout (e.g. from a page without it).
export default function LocaleNotFound() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <NotFoundView />
    </main>
  );
}
