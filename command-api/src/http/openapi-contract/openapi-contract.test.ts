import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALK_WEBHOOK_SECRET, type WalkAnswer } from './walk-send.ts';
import { walkTheApi } from './walk-the-api.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, object> };
}

let t: TestApp;
let document: OpenApiDocument;
const answers: WalkAnswer[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { STRIPE_WEBHOOK_SECRET: WALK_WEBHOOK_SECRET } });
  document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  await walkTheApi(t, (answer) => answers.push(answer));
}, 120_000);
afterAll(() => t.close());

/** OpenAPI 3.0 writes exclusive bounds as draft-04 booleans; Ajv reads them as numbers (draft 7). */
function draft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(draft7);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, draft7(value)]),
  );
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  return out;
}

const openApiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/live')
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );

describe('the OpenAPI document tells the whole truth', () => {
  it('gives every operation its success body and its error answers', () => {
    const lacking = operations().flatMap(({ name, operation }) => {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith('2'));
      const problems = [];
      if (success.length === 0) problems.push('no 2xx');
      for (const status of success) {
        if (status !== '204' && !operation.responses[status]!.content)
          problems.push(`${status} without a body`);
      }
      if (!statuses.some((status) => status.startsWith('4'))) problems.push('no 4xx');
      return problems.map((problem) => `${name}: ${problem}`);
    });
    expect(lacking).toEqual([]);
  });

  it('names the cookie session as a security scheme on every route that needs it', () => {
    expect(document.components.securitySchemes?.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    const me = document.paths['/api/me']!.get!;
    expect(me.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/admin/audit']!.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/beaches']!.get!.security).toBeUndefined();
  });

  it('describes the multipart bodies', () => {
    for (const [path, field] of [
      ['/api/listings', 'photo'],
      ['/api/events', 'photo'],
      ['/api/upload/ad-image', 'image'],
      ['/api/eco/evidence-photos', 'photo'],
    ] as const) {
      const multipart = document.paths[path]!.post!.requestBody?.content['multipart/form-data'];
      expect(multipart, path).toBeDefined();
      expect(JSON.stringify(multipart!.schema)).toContain(`"${field}":{"type":"string","format":"binary"`);
    }
  });

  it('answers every documented operation with a documented status and body', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const called = new Set<string>();
    const wrong: string[] = [];
    for (const answer of answers) {
      const name = `${answer.method} ${openApiPath(answer.route)}`;
      const operation = document.paths[openApiPath(answer.route)]?.[answer.method.toLowerCase()];
      if (!operation) {
        wrong.push(`${name}: not in the document`);
        continue;
      }
      if (answer.statusCode < 300) called.add(name);
      const response = operation.responses[String(answer.statusCode)];
      if (!response) {
        wrong.push(`${name}: ${answer.statusCode} is not documented (${answer.body.slice(0, 160)})`);
        continue;
      }
      const media = answer.contentType.split(';')[0]!;
      const schema = response.content?.[media]?.schema;
      if (!schema) {
        if (answer.body.length > 0) wrong.push(`${name} ${answer.statusCode}: ${media} is not documented`);
        continue;
      }
      if (media !== 'application/json') continue;
      if (!ajv.validate(draft7(schema) as object, JSON.parse(answer.body))) {
        wrong.push(
          `${name} ${answer.statusCode}: ${ajv.errorsText(ajv.errors)} in ${answer.body.slice(0, 200)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    // Each operation the walk never got a success from, with what it answered instead.
    const uncalled = operations()
      .map(({ name }) => name)
      .filter((name) => !called.has(name))
      .map((name) => {
        const got = answers
          .filter((answer) => `${answer.method} ${openApiPath(answer.route)}` === name)
          .map((answer) => `${answer.statusCode} ${answer.body.slice(0, 200)}`);
        return got.length > 0 ? `${name}: ${got.join(' | ')}` : name;
      });
    expect(uncalled).toEqual([]);
  });
});
