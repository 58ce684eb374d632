import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import type { TestDatabase } from '@nsg/platform/testing/test-database.ts';

/** A port no one listens on right now, for a process of ours to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Everything a child process writes to stdout and stderr, interleaved as it comes. */
export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

const scratchDirs = (database: { name: string }) => ({
  UPLOAD_DIR: path.join(tmpdir(), `nsg-test-uploads-${database.name}`),
  ERASURE_LEDGER_DIR: path.join(tmpdir(), `nsg-test-erasures-${database.name}`),
});

/** The environment an API process of the tests runs with, on `database` and `port`. */
export function apiEnv(database: { url: string; name: string }, port: number): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    ...scratchDirs(database),
  };
}

/** Drops the test's database and the folders its API processes wrote in. */
export async function dropApiDatabase(database: TestDatabase | undefined): Promise<void> {
  if (!database) return;
  await database.drop();
  for (const dir of Object.values(scratchDirs(database))) await rm(dir, { recursive: true, force: true });
}
