import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';

/** What we accept, by the file's content: the name and the declared type are the client's word only. */
const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1600;

/**
 * Checks that the bytes are an image (magic bytes), re-encodes them as a JPEG at most 1600 px on a side
 * with every piece of metadata dropped (EXIF can carry the camera's GPS position), and stores the result
 * under `<uploadDir>/<folder>/<random>.jpg`. Returns the public URL (served at /uploads/).
 */
export async function storeUploadedImage(
  bytes: Buffer,
  uploadDir: string,
  folder: string,
  field = 'photo',
): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) {
    throw new HttpError(400, 'The photo is not an image file.', {
      [field]: ['The photo is not an image file.'],
    });
  }
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate() // applies the EXIF orientation before the EXIF block is dropped
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(400, 'The photo could not be read as an image.', {
      [field]: ['The photo could not be read as an image.'],
    });
  }
  const name = `${randomUUID()}.jpg`;
  const directory = path.resolve(uploadDir, folder);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), encoded, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}
