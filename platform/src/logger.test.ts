import { describe, expect, it } from 'vitest';
import { logFormat, prettyLine, prettyPinoStream } from './logger.ts';

describe('logFormat', () => {
  it('gives a terminal short lines and anything else JSON, unless LOG_FORMAT says', () => {
    expect(logFormat({}, { isTTY: true })).toBe('pretty');
    expect(logFormat({}, { isTTY: false })).toBe('json');
    expect(logFormat({}, {})).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, { isTTY: true })).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, { isTTY: false })).toBe('pretty');
  });
});

describe('prettyLine', () => {
  const at = new Date(2026, 10, 27, 14, 2, 7);

  it('is time, level and message, then the fields as key=value', () => {
    expect(
      prettyLine('info', 'workers started', { queues: ['maintenance'], lag: 3, note: 'two words' }, at),
    ).toBe('14:02:07 INFO  workers started queues=["maintenance"] lag=3 note="two words"\n');
  });

  it("shows an error's message on the line and its stack below, indented", () => {
    const error = new Error('connection refused');
    const text = prettyLine('error', 'fetch failed', { source: 'ndbc', error }, at);
    const [head, ...stack] = text.trimEnd().split('\n');
    expect(head).toBe('14:02:07 ERROR fetch failed source=ndbc error="connection refused"');
    expect(stack[0]).toBe('    Error: connection refused');
    expect(stack.length).toBeGreaterThan(1);
    expect(stack.every((line) => line.startsWith('    '))).toBe(true);
  });
});

describe('prettyPinoStream', () => {
  it("turns pino's JSON entries into short lines, leaving out pino's housekeeping and the given fields", () => {
    const written: string[] = [];
    const stream = prettyPinoStream(['statusCode'], { write: (text) => written.push(text) });
    const time = new Date(2026, 10, 27, 9, 30, 0).getTime();
    stream.write(
      `${JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', reqId: 'r', statusCode: 200, msg: 'GET / 200 3 ms' })}\n`,
    );
    stream.write(
      `${JSON.stringify({ level: 50, time, msg: 'unhandled error', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } })}\n`,
    );
    expect(written).toEqual([
      '09:30:00 INFO  GET / 200 3 ms\n',
      '09:30:00 ERROR unhandled error err="boom"\n    Error: boom\n        at x\n',
    ]);
  });
});
