type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogFormat = 'pretty' | 'json';

/**
 * A person at a terminal reads short lines; a pipe, a file or a log shipper gets one JSON object a line.
 * `LOG_FORMAT` decides when set (`npm start` passes its own choice on to the processes it starts).
 */
export function logFormat(
  env: Record<string, string | undefined> = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  return stdout.isTTY ? 'pretty' : 'json';
}

/** One JSON line per entry on stdout, or one short line for a person (see {@link logFormat}). */
export function createLogger(
  name: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  format: LogFormat = logFormat(),
): Logger {
  const threshold = level === 'silent' ? Infinity : (order[level as Level] ?? order.info);
  const write = (lvl: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < threshold) return;
    process.stdout.write(
      format === 'pretty'
        ? prettyLine(lvl, message, fields)
        : `${JSON.stringify({ time: new Date().toISOString(), level: lvl, name, message, ...fields }, jsonValue)}\n`,
    );
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * `14:02:07 INFO  message key=value …`, local time. An error (an `Error`, or pino's serialized `err`)
 * shows its message on the line and its stack below it, indented.
 */
export function prettyLine(
  level: string,
  message: string,
  fields: Record<string, unknown> = {},
  time: Date = new Date(),
): string {
  const stacks: string[] = [];
  const pairs = Object.entries(fields).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const error = asError(value);
    if (error) {
      if (error.stack) stacks.push(indent(error.stack));
      return [`${key}=${JSON.stringify(error.message)}`];
    }
    return [`${key}=${fieldText(value)}`];
  });
  const head = [time.toTimeString().slice(0, 8), level.toUpperCase().padEnd(5), message, ...pairs].join(' ');
  return `${[head, ...stacks].join('\n')}\n`;
}

function asError(value: unknown): { message: string; stack?: string } | undefined {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && 'stack' in value && 'message' in value) {
    const { message, stack } = value as { message: unknown; stack: unknown };
    return { message: String(message), stack: typeof stack === 'string' ? stack : undefined };
  }
  return undefined;
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value, jsonValue) ?? String(value);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

const PINO_LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
/** What every pino line carries and a person does not need to read. */
const PINO_HOUSEKEEPING = ['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'name'];

/** A pino destination that writes each JSON entry as a {@link prettyLine}. */
export function prettyPinoStream(
  omit: readonly string[] = [],
  out: { write(text: string): unknown } = process.stdout,
) {
  const hidden = new Set([...PINO_HOUSEKEEPING, ...omit]);
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(entry).filter(([key]) => !hidden.has(key)));
      const level = PINO_LEVELS[entry.level as number] ?? 'info';
      out.write(prettyLine(level, String(entry.msg ?? ''), fields, new Date(entry.time as number)));
    },
  };
}
