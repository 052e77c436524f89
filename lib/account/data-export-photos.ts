import "server-only";
import { IMAGE_SIZES, type TImageSize } from "@/lib/images/process";
import type { TBlobStore, TStoredBlob } from "@/lib/images/store";
import { listingPhotoFile, PROFILE_PHOTO_FILE } from "./data-export-files";
import { petSelect } from "./data-export-listings";
import { BATCH, everyRow, oldestFirst, type TContext } from "./data-export-rows";

// Photos: the largest rendition stored of each, byte for byte

/** Renditions are stored under a photo's key as `<key>/<size>.webp` (lib/images); largest first. */
const SIZES_LARGEST_FIRST = (Object.entries(IMAGE_SIZES) as [TImageSize, number][]).sort((a, b) => b[1] - a[1]).map(([size]) => size);

export async function largestRendition(store: TBlobStore, base: string): Promise<TStoredBlob | null> {
  for (const size of SIZES_LARGEST_FIRST) {
    const blob = await store.get(`${base}/${size}.webp`);
    if (blob) return blob;
  }
  return null;
}

/** The profile photo's key names its small rendition (`avatars/<id>/sm.webp`); its renditions share the folder. */
const avatarBase = (avatarKey: string) => avatarKey.slice(0, avatarKey.lastIndexOf("/"));

/** Each photo's file in the archive and the key its renditions are stored under: the profile photo, then the listings' in their order. */
export async function* photos({ db, userId, user }: TContext): AsyncGenerator<{ name: string; base: string }> {
  if (user.avatarKey) yield { name: PROFILE_PHOTO_FILE, base: avatarBase(user.avatarKey) };
  const pages = everyRow((where) =>
    db.pet.findMany({
      where: { AND: [{ sellerId: userId }, where] },
      orderBy: oldestFirst,
      take: BATCH,
      select: { id: true, createdAt: true, images: petSelect.images },
    }),
  );
  for await (const pets of pages) {
    for (const pet of pets) for (const [i, image] of pet.images.entries()) yield { name: listingPhotoFile(pet.id, i), base: image.key };
  }
}
