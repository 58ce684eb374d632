import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.ts';
import { checkImageBytes, decodeImage } from './image-content.ts';

const MAX_EDGE = 1600;

/**
 * Checks that the bytes are an image (magic bytes, no embedded markup or archive), re-encodes them as a
 * JPEG at most 1600 px on a side with every piece of metadata dropped (EXIF can carry the camera's GPS
 * position), and stores the result under `<uploadDir>/<folder>/<random>.jpg`. Returns the public URL
 * (served at /uploads/).
 */
export async function storeUploadedImage(
  bytes: Buffer,
  uploadDir: string,
  folder: string,
  field = 'photo',
): Promise<string> {
  await checkImageBytes(bytes, field, 'The photo is not an image file.');
  let encoded: Buffer;
  try {
    encoded = await decodeImage(bytes)
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(
      400,
      'The photo could not be read as an image.',
      { [field]: ['The photo could not be read as an image.'] },
      { code: 'not_an_image' },
    );
  }
  const name = `${randomUUID()}.jpg`;
  const directory = path.resolve(uploadDir, folder);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), encoded, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}
