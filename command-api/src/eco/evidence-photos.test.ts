import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecoStreamId } from '@nsg/domain/eco/eco-visitor.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { phonePhoto, postEvidencePhoto } from './evidence-photo-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
/** The app's clock runs this far ahead: a completion waits for part of its challenge's estimated time. */
let clockAheadMs = 0;
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock.now = () => new Date(Date.now() + clockAheadMs);
});
afterAll(() => t.close());

let addressCounter = 0;
interface Visitor {
  cookie: string;
  visitorId: string;
  address: string;
}

async function newVisitor(): Promise<Visitor> {
  const address = `10.61.0.${++addressCounter}`;
  const response = await t.app.inject({ url: '/api/eco/user/stats', remoteAddress: address });
  const cookie = response.cookies.find((c) => c.name === 'nsg_visitor')!;
  return {
    cookie: `nsg_visitor=${cookie.value}`,
    visitorId: t.app.unsignCookie(cookie.value).value!,
    address,
  };
}

const uploadPhoto = (visitor: Visitor, bytes: Buffer, contentType?: string) =>
  postEvidencePhoto(t.app, visitor, bytes, contentType);

async function startChallenge(visitor: Visitor) {
  const started = await post(visitor, `/api/eco/challenges/${PHOTO_CHALLENGE}/start`);
  expect(started.statusCode).toBe(201);
  clockAheadMs += 24 * 3600_000;
}

function post(visitor: Visitor, url: string, payload?: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: visitor.cookie, 'accept-language': language },
    remoteAddress: visitor.address,
    ...(payload ? { payload } : {}),
  });
}

/** Challenge 2 asks for a photo in the seed catalog. */
const PHOTO_CHALLENGE = 2;

describe('eco evidence photos', () => {
  it('takes a photo through our image pipeline and completes a challenge with it', async () => {
    const visitor = await newVisitor();
    const original = await phonePhoto();
    const uploaded = await uploadPhoto(visitor, original);
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/eco\/[0-9a-f-]{36}\.jpg$/);
    const stored = await readFile(path.join(t.deps.config.UPLOAD_DIR, url.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SnapMaster'))).toBe(false);

    await startChallenge(visitor);
    const completed = await post(visitor, `/api/eco/challenges/${PHOTO_CHALLENGE}/complete`, {
      notes: 'Two bags',
      evidencePhotos: [url],
    });
    expect(completed.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ type: string }>(
      'select type from events where stream_id = $1 order by revision',
      [ecoStreamId(visitor.visitorId)],
    );
    expect(rows.map((row) => row.type)).toEqual([
      'eco.EvidencePhotoAdded',
      'eco.ChallengeStarted',
      'eco.ChallengeCompleted',
    ]);
  });

  it.each(['https://example.com/not-really-a-photo.jpg', 'not a url'])(
    'refuses %s as evidence, with its own code and the field named',
    async (evidence) => {
      const visitor = await newVisitor();
      await startChallenge(visitor);
      const refused = await post(visitor, `/api/eco/challenges/${PHOTO_CHALLENGE}/complete`, {
        notes: '',
        evidencePhotos: [evidence],
      });
      expect(refused.statusCode).toBe(400);
      const body = refused.json<{ code: string; message: string; fieldErrors: Record<string, string[]> }>();
      expect(body.code).toBe('evidence_photo_not_ours');
      expect(body.message).toBe(
        'Evidence photo: only photos taken or chosen here can be used. Take or choose a photo.',
      );
      expect(Object.keys(body.fieldErrors)).toEqual(['evidencePhotos']);
    },
  );

  it('does not take another visitor’s photo', async () => {
    const owner = await newVisitor();
    const { url } = (await uploadPhoto(owner, await phonePhoto())).json<{ url: string }>();
    const other = await newVisitor();
    await startChallenge(other);
    const refused = await post(other, `/api/eco/challenges/${PHOTO_CHALLENGE}/complete`, {
      evidencePhotos: [url],
    });
    expect(refused.json<{ code: string }>().code).toBe('evidence_photo_not_ours');
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const visitor = await newVisitor();
    const refused = await uploadPhoto(visitor, Buffer.from('<script>alert(1)</script>'), 'image/jpeg');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('photo');
    const { rows } = await t.database.pool.query('select 1 from events where stream_id = $1', [
      ecoStreamId(visitor.visitorId),
    ]);
    expect(rows).toEqual([]);
  });

  it('asks for a photo when the form carries none', async () => {
    const visitor = await newVisitor();
    const { payload, headers } = multipartBody({});
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/eco/evidence-photos',
      payload,
      headers: { ...headers, cookie: visitor.cookie },
      remoteAddress: visitor.address,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('evidence_photo_missing');
  });
});
