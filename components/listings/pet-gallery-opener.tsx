"use client";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import type { TViewerImage, TViewerProps } from "./pet-photo-viewer";

// The viewer's code (gestures, zoom) is not part of the pet page's first load: it is fetched when a finger
// or the mouse first goes down on a photo, or a photo gets the focus, and is usually there by the tap.
const loadViewer = () => import("./pet-photo-viewer");
// Its script could not be fetched (the connection dropped): the photo opens on its own, as the link says.
function OpenPhotoItself({ images, startIndex }: TViewerProps) {
  useEffect(() => window.location.assign(images[startIndex].url), [images, startIndex]);
  return null;
}
const PetPhotoViewer = lazy<ComponentType<TViewerProps>>(() => loadViewer().catch(() => ({ default: OpenPhotoItself })));

type TOpenerProps = {
  /** The id of the row of photos (pet-gallery.tsx), whose photo links carry `data-photo-index`. */
  stripId: string;
  /** "Photos of Bruno": the viewer's name. */
  title: string;
  images: TViewerImage[];
};

const stripOf = (id: string) => document.getElementById(id);
const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>("[data-photo-index]") : null);

/**
 * Opens the full-screen viewer on a tap of a photo in the row (the links are drawn on the server; this
 * listens on the row). When the viewer closes, the row shows the photo the viewer was on, and that photo
 * gets the focus back (the one that opened it is then out of view).
 */
export function PetGalleryOpener({ stripId, title, images }: TOpenerProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const isLoading = useRef(false);

  useEffect(() => {
    const strip = stripOf(stripId);
    if (!strip) return;
    const preload = (e: Event) => {
      if (isLoading.current || !linkOf(e.target)) return;
      isLoading.current = true;
      loadViewer().catch(() => (isLoading.current = false));
    };
    const onClick = (e: MouseEvent) => {
      const link = linkOf(e.target);
      // A click with a modifier opens the photo in a tab, as a link does.
      if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      setOpenAt(Number(link.dataset.photoIndex) || 0);
    };
    strip.addEventListener("pointerdown", preload, { passive: true });
    strip.addEventListener("focusin", preload);
    strip.addEventListener("click", onClick);
    return () => {
      strip.removeEventListener("pointerdown", preload);
      strip.removeEventListener("focusin", preload);
      strip.removeEventListener("click", onClick);
    };
  }, [stripId]);

  function close(index: number) {
    setOpenAt(null);
    const strip = stripOf(stripId);
    if (!strip) return;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: "instant" });
    strip.querySelector<HTMLElement>(`[data-photo-index="${index}"]`)?.focus({ preventScroll: true });
  }

  if (openAt === null) return null;
  return (
    <Suspense fallback={null}>
      <PetPhotoViewer images={images} startIndex={openAt} title={title} onClose={close} />
    </Suspense>
  );
}
