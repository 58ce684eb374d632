import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from './multipart-body.ts';

let t: TestApp;
let adminCookie = '';
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.95.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const board = {
  title: 'Hostile board',
  length: `6'2"`,
  condition: 'Good',
  price: '$300',
  location: 'Haleiwa',
  sellerName: 'Mallory',
  email: 'mallory@example.com',
  phone: '808-555-0199',
  description: 'Nothing to see here.',
};

/** The two upload routes: the Board Hub listing photo and the advertiser's ad image. */
const targets = [
  { name: 'listing photo', url: '/api/listings', field: 'photo', fields: board, cookie: undefined },
  { name: 'ad image', url: '/api/upload/ad-image', field: 'image', fields: {}, cookie: () => adminCookie },
] as const;
type Target = (typeof targets)[number];

function upload(target: Target, bytes: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipartBody(target.fields, [
    { field: target.field, filename: 'picture.png', contentType, bytes },
  ]);
  const cookie = target.cookie?.();
  return t.app.inject({
    method: 'POST',
    url: target.url,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    remoteAddress: freshAddress(),
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A few hundred bytes that declare a 50000×50000 greyscale image: 2.5 gigapixels once decoded. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(50_001 * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#0079bd' } })
    .toFormat(format)
    .toBuffer();

/** An empty ZIP archive: its end-of-central-directory record alone. */
const emptyZip = () => Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);

/** A JPEG whose comment segment carries a script: a valid image that a sniffing browser could run. */
async function jpegWithScriptComment(): Promise<Buffer> {
  const jpeg = await image('jpeg');
  const text = Buffer.from('<script>alert(document.cookie)</script>', 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

const hostileFiles: [string, () => Promise<Buffer> | Buffer][] = [
  [
    'a PNG with HTML after its end',
    async () => Buffer.concat([await image('png'), Buffer.from('<html><script>alert(1)</script>')]),
  ],
  ['a GIF with a JAR/ZIP appended (GIFAR)', async () => Buffer.concat([await image('gif'), emptyZip()])],
  ['a JPEG with a script in its comment', jpegWithScriptComment],
  [
    'a GIF header followed by JavaScript',
    () => Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain)//', 'latin1'),
  ],
  [
    'a PHP file behind a PNG signature',
    () =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<?php system($_GET["c"]); ?>'),
      ]),
  ],
  [
    'an SVG with an onload handler',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  ],
  ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF')],
  ['a decompression bomb (PNG declaring 50000×50000)', pngBomb],
  ['a truncated PNG', async () => (await image('png')).subarray(0, 40)],
];

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(t.deps.config.UPLOAD_DIR, { recursive: true })).sort();
  } catch {
    return [];
  }
}

function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ error: string; message: string; fieldErrors?: Record<string, string[]> }>();
  expect(body).toEqual({
    error: expect.any(String),
    code: expect.any(String),
    message: expect.any(String),
    ...(body.fieldErrors ? { fieldErrors: expect.any(Object), fieldErrorCodes: expect.any(Object) } : {}),
  });
  if (field) expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
}

describe.each(targets)('hostile uploads to the $name', (target) => {
  let before: string[];
  let head: Awaited<ReturnType<TestApp['deps']['store']['headPosition']>>;
  beforeAll(async () => {
    before = await storedFiles();
    head = await t.deps.store.headPosition();
  });

  it('still accepts a plain image (the refusals below are not a broken route)', async () => {
    const response = await upload(target, await image('png'));
    expect(response.statusCode).toBeLessThan(300);
    before = await storedFiles();
    await t.settle();
    head = await t.deps.store.headPosition();
  });

  it.each(hostileFiles)('refuses %s with 400 on the field', async (_name, make) => {
    expectRefused(await upload(target, await make()), 400, target.field);
  });

  it('refuses a 50 MB file with 413', async () => {
    const huge = Buffer.concat([await image('png'), Buffer.alloc(50 * 1024 * 1024, 7)]);
    expectRefused(await upload(target, huge), 413, target.field);
  });

  it('refuses a 50 MB JSON body with 413 and a raw image body with 415', async () => {
    const cookie = target.cookie?.();
    const send = (contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: target.url,
        headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
        payload,
        remoteAddress: freshAddress(),
      });
    expectRefused(await send('application/json', `{"photo":"${'A'.repeat(50 * 1024 * 1024)}"}`), 413);
    expectRefused(await send('image/png', await image('png')), 415);
    expectRefused(await send('application/json', JSON.stringify(board)), 415);
    expectRefused(await send('multipart/form-data; boundary=nothing-follows', 'garbage'), 400);
  });

  it('stored nothing and recorded nothing for any of them', async () => {
    await t.settle();
    expect(await storedFiles()).toEqual(before);
    expect(await t.deps.store.headPosition()).toEqual(head);
  });
});
