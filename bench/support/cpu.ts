import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** Linux's clock ticks per second (USER_HZ), the unit of utime and stime in /proc/<pid>/stat. */
const ticksPerSecond = 100;

export interface CpuParts {
  api: number;
  runner: number;
  postgres: number;
  redis: number;
  /** This process: the load generator. */
  client: number;
}

/**
 * CPU time (µs, user + system) spent so far by each part of the stack on this machine: the API and runner
 * by pid, Postgres and Redis as every process of theirs, the load generator as this process. A Postgres
 * backend that ended (a pool closing an idle connection) took its CPU time with it from the sum of live
 * processes; it is counted in the postmaster's time of its ended children instead.
 */
export function cpuSnapshot(pids: { api: number; runner: number }): CpuParts {
  let postgres = 0;
  let redis = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(Number(entry));
    if (!stat) continue;
    if (stat.name === 'postgres') postgres += stat.cpu + stat.endedChildrenCpu;
    else if (stat.name.startsWith('redis-server')) redis += stat.cpu + stat.endedChildrenCpu;
  }
  const self = process.cpuUsage();
  return {
    api: processStat(pids.api)?.cpu ?? 0,
    runner: processStat(pids.runner)?.cpu ?? 0,
    postgres,
    redis,
    client: self.user + self.system,
  };
}

const parts = ['api', 'runner', 'postgres', 'redis', 'client'] as const;
const eachPart = (value: (part: keyof CpuParts) => number): CpuParts =>
  Object.fromEntries(parts.map((part) => [part, value(part)])) as unknown as CpuParts;

/** What each part spent between two snapshots. */
export const cpuBetween = (before: CpuParts, after: CpuParts): CpuParts =>
  eachPart((part) => after[part] - before[part]);

export const addCpu = (a: CpuParts, b: CpuParts): CpuParts => eachPart((part) => a[part] + b[part]);

/** Per unit of work (e.g. per accepted command). */
export const cpuPer = (spent: CpuParts, units: number): CpuParts =>
  eachPart((part) => spent[part] / Math.max(units, 1));

/**
 * CPU time (µs) so far of each Postgres backend connected to the database `pool` is on: on a Postgres server
 * shared with other work, what this database's connections spent, and nothing of the other databases'.
 */
export async function databaseBackendsCpu(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return new Map(rows.flatMap(({ pid }) => [[pid, processStat(pid)?.cpu ?? 0] as const]));
}

/**
 * What the backends spent between two readings: a backend that started in between counts whole; one
 * that ended in between took its time with it (the pools keep theirs open while they are busy).
 */
export function backendsCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, cpu] of after) spent += cpu - (before.get(pid) ?? 0);
  return spent;
}

function processStat(pid: number): { name: string; cpu: number; endedChildrenCpu: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime and cstime are fields 14 to 17 of the line, 12 to 15 after the name.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const micros = (ticks: number) => (ticks * 1_000_000) / ticksPerSecond;
    return { name, cpu: micros(utime + stime), endedChildrenCpu: micros(cutime + cstime) };
  } catch {
    return null; // the process ended meanwhile
  }
}
