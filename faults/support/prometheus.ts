import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './private-services.ts';
import { sleep, until } from './stack.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const ALERT_RULES = path.join(root, 'ops/prometheus/alerts.yml');

export interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

export interface PrometheusServer {
  url: string;
  alerts(): Promise<Alert[]>;
  /** An instant query's samples: labels and value. */
  query(expression: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  output(): string;
  stop(): Promise<void>;
}

/** The project's alert rules with every `for:` cut to `holdFor`, so a test sees pending turn firing quickly. */
function rulesHeldFor(holdFor: string): string {
  return readFileSync(ALERT_RULES, 'utf8').replace(/^(\s+for:) \S+$/gm, `$1 ${holdFor}`);
}

/**
 * Debian's Prometheus on a free port, scraping the given jobs every second with the bearer token and
 * evaluating the project's rules every second.
 */
export async function startPrometheus(options: {
  jobs: Record<string, string>;
  token: string;
  holdFor: string;
}): Promise<PrometheusServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nsg-prometheus-'));
  writeFileSync(path.join(dir, 'token'), options.token);
  writeFileSync(path.join(dir, 'alerts.yml'), rulesHeldFor(options.holdFor));
  const scrapeConfigs = Object.entries(options.jobs).map(([job, target]) =>
    [
      `  - job_name: ${job}`,
      `    authorization: { credentials_file: ${path.join(dir, 'token')} }`,
      `    static_configs: [{ targets: ['${target}'] }]`,
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      ...scrapeConfigs,
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const body = (await (await fetch(`${url}${pathAndQuery}`)).json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`Prometheus ${pathAndQuery}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const server: PrometheusServer = {
    url,
    alerts: async () => (await api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts,
    async query(expression) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
        `/api/v1/query?query=${encodeURIComponent(expression)}`,
      );
      return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await until(
    'Prometheus ready',
    Date.now() + 30_000,
    async () => (await fetch(`${url}/-/ready`)).ok,
    () => output,
  );
  return server;
}
