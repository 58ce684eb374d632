import type pg from 'pg';

/**
 * A value kept in the database and made once: the first process to start generates it, every later
 * one (and every other instance) reads the same value.
 */
export async function getOrCreateSetting(
  pool: pg.Pool,
  name: string,
  generate: () => string,
): Promise<string> {
  await pool.query(`insert into app_settings (name, value) values ($1, $2) on conflict (name) do nothing`, [
    name,
    generate(),
  ]);
  const { rows } = await pool.query<{ value: string }>(`select value from app_settings where name = $1`, [
    name,
  ]);
  return rows[0]!.value;
}
