import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EVIDENCE_PHOTO_FOLDER } from '@nsg/domain/eco/eco-schemas.ts';
import { ecoStreamId, ecoVisitorDecider } from '@nsg/domain/eco/eco-visitor.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { storeUploadedImage } from '../uploads/image-upload.ts';
import { readMultipartForm } from '../uploads/multipart-form.ts';

/** Phone cameras write large files: this is what one photo may weigh before we re-encode it. */
export const EVIDENCE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const TOO_LARGE = 'The photo is larger than 15MB.';
const MISSING = 'Take or choose a photo to upload.';

const added = z.object({ url: z.string().describe('The photo to name in a completion’s evidencePhotos') });

/**
 * A visitor's evidence photo, taken or chosen on their phone: re-encoded without metadata by the image
 * pipeline and recorded on their eco stream, so a completion can only name photos they uploaded here.
 */
export function evidencePhotoRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: EVIDENCE_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 100 },
    });
    app.post(
      '/api/eco/evidence-photos',
      {
        schema: { tags: ['eco'], response: { 201: added } },
        config: {
          rateLimit: { max: 30, timeWindow: '10 minutes' },
          multipartForm: { fields: z.object({}), file: 'photo' },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, 'photo', TOO_LARGE, { code: 'photo_too_large' });
        if (!form.file)
          throw new HttpError(400, MISSING, { photo: [MISSING] }, { code: 'evidence_photo_missing' });
        const url = await storeUploadedImage(form.file.bytes, deps.config.UPLOAD_DIR, EVIDENCE_PHOTO_FOLDER);
        await executeCommand(
          deps.store,
          ecoVisitorDecider,
          ecoStreamId(request.visitorId),
          { kind: 'AddEvidencePhoto', url, now: deps.clock.now() },
          commandContext(request),
        );
        return reply.code(201).send({ url });
      },
    );
  };
}
