import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { databaseUrl, dropDatabase, withAdminClient } from '@nsg/platform/testing/test-database.ts';
import { migrateAll } from '@nsg/projections/migrate.ts';
import { launchBrowserServer } from './e2e/support/browser.ts';

/**
 * Makes one migrated template database for this test run, which each test file clones, and starts the
 * one Chromium the browser tests connect to (each in contexts of its own).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = `nsg_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${template}`));
  const pool = createPool(databaseUrl(serverUrl, template), 2);
  const db = createDb<unknown>(pool);
  try {
    await migrateAll(db);
  } finally {
    await db.destroy();
  }
  project.provide('templateDatabase', template);
  project.provide('databaseServerUrl', serverUrl);
  const browserServer = await launchBrowserServer();
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    // Drop the template and any clone a crashed test file left behind.
    await withAdminClient(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template}%`],
      );
      for (const row of rows) await dropDatabase(serverUrl, row.datname);
    });
  };
}
