import { cn } from "@/components/ui/cn";
import { PetPlaceholder } from "./pet-placeholder";

/**
 * A square pet photo for lists (listings, orders, cart), or the paw placeholder when there is none. A
 * plain <img>: the photos are sized on upload, and next/image would add its client script for nothing.
 */
export function PetThumbnail({
  src,
  alt,
  px,
  className,
  imageClassName,
}: {
  src: string | null | undefined;
  alt: string;
  px: number;
  className?: string;
  imageClassName?: string;
}) {
  return (
    <div className={cn("shrink-0 overflow-hidden rounded-xl bg-stone-100", className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized on upload (see above)
        <img
          src={src}
          alt={alt}
          width={px}
          height={px}
          loading="lazy"
          decoding="async"
          className={cn("size-full object-cover", imageClassName)}
        />
      ) : (
        <PetPlaceholder className="size-full" />
      )}
    </div>
  );
}
