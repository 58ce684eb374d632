import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { currentTraceCarrier, inSpan, inSpanOf, startTracing } from './tracing.ts';

interface Received {
  path: string;
  body: string;
}

/** An OTLP/HTTP collector that keeps what it is sent. */
let collector: Server;
let endpoint: string;
const received: Received[] = [];
beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => collector.close(resolve)));

const probe = () => inSpan('probe', {}, async () => currentTraceCarrier());

describe('tracing', () => {
  it('makes and registers nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    received.length = 0;
    const tracing = startTracing(loadConfig({}), 'api');
    expect(await probe()).toEqual({});
    expect(trace.getTracer('anyone').startSpan('anything').isRecording()).toBe(false);
    await tracing.shutdown();
    expect(received).toEqual([]);
  });

  it('sends spans over OTLP/HTTP to the endpoint, under the name of the process', async () => {
    received.length = 0;
    const tracing = startTracing(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }), 'runner');
    const carrier = await probe();
    expect(carrier.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await tracing.shutdown();
    expect(received.map((request) => request.path)).toEqual(['/v1/traces']);
    const sent = received[0]!.body;
    expect(sent).toContain('"runner"');
    expect(sent).toContain('"probe"');
    expect(sent).toContain(carrier.traceparent!.split('-')[1]);
    expect(trace.getTracer('anyone').startSpan('after shutdown').isRecording()).toBe(false);
  });

  it('names the service OTEL_SERVICE_NAME when it is set', async () => {
    received.length = 0;
    const tracing = startTracing(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/`, OTEL_SERVICE_NAME: 'nsg-runner-eu' }),
      'runner',
    );
    await probe();
    await tracing.shutdown();
    expect(received.map((request) => request.path)).toEqual(['/v1/traces']);
    expect(received[0]!.body).toContain('"nsg-runner-eu"');
  });

  it('samples as OTEL_TRACES_SAMPLER says: a ratio of new traces, and every trace a sampled caller started', async () => {
    received.length = 0;
    const tracing = startTracing(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0',
      }),
      'api',
    );
    const unsampled = await probe();
    const callerTraceId = 'a'.repeat(32);
    const continued = await inSpanOf(
      'continued',
      { traceparent: `00-${callerTraceId}-${'b'.repeat(16)}-01` },
      {},
      async () => currentTraceCarrier(),
    );
    await tracing.shutdown();
    // Not sampled, but its context still travels (flag 00), so what follows is not sampled either.
    expect(unsampled.traceparent).toMatch(/-00$/);
    expect(continued.traceparent).toMatch(new RegExp(`^00-${callerTraceId}-[0-9a-f]{16}-01$`));
    const sent = received.map((request) => request.body).join();
    expect(sent).toContain('"continued"');
    expect(sent).not.toContain('"probe"');
  });

  it('refuses a sampler it does not know, naming the variable', () => {
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});
