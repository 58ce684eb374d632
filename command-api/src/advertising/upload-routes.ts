import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { readMultipartForm } from '../uploads/multipart-form.ts';

export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Sizes stored per image: the ad block picks by width; `imageUrl` is the large one. */
const VARIANTS = { large: 1200, medium: 800, small: 400 } as const;

/**
 * Ad images: accepted by content (magic bytes), at most 5 MB, decoded and re-encoded as WebP in three
 * widths, which drops every piece of metadata (EXIF, GPS, ICC comments).
 */
export function uploadRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    app.post(
      '/api/upload/ad-image',
      {
        preHandler: requireAccount,
        schema: { tags: ['ads'] },
        config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const fileName = 'The file';
        const form = await readMultipartForm(request, 'image', `${fileName} is larger than 5MB.`);
        if (!form.file)
          throw new HttpError(400, 'Choose an image to upload', { image: ['Choose an image to upload'] });
        const detected = await fileTypeFromBuffer(form.file.bytes);
        if (!detected || !ACCEPTED.has(detected.mime)) {
          throw new HttpError(400, `${fileName} is not an image file.`, {
            image: [`${fileName} is not an image file.`],
          });
        }
        const id = randomUUID();
        const directory = path.resolve(deps.config.UPLOAD_DIR, 'ads');
        await mkdir(directory, { recursive: true });
        const variants: Record<string, string> = {};
        try {
          for (const [name, width] of Object.entries(VARIANTS)) {
            const encoded = await sharp(form.file.bytes, { limitInputPixels: 40_000_000, animated: false })
              .rotate()
              .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
              .webp({ quality: 80 })
              .toBuffer();
            const file = `${id}-${name}.webp`;
            await writeFile(path.join(directory, file), encoded, { flag: 'wx' });
            variants[name] = `/uploads/ads/${file}`;
          }
        } catch {
          throw new HttpError(400, `${fileName} is not an image file.`, {
            image: [`${fileName} is not an image file.`],
          });
        }
        return { success: true, imageUrl: variants.large!, variants, message: 'Upload successful' };
      },
    );
  };
}
