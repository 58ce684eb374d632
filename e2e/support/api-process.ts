import { once } from 'node:events';
import { createServer } from 'node:net';
import type { ChildProcess } from 'node:child_process';

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

/** The environment an API process of the tests runs with, on `database` and `port`. */
export function apiEnv(database: { url: string; name: string }, port: number): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    UPLOAD_DIR: `/tmp/nsg-test-uploads-${database.name}`,
    ERASURE_LEDGER_DIR: `/tmp/nsg-test-erasures-${database.name}`,
  };
}
