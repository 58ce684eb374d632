import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@nsg/platform/redis.ts';
import { recordSpans } from '@nsg/platform/testing/recorded-spans.ts';
import { currentTraceCarrier, inSpan } from '@nsg/platform/tracing.ts';
import { tracedJob } from './traced-job.ts';

const connection = createRedis('redis://127.0.0.1:6379', { forWorkers: true });
afterAll(() => connection.disconnect());

describe('a traced job', () => {
  it('is a span, parent of what the job does and of the trace context its events keep', async () => {
    const recorder = recordSpans();
    const prefix = `test-${randomBytes(4).toString('hex')}`;
    const queue = new Queue('traced', { connection, prefix });
    const events = new QueueEvents('traced', { connection, prefix });
    const worker = new Worker(
      'traced',
      tracedJob('traced', () => inSpan('command listing', {}, async () => currentTraceCarrier())),
      { connection, prefix },
    );
    try {
      await events.waitUntilReady();
      const job = await queue.add('expire-listings', {});
      const carrier = (await job.waitUntilFinished(events, 20_000)) as { traceparent?: string };

      const spans = recorder.spans();
      const jobSpan = spans.find((span) => span.name === 'job expire-listings')!;
      expect(jobSpan.attributes['messaging.destination.name']).toBe('traced');
      const command = spans.find((span) => span.name === 'command listing')!;
      expect(command.parentSpanContext?.spanId).toBe(jobSpan.spanContext().spanId);
      expect(carrier.traceparent).toBe(
        `00-${jobSpan.spanContext().traceId}-${command.spanContext().spanId}-01`,
      );
    } finally {
      await worker.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await recorder.stop();
    }
  });
});
