import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { registerAccount } from '@nsg/command-api/accounts/register-account.ts';
import { createAppDeps } from '@nsg/command-api/deps.ts';
import { createSession } from '@nsg/command-api/auth/sessions.ts';
import type { Config } from '@nsg/platform/config.ts';

export interface BenchAccount {
  id: string;
  /** Its session cookie (`name=value`). */
  cookie: string;
}

export interface BenchAccounts {
  admins: BenchAccount[];
  advertisers: BenchAccount[];
}

type Role = 'admin' | 'advertiser';

/** Active accounts, registered as the admin command line does (events), each with a session. */
export async function createBenchAccounts(
  config: Config,
  wanted: { admins: number; advertisers: number },
): Promise<BenchAccounts> {
  if (wanted.admins + wanted.advertisers === 0) return { admins: [], advertisers: [] };
  const deps = await createAppDeps(config);
  try {
    const create = (role: Role, count: number) =>
      inBatches(count, 8, async (n) => {
        const { advertiserId } = await registerAccount(
          deps,
          {
            name: `Bench ${role} ${n}`,
            email: `bench-${role}-${n}@northshoreguide.example`,
            password: randomBytes(12).toString('hex'),
            companyName: `Bench Company ${n}`,
            description: undefined,
            address: undefined,
            phone: undefined,
            website: undefined,
          },
          {
            role,
            status: 'active',
            context: { actor: 'system:bench', correlationId: crypto.randomUUID() },
            now: deps.clock.now(),
          },
        );
        const session = await createSession(deps.db, advertiserId, role);
        return { id: advertiserId, cookie: `nsg_session=${session}` };
      });
    return {
      admins: await create('admin', wanted.admins),
      advertisers: await create('advertiser', wanted.advertisers),
    };
  } finally {
    await deps.close();
  }
}

/** Waits until the accounts' read model knows every one of them: a session is checked against it. */
export async function accountsProjected(databaseUrl: string, accounts: BenchAccounts): Promise<void> {
  const ids = [...accounts.admins, ...accounts.advertisers].map((account) => account.id);
  if (ids.length === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query<{ known: number }>(
        'select count(*)::int as known from advertisers where id = any($1)',
        [ids],
      );
      if (rows[0]!.known === ids.length) return;
      if (Date.now() > deadline)
        throw new Error(`only ${rows[0]!.known} of ${ids.length} bench accounts projected`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

async function inBatches<T>(count: number, size: number, make: (n: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}
