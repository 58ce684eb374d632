type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per entry on stdout: what process supervisors and log shippers expect. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const threshold = level === 'silent' ? Infinity : (order[level as Level] ?? order.info);
  const write = (lvl: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < threshold) return;
    const line = { time: new Date().toISOString(), level: lvl, name, message, ...fields };
    process.stdout.write(
      `${JSON.stringify(line, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}\n`,
    );
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
