"use client";
import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

type TThumbnailsProps = {
  /** The id of the row of photos (pet-gallery.tsx). */
  stripId: string;
  label: string;
  /** "Show photo 2 of 3", one per photo, in the reader's language. */
  labels: string[];
  /** The thumbnails' images, drawn on the server. */
  children: ReactNode[];
};

const stripOf = (id: string) => document.getElementById(id);

/**
 * The thumbnails under a pet's photos: a tap brings that photo into view (smoothly, unless the reader
 * asked for less motion), and the thumbnail of the photo in view is marked, whether it came by a tap or
 * a swipe. The page does not move up or down, and no history entry is made.
 */
export function PetGalleryThumbnails({ stripId, label, labels, children }: TThumbnailsProps) {
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const strip = stripOf(stripId);
    if (!strip) return;
    const onScroll = () => setCurrent(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
    strip.addEventListener("scroll", onScroll, { passive: true });
    return () => strip.removeEventListener("scroll", onScroll);
  }, [stripId]);

  function show(index: number) {
    const strip = stripOf(stripId);
    if (!strip) return;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: calm ? "instant" : "smooth" });
    setCurrent(index);
  }

  return (
    <div role="group" aria-label={label} className="flex gap-2 overflow-x-auto p-1">
      {children.map((thumbnail, i) => (
        <button
          key={i}
          type="button"
          onClick={() => show(i)}
          aria-label={labels[i]}
          aria-pressed={i === current}
          aria-controls={stripId}
          className={cn(
            "relative size-16 shrink-0 overflow-hidden rounded-lg border-2 bg-stone-100 sm:size-20",
            i === current ? "border-brand-700" : "border-transparent opacity-80 hover:opacity-100",
          )}
        >
          {thumbnail}
        </button>
      ))}
    </div>
  );
}
