import { createPool } from '@nsg/platform/db.ts';
const pool = createPool(`postgres://postgres@127.0.0.1:5432/nsg_analytics_scratch`, 4);
const raw = { getTypeParser: () => (v: string) => v };
const cols = `commit_position, prepare_position, kind, (extract(epoch from at) * 1000)::float8, to_char(day, 'YYYY-MM-DD'), campaign_id, ad_id, flag, visitor_id, user_agent, serve, cookie, device_key, network_key`;
for (const [label, text, types] of [
  ['narrow array raw', `select ${cols} from traffic_facts`, raw],
  ['narrow array parsed', `select ${cols} from traffic_facts`, undefined],
  ['all array raw', `select * from traffic_facts`, raw],
] as const) {
  const t = performance.now();
  const { rows } = await pool.query({ text, rowMode: 'array', ...(types ? { types } : {}) } as any);
  console.log(label, Math.round(performance.now() - t), rows.length);
}
await pool.end();
