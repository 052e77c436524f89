import { NotFoundView } from "@/components/layout/not-found-view";
export { notFoundMetadata as generateMetadata } from "@/components/layout/not-found-metadata";

export default function SiteNotFound() {
  return <NotFoundView />;
}
