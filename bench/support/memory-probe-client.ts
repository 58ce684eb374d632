import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Node options that load `memory-probe.ts` into a process started by `spawnNode`. */
export const memoryProbeArgs = ['--expose-gc', '--import', path.join(import.meta.dirname, 'memory-probe.ts')];

/** A probed process's memory after a full garbage collection. */
export function askMemory(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  if (!child.send) return Promise.reject(new Error('this process was started without the memory probe'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer')), 10_000);
    child.once('message', (usage) => {
      clearTimeout(timer);
      resolve(usage as NodeJS.MemoryUsage);
    });
    child.send('memory');
  });
}
