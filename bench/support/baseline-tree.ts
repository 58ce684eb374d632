import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Stack } from './stack.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

export interface BaselineTree {
  /** The commit measured, as `git rev-parse --short` names it. */
  commit: string;
  /** `startStack` as that commit has it: its API serving its own production build. */
  startStack(databaseUrl: string): Promise<Stack>;
  remove(): Promise<void>;
}

/**
 * Another commit of this repository checked out beside this one (a git worktree sharing this checkout's
 * node_modules) and built with `npm run build`: a baseline a bench measures in turns with this tree.
 */
export async function baselineTree(revision: string): Promise<BaselineTree> {
  const commit = (await run('git', ['rev-parse', '--short', revision], { cwd: root })).stdout.trim();
  const dir = mkdtempSync(path.join(tmpdir(), `nsg-baseline-${commit}-`));
  await run('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root });
  const remove = async () => {
    await run('git', ['worktree', 'remove', '--force', dir], { cwd: root });
  };
  try {
    for (const modules of [
      'node_modules',
      'command-api/node_modules',
      'frontend/node_modules',
      'platform/node_modules',
    ])
      if (existsSync(path.join(root, modules)))
        symlinkSync(path.join(root, modules), path.join(dir, modules));
    console.error(`Building ${commit} as the baseline…`);
    await run('npm', ['run', 'build'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    const stack = (await import(path.join(dir, 'bench/support/stack.ts'))) as typeof import('./stack.ts');
    return { commit, startStack: (databaseUrl) => stack.startStack(databaseUrl), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
