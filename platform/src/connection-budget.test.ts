import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { connectionsOf, deploymentConnections } from './connection-budget.ts';

describe('the connection budget', () => {
  it('keeps 3 APIs, 2 projection runners and 1 workers process well under 100 connections by default', () => {
    const config = loadConfig({});
    expect(connectionsOf(config, 'api')).toBe(13);
    expect(connectionsOf(config, 'projections')).toBe(12);
    expect(connectionsOf(config, 'workers')).toBe(5);
    const deployment = deploymentConnections(config, { api: 3, projections: 2, workers: 1 });
    expect(deployment).toBe(68);
    // Room left under max_connections 100 for a rebuild (one more runner), the command lines and the
    // connections Postgres reserves for superusers (3).
    expect(deployment + connectionsOf(config, 'projections') + 2 * 2 + 3).toBeLessThan(100);
  });

  it('follows the pool sizes the configuration sets', () => {
    const config = loadConfig({ API_DB_POOL_SIZE: '20', WORKERS_DB_POOL_SIZE: '2' });
    expect(deploymentConnections(config, { api: 4, projections: 1, workers: 2 })).toBe(4 * 23 + 12 + 2 * 3);
  });
});
