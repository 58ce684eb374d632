import { spawnSync } from 'node:child_process';

/**
 * Runs a command with its output held back: a person starting the guide needs to know it built, not
 * every file it wrote. The output is returned so a failure can be shown whole.
 */
export function runQuietly(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const run = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = [run.stdout, run.stderr, run.error?.message].filter(Boolean).join('\n');
  return { ok: run.status === 0, output };
}
