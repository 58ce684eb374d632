import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from '../uploads/multipart-body.ts';

/** A small real JPEG, as a phone would send it (with camera metadata that the pipeline must drop). */
export const phonePhoto = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#2f9e44' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'SnapMaster' } })
    .toBuffer();

/** For tests: uploads a photo as the visitor and answers the route's response. */
export async function postEvidencePhoto(
  app: FastifyInstance,
  visitor: { cookie: string; address?: string },
  bytes?: Buffer,
  contentType = 'image/jpeg',
) {
  const { payload, headers } = multipartBody({}, [
    { field: 'photo', filename: 'IMG_0001.jpg', contentType, bytes: bytes ?? (await phonePhoto()) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/eco/evidence-photos',
    payload,
    headers: { ...headers, cookie: visitor.cookie },
    ...(visitor.address ? { remoteAddress: visitor.address } : {}),
  });
}

/** For tests: the reference of a fresh evidence photo of the visitor's. */
export async function uploadEvidencePhoto(
  app: FastifyInstance,
  visitor: { cookie: string; address?: string },
): Promise<string> {
  const response = await postEvidencePhoto(app, visitor);
  if (response.statusCode !== 201) throw new Error(`evidence upload answered ${response.body}`);
  return response.json<{ url: string }>().url;
}
