import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { storeImageVariants } from '../uploads/image-variants.ts';
import { readMultipartForm } from '../uploads/multipart-form.ts';

export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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
        const variants = await storeImageVariants(form.file.bytes, deps.config.UPLOAD_DIR, 'ads', {
          field: 'image',
          notAnImage: `${fileName} is not an image file.`,
        });
        return { success: true, imageUrl: variants.large!, variants, message: 'Upload successful' };
      },
    );
  };
}
