"use client";
import { useTranslations } from "#i18n/texts";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/components/ui/cn";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { CloseIcon } from "@/components/ui/icons/close";

// The full-screen photo viewer of a pet page, opened by a tap on a photo (pet-gallery-opener.tsx, which
// loads this module only then). Written by hand on pointer events and CSS transforms, a few KB: a finger
// swipes from photo to photo, two fingers pinch to zoom around the point between them, a double tap (a
// double click) zooms in at that point and out again, and a zoomed photo is dragged to see its parts. On a
// computer the arrow keys and the buttons change photo, + and − zoom, and Escape or the close button
// closes it. A modal <dialog>: the page behind is inert, focus starts on the close button and goes back
// to the photo on the page when it closes.

export type TViewerImage = { url: string; width: number; height: number; alt: string };
export type TViewerProps = {
  images: TViewerImage[];
  startIndex: number;
  /** "Photos of Bruno". */
  title: string;
  /** Called with the photo the viewer was on. */
  onClose: (index: number) => void;
};

type TZoom = { scale: number; x: number; y: number };
type TPoint = { x: number; y: number };

const NO_ZOOM: TZoom = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
/** A swipe past this share of the width, or a quick flick, goes to the next photo. */
const SWIPE_SHARE = 0.18;
const FLICK_PX_PER_MS = 0.45;
const TAP_SLOP_PX = 10;
const DOUBLE_TAP_MS = 300;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const distance = (a: TPoint, b: TPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: TPoint, b: TPoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

type TGesture = {
  start: TPoint;
  startedAt: number;
  zoom: TZoom;
  /** Two fingers were down during this gesture: it is no swipe and no tap. */
  pinched: boolean;
  pinch: { distance: number; mid: TPoint; zoom: TZoom } | null;
};

export default function PetPhotoViewer({ images, startIndex, title, onClose }: TViewerProps) {
  const t = useTranslations("PetDetail");
  const tDialog = useTranslations("Dialog");
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<TZoom>(NO_ZOOM);
  const [swipe, setSwipe] = useState(0);
  const [isGesturing, setIsGesturing] = useState(false);
  const pointers = useRef(new Map<number, TPoint>());
  const gesture = useRef<TGesture | null>(null);
  const lastTap = useRef<{ at: number; point: TPoint } | null>(null);
  const total = images.length;
  // The latest index and zoom, for the pointer handlers between renders.
  const indexRef = useRef(index);
  const zoomRef = useRef(zoom);
  useLayoutEffect(() => {
    indexRef.current = index;
    zoomRef.current = zoom;
  });

  // Before the first paint: the dialog is never seen outside the top layer.
  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  function close() {
    // Closed first: while it is open the page is inert, and the photo there could not take the focus back.
    dialog.current?.close();
    onClose(indexRef.current);
  }

  function go(to: number) {
    const next = clamp(to, 0, total - 1);
    setZoom(NO_ZOOM);
    setSwipe(0);
    setIndex(next);
  }

  /** The stage's size and centre, and the current photo's size as drawn at scale 1 (contained in the stage). */
  function measure() {
    const rect = stage.current!.getBoundingClientRect();
    const image = images[indexRef.current];
    const fit = Math.min(rect.width / image.width, rect.height / image.height);
    return { rect, centre: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }, w: image.width * fit, h: image.height * fit };
  }

  /** Keeps a zoomed photo covering the stage where it can: it is not dragged further than its edges. */
  function bounded(z: TZoom): TZoom {
    if (z.scale <= 1) return NO_ZOOM;
    const { rect, w, h } = measure();
    const maxX = Math.max(0, (w * z.scale - rect.width) / 2);
    const maxY = Math.max(0, (h * z.scale - rect.height) / 2);
    return { scale: z.scale, x: clamp(z.x, -maxX, maxX), y: clamp(z.y, -maxY, maxY) };
  }

  /** The zoom at `scale` that keeps the photo's point under `at` (a screen point) where it is. */
  function zoomAround(from: TZoom, scale: number, at: TPoint, to: TPoint = at): TZoom {
    const { centre } = measure();
    const s = clamp(scale, 1, MAX_SCALE);
    // The photo's point under `at`, in its own units at scale 1, from the stage's centre.
    const px = (at.x - centre.x - from.x) / from.scale;
    const py = (at.y - centre.y - from.y) / from.scale;
    return bounded({ scale: s, x: to.x - centre.x - px * s, y: to.y - centre.y - py * s });
  }

  function zoomBy(factor: number) {
    const { centre } = measure();
    setZoom((z) => zoomAround(z, z.scale * factor, centre));
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    // The buttons on the stage take their own clicks (a capture here would take them).
    if ((e.pointerType === "mouse" && e.button !== 0) || (e.target instanceof Element && e.target.closest("button"))) return;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic event): followed without capture.
    }
    const point = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, point);
    setIsGesturing(true);
    const [a, b] = [...pointers.current.values()];
    if (pointers.current.size === 1) {
      gesture.current = { start: point, startedAt: e.timeStamp, zoom: zoomRef.current, pinched: false, pinch: null };
    } else if (gesture.current && b) {
      setSwipe(0);
      gesture.current.pinched = true;
      gesture.current.pinch = { distance: Math.max(1, distance(a, b)), mid: midpoint(a, b), zoom: zoomRef.current };
    }
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return;
    const point = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, point);
    const g = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (b && g.pinch) {
      const mid = midpoint(a, b);
      setZoom(zoomAround(g.pinch.zoom, (g.pinch.zoom.scale * distance(a, b)) / g.pinch.distance, g.pinch.mid, mid));
      return;
    }
    const dx = point.x - g.start.x;
    const dy = point.y - g.start.y;
    if (g.zoom.scale > 1) {
      setZoom(bounded({ scale: g.zoom.scale, x: g.zoom.x + dx, y: g.zoom.y + dy }));
    } else if (!g.pinched) {
      // Past the first or the last photo, the row gives a little and springs back.
      const atEnd = (dx > 0 && indexRef.current === 0) || (dx < 0 && indexRef.current === total - 1);
      setSwipe(atEnd ? dx / 3 : dx);
    }
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    if (pointers.current.size === 1) {
      // One finger of a pinch lifted: the other one drags from here, the zoom as it is now.
      const [rest] = [...pointers.current.values()];
      gesture.current = { ...g, start: rest, zoom: zoomRef.current, pinch: null };
      return;
    }
    if (pointers.current.size > 0) return;
    setIsGesturing(false);
    gesture.current = null;
    const point = { x: e.clientX, y: e.clientY };
    const dx = point.x - g.start.x;
    const moved = distance(point, g.start);
    const elapsed = Math.max(1, e.timeStamp - g.startedAt);
    if (e.type === "pointercancel") {
      setSwipe(0);
      return;
    }
    if (!g.pinched && moved < TAP_SLOP_PX) {
      const last = lastTap.current;
      if (last && e.timeStamp - last.at < DOUBLE_TAP_MS && distance(last.point, point) < TAP_SLOP_PX * 3) {
        lastTap.current = null;
        setZoom((z) => (z.scale > 1 ? NO_ZOOM : zoomAround(z, DOUBLE_TAP_SCALE, point)));
      } else {
        lastTap.current = { at: e.timeStamp, point };
      }
      setSwipe(0);
      return;
    }
    if (!g.pinched && g.zoom.scale <= 1) {
      const width = stage.current?.clientWidth ?? window.innerWidth;
      const isSwipe = Math.abs(dx) > width * SWIPE_SHARE || Math.abs(dx) / elapsed > FLICK_PX_PER_MS;
      if (isSwipe && dx < 0 && indexRef.current < total - 1) return go(indexRef.current + 1);
      if (isSwipe && dx > 0 && indexRef.current > 0) return go(indexRef.current - 1);
    }
    setSwipe(0);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === "ArrowRight") go(index + 1);
    else if (e.key === "ArrowLeft") go(index - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(total - 1);
    else if (e.key === "+" || e.key === "=") zoomBy(1.5);
    else if (e.key === "-") zoomBy(1 / 1.5);
    else if (e.key === "0") setZoom(NO_ZOOM);
    else return;
    e.preventDefault();
  }

  const navButton =
    "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-stone-950/70 text-white ring-1 ring-white/30 hover:bg-stone-950/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:invisible";

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col overscroll-contain bg-stone-950 p-0 text-white backdrop:bg-stone-950"
    >
      <div className="flex shrink-0 items-center justify-between gap-3 px-3 py-2 sm:px-4">
        <h2 id={titleId} className="min-w-0 truncate text-base font-semibold">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {total > 1 && (
            <p className="text-sm font-semibold tabular-nums" aria-live="polite">
              <span aria-hidden="true">
                {index + 1} / {total}
              </span>
              <span className="sr-only">{t("viewer.position", { index: index + 1, total })}</span>
            </p>
          )}
          <button
            type="button"
            onClick={close}
            autoFocus
            aria-label={tDialog("close")}
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
      </div>
      <div
        ref={stage}
        data-testid="photo-viewer-stage"
        className="relative min-h-0 flex-1 cursor-grab touch-none overflow-hidden select-none active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onLostPointerCapture={(e) => pointers.current.has(e.pointerId) && onPointerUp(e)}
      >
        <div
          className={cn(
            "flex h-full motion-safe:transition-transform motion-safe:duration-300",
            isGesturing && "motion-safe:transition-none",
          )}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${swipe}px), 0, 0)` }}
        >
          {images.map((image, i) => (
            <div
              key={image.url}
              className="flex h-full w-full shrink-0 items-center justify-center"
              aria-hidden={i !== index}
              data-current={i === index || undefined}
            >
              {/* The photo on screen and its neighbours; the others load when they near it. */}
              {Math.abs(i - index) <= 1 && (
                // eslint-disable-next-line @next/next/no-img-element -- sized on upload
                <img
                  src={image.url}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  draggable={false}
                  decoding="async"
                  className={cn(
                    "max-h-full max-w-full object-contain will-change-transform motion-safe:transition-transform motion-safe:duration-200",
                    isGesturing && "motion-safe:transition-none",
                  )}
                  style={i === index ? { transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` } : undefined}
                />
              )}
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={t("viewer.previous")}
              className={cn(navButton, "left-2 sm:left-4")}
            >
              <ChevronLeftIcon className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              disabled={index === total - 1}
              aria-label={t("viewer.next")}
              className={cn(navButton, "right-2 sm:right-4")}
            >
              <ChevronRightIcon className="size-6" />
            </button>
          </>
        )}
      </div>
      <p className="shrink-0 px-4 pt-1 pb-3 text-center text-xs text-stone-300">
        {total > 1 && `${t("viewer.hintMore")} `}
        {t("viewer.hintZoom")}
      </p>
    </dialog>
  );
}
