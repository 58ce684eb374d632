import type { Job } from 'bullmq';
import { inSpan } from '@nsg/platform/tracing.ts';

/**
 * A BullMQ processor whose every job is a span: the commands it runs, and the events they append (then
 * the projections that apply them), join the job's trace.
 */
export const tracedJob =
  <Result>(queue: string, process: (job: Job) => Promise<Result>) =>
  (job: Job) =>
    inSpan(`job ${job.name}`, { 'messaging.destination.name': queue }, () => process(job));
