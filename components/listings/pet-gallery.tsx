"use client";
import { useTranslations } from "#i18n/texts";
import { useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";

type TGalleryImage = { id: string; url: string; thumbnail: string; width: number; height: number };

/**
 * The pet page's photos: one large image and a row of thumbnails to switch it. Thumbnails are buttons
 * (Tab, Enter/Space), and the arrow keys, Home and End move between them. The first photo loads
 * eagerly with high priority (it is the page's largest paint); its width and height are known, so
 * nothing shifts while it loads. Plain <img> elements: the photos are sized on upload, and next/image
 * would add ≈6 KB of script to the page for no optimisation. A pet without photos gets the placeholder
 * from the page (pet-detail.tsx), drawn on the server.
 */
export function PetGallery({ images, name, breed }: { images: TGalleryImage[]; name: string; breed: string }) {
  const t = useTranslations("PetDetail");
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const image = images[Math.min(current, images.length - 1)];
  const total = images.length;

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: total - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + total) % total;
    setCurrent(next);
    thumbs.current[next]?.focus();
  }

  return (
    <div className="space-y-3">
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl border border-stone-200 bg-stone-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- sized on upload (see above) */}
        <img
          key={image.id}
          src={image.url}
          alt={t("photoAlt", { name, breed, index: current + 1, total })}
          width={image.width}
          height={image.height}
          loading="eager"
          decoding="async"
          fetchPriority={current === 0 ? "high" : "auto"}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="size-full object-contain"
        />
        {total > 1 && (
          <p
            className="absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white"
            aria-hidden="true"
          >
            {current + 1} / {total}
          </p>
        )}
      </div>
      {total > 1 && (
        <div role="group" aria-label={t("photos")} onKeyDown={onKeyDown} className="flex gap-2 overflow-x-auto p-1">
          {images.map((img, i) => (
            <button
              key={img.id}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              onClick={() => setCurrent(i)}
              aria-label={t("showPhoto", { index: i + 1, total })}
              aria-pressed={i === current}
              className={cn(
                "relative size-16 shrink-0 overflow-hidden rounded-lg border-2 bg-stone-100 sm:size-20",
                i === current ? "border-brand-700" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- sized on upload */}
              <img src={img.thumbnail} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
