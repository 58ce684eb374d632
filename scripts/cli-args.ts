import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { statsRangeSchema } from '@nsg/domain/advertising/stats-range.ts';

/**
 * The command line's options (with `--help`/`-h`) and positionals. An unknown option or a missing value
 * ends the process with what was wrong and the usage, no stack trace; `--help` prints the usage and ends it.
 */
export function parseArgsOrExit<const T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  const config = {
    allowPositionals: true,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
  } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** The Hawaii days from and to, or the end of the process with the dashboard's words for a bad range. */
export function statsRangeOrExit(from: string | undefined, to: string | undefined) {
  const range = statsRangeSchema.safeParse({ from, to });
  if (range.success) return range.data;
  console.error(range.error.issues.map((issue) => issue.message).join('\n'));
  process.exit(2);
}
