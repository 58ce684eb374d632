import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createAppDeps, type AppDeps } from '../deps.ts';
import { erasePerson } from '../personal-data/erase-person.ts';
import { createAdmin } from './first-admin.ts';

/**
 * `npm run admin -- create <email>`: asks for the password (or reads ADMIN_PASSWORD) and creates an admin.
 * `npm run admin -- erase-person <email>`: erases that person's personal data (as the admin page does).
 */
const [command, email] = process.argv.slice(2);
if (!['create', 'erase-person'].includes(command ?? '') || !z.email().safeParse(email).success) {
  console.error('Usage: npm run admin -- create <email>\n       npm run admin -- erase-person <email>');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: the prompt is written once, the echo of each key is suppressed.
  const output = rl as unknown as { _writeToOutput?: (text: string) => void };
  const password = rl.question('Password (at least 6 characters): ');
  output._writeToOutput = () => {};
  const answer = await password;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function create(deps: AppDeps, password: string) {
  const { advertiserId } = await createAdmin(deps, email!, password);
  console.log(`Admin ${email} created (${advertiserId}). They can log in at /advertiser/login.`);
}

async function erase(deps: AppDeps) {
  const context = { actor: 'system:admin-cli', correlationId: randomUUID() };
  const { personIds } = await erasePerson(deps, email!, context, deps.clock.now());
  console.log(`Erased the personal data of ${personIds.length} record(s) for that address.`);
}

// ADMIN_PASSWORD here is this command's own input, not the server's first-admin pair the config checks.
const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...serverEnv } = process.env;
const config = loadConfigOrExit(serverEnv);
const password = command === 'create' ? await askPassword() : '';
if (command === 'create' && password.length < 6) {
  console.error('The password must be at least 6 characters.');
  process.exit(2);
}
const deps = await createAppDeps(config);
try {
  await (command === 'create' ? create(deps, password) : erase(deps));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await deps.close();
}
