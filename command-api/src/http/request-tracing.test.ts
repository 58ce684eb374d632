import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { reviewStreamId } from '@nsg/domain/reviews/review.ts';
import { SpanStatusCode } from '@nsg/platform/tracing.ts';
import { recordSpans, type RecordedSpan } from '@nsg/platform/testing/recorded-spans.ts';
import { BEACH_REVIEW } from '../testing/reviews.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/** A caller's trace: the span it says our request is a child of. */
function callerTrace() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

const idOf = (span: RecordedSpan) => span.spanContext().spanId;
const traceOf = (span: RecordedSpan) => span.spanContext().traceId;
const traceparentParts = (traceparent: string | undefined) => {
  const [, traceId, spanId] = (traceparent ?? '').split('-');
  return { traceId, spanId };
};

/** The ids of the span `spanId` and of its parents, as far as they are among `spans`. */
function ancestorsOf(spanId: string, spans: RecordedSpan[]): string[] {
  const parentOf = new Map(spans.map((span) => [idOf(span), span.parentSpanContext?.spanId]));
  const chain: string[] = [];
  for (let id: string | undefined = spanId; id && !chain.includes(id); id = parentOf.get(id)) chain.push(id);
  return chain;
}

describe('traces, with tracing on', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordSpans>;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    recorder = recordSpans();
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t?.close();
    await recorder.stop();
  });

  const spansOf = (traceId: string) => recorder.spans().filter((span) => traceOf(span) === traceId);
  const named = (spans: RecordedSpan[], name: string) => {
    const found = spans.filter((span) => span.name === name);
    expect(
      found.map((span) => span.name),
      `spans named ${name}`,
    ).not.toEqual([]);
    return found[0]!;
  };

  it('follows a request from its traceparent to the command, the stored event, the projection and the live message', async () => {
    const admin = await t.app.injectWS('/api/live', {
      headers: { cookie: await loginCookie(t.app, t.admin.email, t.admin.password) },
    });
    sockets.push(admin);
    const heard: string[] = [];
    admin.on('message', (data) => heard.push(String(data)));

    const caller = callerTrace();
    // Over a real socket, as a browser sends it.
    const { port } = t.app.server.address() as AddressInfo;
    const submitted = await fetch(`http://127.0.0.1:${port}/api/reviews`, {
      method: 'POST',
      body: JSON.stringify(BEACH_REVIEW),
      headers: {
        'content-type': 'application/json',
        traceparent: caller.traceparent,
        tracestate: 'vendor=kept',
      },
    });
    expect(submitted.status).toBe(201);
    const reviewId = ((await submitted.json()) as { id: string }).id;

    // (a) the request, its command and its append, in the caller's trace
    const request = named(spansOf(caller.traceId), 'POST /api/reviews');
    expect(request.parentSpanContext?.spanId).toBe(caller.spanId);
    expect(request.attributes['http.response.status_code']).toBe(201);
    const command = named(spansOf(caller.traceId), 'command review');
    expect(command.parentSpanContext?.spanId).toBe(idOf(request));
    const append = named(spansOf(caller.traceId), 'append review');
    expect(append.parentSpanContext?.spanId).toBe(idOf(command));
    expect(append.attributes['nsg.stream_id']).toBe(reviewStreamId(reviewId));

    // the stored event names the append span, beside its correlation
    const [stored] = await t.deps.store.readStream(reviewStreamId(reviewId));
    expect(traceparentParts(stored!.metadata.traceparent)).toEqual({
      traceId: caller.traceId,
      spanId: idOf(append),
    });
    expect(stored!.metadata.tracestate).toBe('vendor=kept');
    expect(stored!.metadata.correlationId).toEqual(expect.any(String));

    // (b) the projection that applied it, child of the append
    await t.settle();
    const applied = named(spansOf(caller.traceId), 'apply reviews');
    expect(applied.parentSpanContext?.spanId).toBe(idOf(append));
    expect(applied.attributes['nsg.last_position']).toBe(String(stored!.globalPosition));

    // (c) the live message it caused, child of the apply span whose notice it answers
    await vi.waitFor(() => expect(heard.some((text) => text.includes(reviewId))).toBe(true));
    await vi.waitFor(() => named(spansOf(caller.traceId), 'live reviews'));
    const live = named(spansOf(caller.traceId), 'live reviews');
    expect(live.parentSpanContext?.spanId).toBe(idOf(applied));
    expect(live.attributes['nsg.live.recipients']).toBeGreaterThanOrEqual(1);
    // Clients are not told of traces.
    expect(heard.filter((text) => text.includes(reviewId)).join()).not.toContain('traceparent');
  });

  it('carries the trace on through what a reactor appends after the event', async () => {
    const caller = callerTrace();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/register',
      payload: {
        name: 'Leimomi',
        email: 'traced@leis.test',
        password: 'secret-123',
        companyName: 'Leimomi Leis',
      },
      headers: { traceparent: caller.traceparent },
      remoteAddress: '10.31.0.2',
    });
    expect(registered.statusCode).toBe(201);
    await t.settle();

    const { rows } = await t.deps.pool.query<{ type: string; metadata: Record<string, string> }>(
      `select type, metadata from events where metadata->>'traceparent' like $1 order by global_position`,
      [`00-${caller.traceId}-%`],
    );
    const followUps = rows.filter((row) => row.metadata.causationId);
    expect(rows.length).toBeGreaterThan(followUps.length);
    expect(followUps.map((row) => row.type)).not.toEqual([]);
    const reaction = named(spansOf(caller.traceId), 'react account-mail-reactor');
    for (const followUp of followUps) {
      const { traceId, spanId } = traceparentParts(followUp.metadata.traceparent);
      expect(traceId).toBe(caller.traceId);
      expect(ancestorsOf(spanId!, spansOf(caller.traceId))).toContain(idOf(reaction));
    }
  });

  it('keeps a request whose body comes in late in its trace', async () => {
    const caller = callerTrace();
    const body = JSON.stringify(BEACH_REVIEW);
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/reviews HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: close',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `traceparent: ${caller.traceparent}`,
        '',
        '',
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(body);
    await new Promise((resolve) => socket.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1.1 201/);

    const request = named(spansOf(caller.traceId), 'POST /api/reviews');
    expect(named(spansOf(caller.traceId), 'command review').parentSpanContext?.spanId).toBe(idOf(request));
  });

  it('ends the span of a request its client gave up on before sending it whole', async () => {
    const caller = callerTrace();
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/reviews HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 500',
        `traceparent: ${caller.traceparent}`,
        '',
        '{"type":"beach",',
      ].join('\r\n'),
    );
    // Time for the server to read the headers and start the request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await vi.waitFor(() => named(spansOf(caller.traceId), 'POST /api/reviews'));
    const request = named(spansOf(caller.traceId), 'POST /api/reviews');
    expect(request.attributes['error.type']).toBe('aborted');
  });

  it('tells a refused command from a failed one: the refusal is recorded, the span is not an error', async () => {
    const caller = callerTrace();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${crypto.randomUUID()}/approve`,
      headers: {
        cookie: await loginCookie(t.app, t.admin.email, t.admin.password),
        traceparent: caller.traceparent,
      },
      remoteAddress: '10.31.0.5',
    });
    expect(refused.statusCode).toBe(404);
    const command = named(spansOf(caller.traceId), 'command review');
    expect(command.status.code).toBe(SpanStatusCode.UNSET);
    expect(command.events.map((event) => event.attributes?.['exception.message'])).toEqual([
      'Review not found',
    ]);
    expect(named(spansOf(caller.traceId), 'POST /api/admin/reviews/:id/approve').status.code).toBe(
      SpanStatusCode.UNSET,
    );
  });

  it('starts a trace of its own for a request that brings none', async () => {
    const before = new Set(recorder.spans().map(traceOf));
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: BEACH_REVIEW,
      remoteAddress: '10.31.0.3',
    });
    expect(submitted.statusCode).toBe(201);
    const request = recorder
      .spans()
      .find((span) => span.name === 'POST /api/reviews' && !before.has(traceOf(span)));
    expect(request?.parentSpanContext).toBeUndefined();
    const [stored] = await t.deps.store.readStream(reviewStreamId(submitted.json<{ id: string }>().id));
    expect(traceparentParts(stored!.metadata.traceparent).traceId).toBe(traceOf(request!));
  });
});

describe('traces, with tracing off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('keeps no trace context in the events of a request that sent one', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: BEACH_REVIEW,
      headers: { traceparent: callerTrace().traceparent },
      remoteAddress: '10.31.0.4',
    });
    expect(submitted.statusCode).toBe(201);
    const [stored] = await t.deps.store.readStream(reviewStreamId(submitted.json<{ id: string }>().id));
    expect(stored!.metadata).not.toHaveProperty('traceparent');
    expect(stored!.metadata).not.toHaveProperty('tracestate');
  });
});
