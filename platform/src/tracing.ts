import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { Config } from './config.ts';

/**
 * OpenTelemetry traces, made only when a collector is configured: without one nothing is registered and
 * every helper here runs its work bare. The rest of the code calls these helpers and never the
 * OpenTelemetry API itself, so a process that does not trace pays one null check per call. (An older
 * copy of the API sits higher in node_modules for a dev tool; imported from elsewhere, it would resolve
 * to that copy, which ignores what a newer one registered.)
 */

export type TracedProcess = 'api' | 'runner' | 'workers';

export { SpanStatusCode };

/** W3C trace context as it travels in HTTP headers, event metadata and read-model notices. */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

export interface Tracing {
  /** Sends what is still buffered, then stops tracing. */
  shutdown(): Promise<void>;
}

let tracer: Tracer | null = null;
const w3c = new W3CTraceContextPropagator();

type TracingConfig = Pick<
  Config,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME' | 'OTEL_TRACES_SAMPLER' | 'OTEL_TRACES_SAMPLER_ARG'
>;

/** Traces for this process, sent over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. */
export function startTracing(config: TracingConfig, process: TracedProcess): Tracing {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return { shutdown: async () => {} };
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
  return installTracing(
    config.OTEL_SERVICE_NAME ?? process,
    new BatchSpanProcessor({ exporter }),
    samplerOf(config),
  );
}

/** Tracing into `exporter`, each span handed over as it ends: for tests. */
export function startTracingInto(exporter: SpanExporter, serviceName: string): Tracing {
  const sampler = new ParentBasedSampler({ root: new AlwaysOnSampler() }); // the default's
  return installTracing(serviceName, new SimpleSpanProcessor({ exporter }), sampler);
}

function samplerOf({ OTEL_TRACES_SAMPLER: name, OTEL_TRACES_SAMPLER_ARG: ratio }: TracingConfig): Sampler {
  const root = name.endsWith('always_on')
    ? new AlwaysOnSampler()
    : name.endsWith('always_off')
      ? new AlwaysOffSampler()
      : new TraceIdRatioBasedSampler(ratio);
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

function installTracing(serviceName: string, processor: SpanProcessor, sampler: Sampler): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [processor],
    sampler,
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(w3c);
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('north-shore-guide');
  return {
    async shutdown() {
      tracer = null;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

export const tracingEnabled = () => tracer !== null;

/** An error that is an answer, not a failure (a command the rules refuse): recorded, not marked an error. */
export type IsRefusal = (error: unknown) => boolean;

/** Runs `work` in a span, child of the active one, that is active while it runs. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  isRefusal?: IsRefusal,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, (span) => endAfter(span, work, isRefusal));
}

async function endAfter<T>(span: Span, work: () => Promise<T>, isRefusal?: IsRefusal): Promise<T> {
  try {
    return await work();
  } catch (error) {
    markFailed(span, error, isRefusal);
    throw error;
  } finally {
    span.end();
  }
}

function markFailed(span: Span, error: unknown, isRefusal?: IsRefusal) {
  span.recordException(error instanceof Error ? error : String(error));
  if (!isRefusal?.(error)) span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The active trace context, for the metadata of an event appended now; empty when there is none. */
export function currentTraceCarrier(): TraceCarrier {
  return tracer ? carrierOf(context.active()) : {};
}

function carrierOf(active: Context): TraceCarrier {
  const carrier: TraceCarrier = {};
  w3c.inject(active, carrier, defaultTextMapSetter);
  return carrier;
}

const parentIn = (carrier: TraceCarrier | Record<string, unknown>) =>
  w3c.extract(ROOT_CONTEXT, carrier, defaultTextMapGetter);

export interface HttpServerSpan {
  /** Runs `work` (and whatever it starts) with the request's span active. */
  activate<T>(work: () => T): T;
  end(statusCode: number): void;
  /** The client went away before it had sent the whole request. */
  endAborted(): void;
}

/** The span of one HTTP request, child of the caller's `traceparent` when it sent one. */
export function startHttpServerSpan(
  method: string,
  route: string | undefined,
  headers: Record<string, unknown>,
): HttpServerSpan | null {
  if (!tracer) return null;
  const parent = parentIn(headers);
  const span = tracer.startSpan(
    route ? `${method} ${route}` : method,
    {
      kind: SpanKind.SERVER,
      attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) },
    },
    parent,
  );
  const active = trace.setSpan(parent, span);
  return {
    activate: (work) => context.with(active, work),
    end(statusCode) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    endAborted() {
      span.setAttribute(ATTR_ERROR_TYPE, 'aborted');
      span.end();
    },
  };
}

/** Runs `work` in a span, active while it runs, continuing the trace `carrier` names (none without one). */
export async function inSpanOf<T>(
  name: string,
  carrier: TraceCarrier,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracer || !carrier.traceparent) return work();
  return tracer.startActiveSpan(name, { attributes }, parentIn(carrier), (span) => endAfter(span, work));
}

/** Runs `work` in a span continuing the trace `carrier` names; `describe` adds what the work tells. */
export function inSyncSpanOf<T>(
  name: string,
  carrier: TraceCarrier,
  work: () => T,
  describe: (result: T) => Attributes,
): T {
  if (!tracer || !carrier.traceparent) return work();
  const span = tracer.startSpan(name, {}, parentIn(carrier));
  try {
    const result = work();
    span.setAttributes(describe(result));
    return result;
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Past this many traces in one page, the rest share one span that links to them. */
const MAX_TRACES_PER_PAGE = 16;
/** The SDK keeps 128 links a span by default. */
const MAX_LINKS = 128;

/**
 * Runs `work` on a page of events under a span in each trace the events belong to, child of the span
 * that appended them (events of one request share one span). Returns the traceparent of the span in the
 * trace of the page's last event, for what the work causes further on (a live message).
 */
export async function inEventSpans<T>(
  name: string,
  events: readonly RecordedEvent[],
  work: () => Promise<T>,
): Promise<{ result: T; traceparent?: string }> {
  if (!tracer) return { result: await work() };
  const spans = startEventSpans(tracer, name, events);
  try {
    const result = await work();
    const last = spans.at(-1);
    return { result, ...(last ? carrierOf(trace.setSpan(ROOT_CONTEXT, last)) : {}) };
  } catch (error) {
    spans.forEach((span) => markFailed(span, error));
    throw error;
  } finally {
    spans.forEach((span) => span.end());
  }
}

function startEventSpans(tracer: Tracer, name: string, events: readonly RecordedEvent[]): Span[] {
  const groups = [...eventsByTrace(events).values()];
  const linked = groups.slice(0, -MAX_TRACES_PER_PAGE);
  const spans = groups.slice(-MAX_TRACES_PER_PAGE).flatMap(({ carrier, positions }) => {
    const parent = parentIn(carrier);
    if (!trace.getSpanContext(parent)) return [];
    return [tracer.startSpan(name, { attributes: eventAttributes(positions) }, parent)];
  });
  if (linked.length === 0) return spans;
  const links = linked.slice(-MAX_LINKS).flatMap(({ carrier }) => {
    const context = trace.getSpanContext(parentIn(carrier));
    return context ? [{ context }] : [];
  });
  const positions = linked.flatMap((group) => group.positions);
  return [tracer.startSpan(name, { root: true, links, attributes: eventAttributes(positions) }), ...spans];
}

/**
 * The page's traced events by trace id (read off the traceparent, parsed only for the traces spanned),
 * in the order of each trace's last event: the last group is the last event's.
 */
function eventsByTrace(events: readonly RecordedEvent[]) {
  const byTrace = new Map<string, { carrier: TraceCarrier; positions: bigint[] }>();
  let lastTraceId: string | undefined;
  for (const { metadata, globalPosition } of events) {
    if (!metadata.traceparent) continue;
    const traceId = metadata.traceparent.slice(3, 35); // `vv-<trace id>-<span id>-ff`
    const group = byTrace.get(traceId) ?? { carrier: metadata, positions: [] };
    group.positions.push(globalPosition);
    if (traceId !== lastTraceId) {
      byTrace.delete(traceId);
      byTrace.set(traceId, group);
      lastTraceId = traceId;
    }
  }
  return byTrace;
}

const eventAttributes = (positions: readonly bigint[]): Attributes => ({
  'nsg.events': positions.length,
  'nsg.first_position': String(positions[0]),
  'nsg.last_position': String(positions.at(-1)),
});
