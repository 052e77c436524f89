import { useTranslations } from "#i18n/texts";
import { ExpandIcon } from "@/components/ui/icons/expand";
import { PetGalleryOpener } from "./pet-gallery-opener";
import { PetGalleryThumbnails } from "./pet-gallery-thumbnails";
import { MotherPhotoLabel } from "./pet-health";

type TGalleryImage = { id: string; url: string; thumbnail: string; width: number; height: number; withMother?: boolean };

/**
 * The pet page's photos, drawn on the server: a row swiped one photo at a time by scroll snapping (no script),
 * thumbnails below (pet-gallery-thumbnails.tsx, the only script here). The first photo loads eagerly at high
 * priority (the page's largest paint) and every size is known, so nothing shifts; plain <img>, since photos are
 * sized on upload and next/image would add ≈6 KB of script for nothing. Each photo links to itself: a tap opens
 * pet-photo-viewer.tsx (fetched on the first touch), and without script the photo opens on its own.
 * docs/discovery.md, "The pet page and the home page".
 */
export function PetGallery({ images, name, breed }: { images: TGalleryImage[]; name: string; breed: string }) {
  const t = useTranslations("PetDetail");
  const total = images.length;
  const stripId = "pet-photos";

  return (
    <div className="space-y-3">
      <div
        id={stripId}
        role="region"
        aria-label={t("photos")}
        // Focusable when there is something to scroll: the arrow keys move from photo to photo.
        tabIndex={total > 1 ? 0 : undefined}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl border border-stone-200 bg-stone-100 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, i) => (
          <div key={image.id} className="relative flex aspect-[4/3] w-full shrink-0 snap-center snap-always items-center justify-center">
            <a
              href={image.url}
              data-photo-index={i}
              draggable={false}
              className="group/photo relative block size-full cursor-zoom-in outline-none focus-visible:ring-4 focus-visible:ring-brand-700 focus-visible:ring-inset"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- sized on upload (see above) */}
              <img
                src={image.url}
                alt={t("photoAlt", { name, breed, index: i + 1, total })}
                width={image.width}
                height={image.height}
                loading={i === 0 ? "eager" : "lazy"}
                decoding="async"
                fetchPriority={i === 0 ? "high" : "auto"}
                sizes="(min-width: 1024px) 50vw, 100vw"
                draggable={false}
                className="size-full object-contain"
              />
              <span className="sr-only">{t("viewer.open")}</span>
              <span
                aria-hidden="true"
                className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-stone-950/60 text-white group-hover/photo:bg-stone-950/80"
              >
                <ExpandIcon className="size-5" />
              </span>
            </a>
            {image.withMother && <MotherPhotoLabel />}
            {total > 1 && (
              <p
                className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white"
                aria-hidden="true"
              >
                {i + 1} / {total}
              </p>
            )}
          </div>
        ))}
      </div>
      <PetGalleryOpener
        stripId={stripId}
        title={t("viewer.title", { name })}
        images={images.map((image, i) => ({
          url: image.url,
          width: image.width,
          height: image.height,
          alt: t("photoAlt", { name, breed, index: i + 1, total }),
        }))}
      />
      {total > 1 && (
        <PetGalleryThumbnails stripId={stripId} label={t("photos")} labels={images.map((_, i) => t("showPhoto", { index: i + 1, total }))}>
          {images.map((image) => (
            // eslint-disable-next-line @next/next/no-img-element -- sized on upload
            <img
              key={image.id}
              src={image.thumbnail}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ))}
        </PetGalleryThumbnails>
      )}
    </div>
  );
}
