import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTracingInto } from '../tracing.ts';

export type RecordedSpan = ReadableSpan;

/** Tracing on, into memory: every span this process ends is kept until `stop`. */
export function recordSpans() {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracingInto(exporter, 'test');
  return {
    spans: (): RecordedSpan[] => exporter.getFinishedSpans(),
    stop: () => tracing.shutdown(),
  };
}
