import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/replay.ts', import.meta.url));
const replay = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('npm run replay', () => {
  it('--help prints the usage and exits 0', () => {
    const run = replay('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm run replay -- ad-stats --from YYYY-MM-DD');
    expect(run.stdout).toContain('npm run replay -- beach-hazards');
  });

  it('an unknown option or bad arguments print the usage, never a stack trace', () => {
    for (const args of [['--nope'], ['beach-hazards', '--beach', 'x'], ['ad-stats', '--from', '2026-13']]) {
      const run = replay(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Usage:');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
