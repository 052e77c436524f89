// What kind of image a file is, from its first bytes: the formats the server's image pipeline decodes
// (lib/images/process.ts reads the same list), told apart by their signatures. Pure and without sharp, so
// the listing form refuses a file that is not a photo the moment it is picked (components/listings/
// photo-picker.tsx), whatever its name or the type the phone gave it; the server still decodes every upload.

/** The formats an upload may be in: sharp's names for them (`heif` covers HEIC and AVIF files). */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"] as const;
export type TUploadFormat = (typeof UPLOAD_FORMATS)[number];

/** How many bytes of a file `sniffImageFormat` reads: enough for an ISO-BMFF `ftyp` box with its brands. */
export const SNIFF_BYTES = 64;

// The brands of an ISO-BMFF `ftyp` box that mean a still HEIF image (HEIC from iPhones and Android
// phones) or an AVIF one.
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

function isoBrand(bytes: Uint8Array): "avif" | "heif" | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : bytes.length);
  // The major brand (offset 8), then the compatible brands (from offset 16); the minor version between is not a brand.
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
  if (brands.some((b) => HEIF_BRANDS.has(b))) return "heif";
  return null;
}

/** The upload format of a file by its first bytes (at least SNIFF_BYTES of them when it has that many), or null for anything else. */
export function sniffImageFormat(bytes: Uint8Array): TUploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  return isoBrand(bytes);
}

/** The upload format of a picked file (a browser File or Blob), read from its first bytes only. */
export async function sniffFile(file: Blob): Promise<TUploadFormat | null> {
  try {
    return sniffImageFormat(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch {
    // A file the browser could not read (removed from the phone meanwhile): not a photo we can send.
    return null;
  }
}
