import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { storeImageVariants } from '../uploads/image-variants.ts';
import { readMultipartForm } from '../uploads/multipart-form.ts';

export const CATALOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'The image is larger than 5MB.';
const NOT_AN_IMAGE = 'The file is not an image.';

const uploaded = z.object({
  image: z.string().describe('The large size: what a catalog entry’s `image` takes'),
  variants: z
    .object({ small: z.string(), medium: z.string(), large: z.string() })
    .describe('Each size: a phone shows the small one, a desktop the large'),
});

/** An admin's picture for a catalog entry, through the image pipeline: re-encoded, metadata dropped, sized. */
export function catalogImageRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    await plain.register(fastifyMultipart, {
      limits: { fileSize: CATALOG_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 100 },
    });
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/admin/catalog/images',
      {
        onRequest: requireAdmin,
        schema: { tags: ['admin', 'catalog'], response: { 200: uploaded } },
        config: { multipartForm: { fields: z.object({}), file: 'image' } },
      },
      async (request) => {
        const form = await readMultipartForm(request, 'image', TOO_LARGE);
        if (!form.file)
          throw new HttpError(400, 'Choose an image to upload', { image: ['Choose an image to upload'] });
        const variants = await storeImageVariants(form.file.bytes, deps.config.UPLOAD_DIR, 'catalog', {
          field: 'image',
          notAnImage: NOT_AN_IMAGE,
        });
        return { image: variants.large, variants };
      },
    );
  };
}
