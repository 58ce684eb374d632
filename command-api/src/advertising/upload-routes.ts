import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { checkImageBytes, decodeImage } from '../uploads/image-content.ts';
import { readMultipartForm } from '../uploads/multipart-form.ts';

export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Sizes stored per image: the ad block picks by width; `imageUrl` is the large one. */
const VARIANTS = { large: 1200, medium: 800, small: 400 } as const;

/**
 * Ad images: accepted by content (magic bytes), at most 5 MB, decoded and re-encoded as WebP in three
 * widths, which drops every piece of metadata (EXIF, GPS, ICC comments).
 */
const uploaded = z.object({
  success: z.literal(true),
  imageUrl: z.string().describe('The large size: give it, or any size, in an ad’s images'),
  variants: z.record(z.string(), z.string()).describe('Each size: small, medium and large'),
  message: z.string(),
});

export function uploadRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    app.post(
      '/api/upload/ad-image',
      {
        onRequest: requireAccount,
        schema: { tags: ['ads'], response: { 200: uploaded } },
        config: {
          rateLimit: { max: 60, timeWindow: '10 minutes' },
          multipartForm: { fields: z.object({}), file: 'image' },
        },
      },
      async (request) => {
        const fileName = 'The file';
        const form = await readMultipartForm(request, 'image', `${fileName} is larger than 5MB.`);
        if (!form.file)
          throw new HttpError(400, 'Choose an image to upload', { image: ['Choose an image to upload'] });
        const notAnImage = `${fileName} is not an image file.`;
        await checkImageBytes(form.file.bytes, 'image', notAnImage);
        const encoded = await encodeVariants(form.file.bytes, notAnImage);
        const variants = await storeVariants(deps.config.UPLOAD_DIR, encoded);
        return { success: true, imageUrl: variants.large!, variants, message: 'Upload successful' };
      },
    );
  };
}

/** Every size is made before any is written: a file that fails half-way leaves nothing behind. */
async function encodeVariants(bytes: Buffer, notAnImage: string): Promise<[string, Buffer][]> {
  try {
    const encoded: [string, Buffer][] = [];
    for (const [name, width] of Object.entries(VARIANTS)) {
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
    throw new HttpError(400, notAnImage, { image: [notAnImage] });
  }
}

async function storeVariants(
  uploadDir: string,
  encoded: [string, Buffer][],
): Promise<Record<string, string>> {
  const id = randomUUID();
  const directory = path.resolve(uploadDir, 'ads');
  await mkdir(directory, { recursive: true });
  const variants: Record<string, string> = {};
  for (const [name, bytes] of encoded) {
    const file = `${id}-${name}.webp`;
    await writeFile(path.join(directory, file), bytes, { flag: 'wx' });
    variants[name] = `/uploads/ads/${file}`;
  }
  return variants;
}
