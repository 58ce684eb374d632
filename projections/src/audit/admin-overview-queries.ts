import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** Money in and out by Hawaii month (cents), from the payment events in the log. */
export async function moneyByMonth(db: Db) {
  const month = sql<string>`to_char(occurred_at at time zone 'Pacific/Honolulu', 'YYYY-MM')`;
  const rows = await db
    .selectFrom('audit_log')
    .select([
      month.as('month'),
      sql<string>`coalesce(sum((data->>'amount')::bigint) filter (where type = 'advertising.PaymentSucceeded'), 0)`.as(
        'revenue',
      ),
      sql<string>`coalesce(sum((data->>'amount')::bigint) filter (where type = 'advertising.PaymentRefunded'), 0)`.as(
        'refunds',
      ),
    ])
    .where('type', 'in', ['advertising.PaymentSucceeded', 'advertising.PaymentRefunded'])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((row) => ({
    month: row.month,
    revenue: Number(row.revenue),
    refunds: Number(row.refunds),
  }));
}

/** How many paid campaigns of each placement run in each month they cover (sold inventory), by Hawaii month. */
export async function placementsByMonth(db: Db) {
  const rows = await sql<{ placement: string; month: string; sold: string }>`
    select c.placement, to_char(m, 'YYYY-MM') as month, count(*) as sold
    from campaigns c,
      generate_series(date_trunc('month', c.start_date::date), c.end_date::date, interval '1 month') as m
    where c.paid and c.status in ('active', 'paused', 'expired')
    group by c.placement, m
    order by m, c.placement`.execute(db);
  return rows.rows.map((row) => ({ placement: row.placement, month: row.month, sold: Number(row.sold) }));
}
