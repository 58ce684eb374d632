import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ReportProgress {
  done: number;
  total: number;
}

/** Progress lines no closer together than this: a replay of a million events reports often. */
const PROGRESS_EVERY_MS = 100;

/**
 * Answers a long report as NDJSON: `{"progress":{done,total}}` lines while it runs, then `{"report":…}`, or
 * `{"error":…}` when it fails after the answer has begun. The report runs on the instance holding the
 * connection, so closing the connection (the client's Cancel) aborts it there, whichever instance it is.
 * The answer is written straight to the socket, line by line, with the headers the hooks already set.
 */
export function streamReport<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (options: { signal: AbortSignal; onProgress: (progress: ReportProgress) => void }) => Promise<T>,
): void {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const write = (line: object) => {
    if (!raw.writableEnded) raw.write(`${JSON.stringify(line)}\n`);
  };
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  let lastProgressAt = 0;
  const onProgress = (progress: ReportProgress) => {
    const now = Date.now();
    if (now - lastProgressAt < PROGRESS_EVERY_MS && progress.done < progress.total) return;
    lastProgressAt = now;
    write({ progress: { done: progress.done, total: progress.total } });
  };
  write({ progress: { done: 0, total: 0 } });
  run({ signal: controller.signal, onProgress }).then(
    (report) => {
      write({ report });
      raw.end();
    },
    (error: unknown) => {
      if (!controller.signal.aborted) {
        request.log.error({ err: error }, 'analytics report failed');
        write({ error: { error: 'Internal Server Error', message: 'The report could not be computed' } });
      }
      raw.end();
    },
  );
}
