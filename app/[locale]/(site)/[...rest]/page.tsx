import { notFound } from "next/navigation";

// Any path without a page of its own: the 404 page inside the common layout ((site)/not-found.tsx).
export default function CatchAllPage() {
  notFound();
}
