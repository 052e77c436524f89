import Image from "next/image";
import { cn } from "@/components/ui/cn";
import { PetPlaceholder } from "./pet-placeholder";

/** A square pet photo for lists (listings, orders, cart), or the paw placeholder when there is none. */
export function PetThumbnail({ src, alt, px, className, imageClassName }: { src: string | null | undefined; alt: string; px: number; className?: string; imageClassName?: string }) {
  return (
    <div className={cn("shrink-0 overflow-hidden rounded-xl bg-stone-100", className)}>
      {src ? (
        <Image src={src} alt={alt} width={px} height={px} unoptimized className={cn("size-full object-cover", imageClassName)} />
      ) : (
        <PetPlaceholder className="size-full" />
      )}
    </div>
  );
}
