import sharp from "sharp";
import { SNIFF_BYTES, UPLOAD_FORMATS, sniffFile, sniffImageFormat } from "./sniff";

const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const head = (bytes: Uint8Array | Buffer) => new Uint8Array(bytes.subarray(0, SNIFF_BYTES));
/** An ISO-BMFF file's first box: `ftyp` with a major brand and compatible ones. */
function ftyp(major: string, compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  box.writeUInt32BE(0, 12);
  compatible.forEach((b, i) => box.write(b, 16 + 4 * i, "latin1"));
  box.write("meta", size + 4, "latin1");
  return box;
}

describe("sniffImageFormat: the kind of image a file is, by its first bytes", () => {
  it.each([
    ["jpeg", () => picture().jpeg().toBuffer()],
    ["png", () => picture().png().toBuffer()],
    ["webp", () => picture().webp().toBuffer()],
    ["gif", () => picture().gif().toBuffer()],
    ["tiff", () => picture().tiff().toBuffer()],
    ["avif", () => picture().avif().toBuffer()],
  ] as const)("knows a real %s file, as the server's decoder reads it", async (format, make) => {
    const file = await make();
    expect(sniffImageFormat(head(file))).toBe(format);
    // The server's pipeline accepts it too (sharp names AVIF "heif").
    const meta = await sharp(file).metadata();
    expect(UPLOAD_FORMATS as readonly string[]).toContain(meta.format);
  });

  it("knows an iPhone's HEIC photo by its ftyp brands, a major or a compatible one", () => {
    expect(sniffImageFormat(head(ftyp("heic", ["mif1", "heic"])))).toBe("heif");
    expect(sniffImageFormat(head(ftyp("mif1", ["heic"])))).toBe("heif");
    expect(sniffImageFormat(head(ftyp("isom", ["avif"])))).toBe("avif");
  });

  it("refuses what is not an image, whatever the file is called", () => {
    const text = new TextEncoder().encode("This is a note about my dog, saved as x.jpg");
    expect(sniffImageFormat(text)).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ"))).toBeNull();
    // A video is an ISO-BMFF file too, with other brands.
    expect(sniffImageFormat(head(ftyp("isom", ["iso2", "mp41"])))).toBeNull();
    // Signatures cut short, and an empty file.
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });

  it("reads a Blob's first bytes only", async () => {
    const png = await picture().png().toBuffer();
    expect(await sniffFile(new Blob([new Uint8Array(png)], { type: "image/jpeg" }))).toBe("png");
    expect(await sniffFile(new Blob(["not an image at all"], { type: "image/jpeg" }))).toBeNull();
  });
});
