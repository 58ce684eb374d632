import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startHttpServerSpan, tracingEnabled, type HttpServerSpan } from '@nsg/platform/tracing.ts';

const spans = new WeakMap<FastifyRequest, HttpServerSpan>();

/** The request's span, to end: once only, whether it was answered or abandoned. */
function takeSpan(request: FastifyRequest): HttpServerSpan | undefined {
  const span = spans.get(request);
  spans.delete(request);
  return span;
}

/**
 * A span per HTTP request, child of the caller's W3C `traceparent`: the commands the request runs, and
 * the events they append, join its trace. Nothing is installed when the process does not trace.
 */
export function installRequestTracing(app: FastifyInstance) {
  if (!tracingEnabled()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    // A live socket lives for hours: its upgrade is not a request worth a span.
    if (request.headers.upgrade) return done();
    const span = startHttpServerSpan(request.method, request.routeOptions.url, request.headers);
    if (!span) return done();
    spans.set(request, span);
    span.activate(done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    takeSpan(request)?.end(reply.statusCode);
    done();
  });
  // A span never ended is never sent: the events such a request may have appended would lose their parent.
  app.addHook('onRequestAbort', (request, done) => {
    takeSpan(request)?.endAborted();
    done();
  });
}
