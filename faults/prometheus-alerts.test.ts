import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/private-services.ts';
import { ALERT_RULES, startPrometheus, type PrometheusServer } from './support/prometheus.ts';
import { startStack, until, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits } from './support/visitors.ts';

const run = promisify(execFile);
const TOKEN = 'fault-tests-metrics-token-0123456789';
const LAG_ALERT = 'ProjectionLagging';

describe('the alert rules', () => {
  it('pass promtool check rules, and the example scrape configuration promtool check config', async () => {
    const rules = await run('promtool', ['check', 'rules', ALERT_RULES]);
    expect(rules.stdout).toContain('SUCCESS: 7 rules found');
    const dir = mkdtempSync(path.join(tmpdir(), 'nsg-prometheus-example-'));
    const example = readFileSync(path.join(path.dirname(ALERT_RULES), 'prometheus.yml'), 'utf8');
    writeFileSync(path.join(dir, 'token'), TOKEN);
    writeFileSync(
      path.join(dir, 'prometheus.yml'),
      example.replaceAll('/etc/prometheus/nsg-metrics-token', path.join(dir, 'token')),
    );
    copyFileSync(ALERT_RULES, path.join(dir, 'alerts.yml'));
    const config = await run('promtool', ['check', 'config', path.join(dir, 'prometheus.yml')]);
    expect(config.stdout).toContain('SUCCESS: 1 rule files found');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('Prometheus scraping a running stack', () => {
  let stack: Stack;
  let prometheus: PrometheusServer;

  beforeAll(async () => {
    const [apiPort, runnerPort, workersPort] = await Promise.all([freePort(), freePort(), freePort()]);
    stack = await startStack({ env: { METRICS_TOKEN: TOKEN } });
    await stack.startApi({ METRICS_PORT: String(apiPort) });
    stack.startRunner({ env: { METRICS_PORT: String(runnerPort) } });
    stack.startWorkers({ METRICS_PORT: String(workersPort) });
    await stack.settle();
    prometheus = await startPrometheus({
      jobs: {
        'nsg-api': `127.0.0.1:${apiPort}`,
        'nsg-projections': `127.0.0.1:${runnerPort}`,
        'nsg-workers': `127.0.0.1:${workersPort}`,
      },
      token: TOKEN,
      holdFor: '3s',
    });
  });
  afterAll(async () => {
    await prometheus?.stop();
    await stack?.close();
  });

  const valueOf = async (expression: string) => (await prometheus.query(expression))[0]?.value;
  const lagAlertStates = async () =>
    (await prometheus.alerts()).filter((alert) => alert.labels.alertname === LAG_ALERT);

  it('scrapes the API, the runner and the workers with the token', async () => {
    await until(
      'every process scraped',
      Date.now() + 30_000,
      async () => (await valueOf('sum(up)')) === 3,
      () => prometheus.output(),
    );
    expect(await valueOf('nsg_projection_lag_events{projection="reviews"}')).toBe(0);
    expect(await valueOf('nsg_projection_held{projection="reviews"}')).toBe(1);
    expect(await valueOf('count(nsg_queue_jobs{job="nsg-workers",state="waiting"})')).toBe(6);
    expect(await valueOf('count(nsg_db_pool_connections{job="nsg-projections"})')).toBe(3);
    expect(await lagAlertStates()).toEqual([]);
  });

  it('raises the lag alert, pending then firing, once a frozen runner falls 1,000 events behind', async () => {
    stack.runner!.child.kill('SIGSTOP');
    const seen: string[] = [];
    const note = async () => {
      for (const { state } of await lagAlertStates()) if (seen.at(-1) !== state) seen.push(state);
      return seen;
    };
    let pending = false;
    const load = runVisits({
      baseUrl: stack.baseUrl,
      catalog: await loadCatalog(stack.baseUrl),
      commands: 20_000,
      concurrency: 6,
      stop: () => pending,
    });
    await until('the lag alert pending', Date.now() + 40_000, async () => (await note()).includes('pending'));
    pending = true;
    await load;
    await until('the lag alert firing', Date.now() + 20_000, async () => (await note()).includes('firing'));
    expect(seen).toEqual(['pending', 'firing']);
    const firing = (await lagAlertStates()).map((alert) => alert.labels.projection);
    expect(firing).toContain('reviews');
    // Frozen, the runner still holds its projections: lag, not "no runner", is what tells.
    expect(await valueOf('nsg_projection_held{projection="reviews"}')).toBe(1);
    expect(await valueOf('nsg_command_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
  });
});
