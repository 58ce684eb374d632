import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';

/** What we accept, by the file's content: the name and the declared type are the client's word only. */
const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Decoding stops before this many pixels: a few bytes can declare a 50000×50000 image (a bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Markup or script inside an image file makes it a polyglot: harmless once re-encoded, but whoever sent
 * it meant it to be read as something else. Long enough never to occur by chance in compressed data.
 */
const EMBEDDED_ACTIVE_CONTENT =
  /<script|<html|<\?php|<!doctype|<svg|<iframe|<object|<embed|javascript:|%PDF-/i;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** A ZIP (or JAR, DOCX…) appended to an image: its end-of-directory record closes the file exactly. */
function endsWithZip(bytes: Buffer): boolean {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at--) {
    if (
      bytes.readUInt32LE(at) === ZIP_END_OF_DIRECTORY &&
      at + 22 + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return true;
    }
  }
  return false;
}

/** Refuses anything but a plain raster image (checked by its bytes), with the message on the form field. */
export async function checkImageBytes(bytes: Buffer, field: string, notAnImage: string): Promise<void> {
  const refuse = () => new HttpError(400, notAnImage, { [field]: [notAnImage] }, { code: 'not_an_image' });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) throw refuse();
  if (EMBEDDED_ACTIVE_CONTENT.test(bytes.toString('latin1')) || endsWithZip(bytes)) throw refuse();
}

/** Opens the image for re-encoding: no animation, and the pixel limit against decompression bombs. */
export const decodeImage = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate(); // EXIF orientation first
