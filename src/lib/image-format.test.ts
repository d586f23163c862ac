import { describe, expect, it } from "vitest";
import { uploadFormatOf } from "./image-format";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

describe("uploadFormatOf", () => {
  it("reads PNG, JPEG and WebP from their first bytes", () => {
    expect(uploadFormatOf(bytes([0x89], "PNG\r\n\x1a\n", [0, 0]))).toBe("png");
    expect(uploadFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(uploadFormatOf(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
  });

  it("reads a phone's HEIC and an AVIF as HEIF from their 'ftyp' box, and no other ISO media file", () => {
    expect(uploadFormatOf(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBe("heif");
    expect(uploadFormatOf(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0]))).toBe("heif");
    expect(uploadFormatOf(bytes([0, 0, 0, 24], "ftypisom", [0, 0, 2, 0]))).toBeNull();
    expect(uploadFormatOf(bytes([0, 0, 0, 24], "ftypqt  "))).toBeNull();
  });

  it("refuses anything else, whatever its name or declared type: SVG, GIF, a RIFF that is not WebP, nothing", () => {
    expect(uploadFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(uploadFormatOf(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(uploadFormatOf(bytes("GIF89a"))).toBeNull();
    expect(uploadFormatOf(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(uploadFormatOf(bytes([0x89], "PN"))).toBeNull();
    expect(uploadFormatOf(new Uint8Array())).toBeNull();
  });
});
