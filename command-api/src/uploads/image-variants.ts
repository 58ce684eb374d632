import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.ts';
import { checkImageBytes, decodeImage } from './image-content.ts';

/** Widths stored per image: a page picks one by the screen (a phone the small, a desktop the large). */
export const IMAGE_VARIANT_WIDTHS = { large: 1200, medium: 800, small: 400 } as const;
export type ImageVariants = Record<keyof typeof IMAGE_VARIANT_WIDTHS, string>;

/**
 * An uploaded image, accepted by content (magic bytes), decoded and re-encoded as WebP in each width,
 * which drops every piece of metadata (EXIF, GPS, ICC comments), stored under `<uploadDir>/<folder>/`.
 * Returns each size's public URL.
 */
export async function storeImageVariants(
  bytes: Buffer,
  uploadDir: string,
  folder: string,
  { field, notAnImage }: { field: string; notAnImage: string },
): Promise<ImageVariants> {
  await checkImageBytes(bytes, field, notAnImage);
  const encoded = await encodeVariants(bytes, field, notAnImage);
  return storeVariants(uploadDir, folder, encoded);
}

/** Every size is made before any is written: a file that fails half-way leaves nothing behind. */
async function encodeVariants(bytes: Buffer, field: string, notAnImage: string): Promise<[string, Buffer][]> {
  try {
    const encoded: [string, Buffer][] = [];
    for (const [name, width] of Object.entries(IMAGE_VARIANT_WIDTHS)) {
      const image = decodeImage(bytes).resize({
        width,
        height: width,
        fit: 'inside',
        withoutEnlargement: true,
      });
      encoded.push([name, await image.webp({ quality: 80 }).toBuffer()]);
    }
    return encoded;
  } catch {
    throw new HttpError(400, notAnImage, { [field]: [notAnImage] });
  }
}

async function storeVariants(
  uploadDir: string,
  folder: string,
  encoded: [string, Buffer][],
): Promise<ImageVariants> {
  const id = randomUUID();
  const directory = path.resolve(uploadDir, folder);
  await mkdir(directory, { recursive: true });
  const variants: Record<string, string> = {};
  for (const [name, bytes] of encoded) {
    const file = `${id}-${name}.webp`;
    await writeFile(path.join(directory, file), bytes, { flag: 'wx' });
    variants[name] = `/uploads/${folder}/${file}`;
  }
  return variants as ImageVariants;
}
