import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamReport } from './report-stream.ts';

/** A replay of `total` steps that reports each one and stops at once when its signal aborts. */
function replay(total: number, stepMs: number, seen: { aborted: boolean; steps: number }) {
  return async ({ signal, onProgress }: Parameters<Parameters<typeof streamReport>[2]>[0]) => {
    for (let done = 1; done <= total; done++) {
      await new Promise((resolve) => setTimeout(resolve, stepMs));
      if (signal.aborted) {
        seen.aborted = true;
        throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      }
      seen.steps = done;
      onProgress({ done, total });
    }
    return { rows: total };
  };
}

let app: FastifyInstance;
let port: number;
const slow = { aborted: false, steps: 0 };
const quick = { aborted: false, steps: 0 };

beforeAll(async () => {
  app = Fastify();
  app.get('/quick', (request, reply) => streamReport(request, reply, replay(5, 30, quick)));
  app.get('/slow', (request, reply) => streamReport(request, reply, replay(1000, 20, slow)));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

describe('a streamed report', () => {
  it('sends progress lines while it runs, then the report', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/quick`);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ progress: { done: 0, total: 0 } });
    expect(lines).toContainEqual({ progress: { done: 5, total: 5 } });
    expect(lines.at(-1)).toEqual({ report: { rows: 5 } });
  });

  it('aborts the replay on the server when the client goes away', async () => {
    await new Promise<void>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path: '/slow' }, (response) => {
        response.once('data', () => setTimeout(() => call.destroy(), 100));
        response.on('error', () => {});
        response.on('close', resolve);
      });
      call.on('error', () => {});
      call.on('close', () => resolve());
      call.once('error', reject);
      call.end();
    });
    const deadline = Date.now() + 5_000;
    while (!slow.aborted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(slow.aborted).toBe(true);
    expect(slow.steps).toBeLessThan(1000);
  });
});
