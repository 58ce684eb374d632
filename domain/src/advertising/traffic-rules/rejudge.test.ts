import { describe, expect, it } from 'vitest';
import { CURRENT_RULE_VERSION, RULE_VERSIONS, type TrafficInputs } from './index.ts';
import { JUDGE_MEMORY_MS, judgeFor, NETWORK_BURST_CLICKS, type TrafficToJudge } from './rejudge.ts';

const inputs = (over: Partial<TrafficInputs> = {}): TrafficInputs => ({
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1',
  serve: 'valid',
  cookie: 'returning',
  deviceKey: 'device',
  networkKey: 'network',
  ...over,
});
const click = (visitorId: string, seconds: number, over: Partial<TrafficInputs> = {}): TrafficToJudge => ({
  kind: 'click',
  adId: 'ad',
  visitorId,
  at: seconds * 1000,
  inputs: inputs(over),
});
const judgeAll = (version: number, traffic: TrafficToJudge[]) => {
  const judge = judgeFor(version);
  return traffic.map(judge);
};

describe('traffic rule versions', () => {
  it('lists the current version with English and Japanese summaries', () => {
    expect(RULE_VERSIONS.map((rule) => rule.version)).toContain(CURRENT_RULE_VERSION);
    for (const rule of RULE_VERSIONS) expect(rule.summary.ja).not.toBe(rule.summary.en);
  });

  it('rule 2 flags a repeat click per visitor only; rule 3 also per device', () => {
    const traffic = [click('a', 0), click('a', 10), click('b', 20), click('b', 60, { deviceKey: 'other' })];
    expect(judgeAll(2, traffic)).toEqual([null, 'repeat', null, null]);
    expect(judgeAll(3, traffic)).toEqual([null, 'repeat', 'device-repeat', null]);
  });

  it('rule 3 flags a burst of clicks on one ad from one network, and fresh cookies', () => {
    const burst = Array.from({ length: NETWORK_BURST_CLICKS + 1 }, (_, i) =>
      click(`v${i}`, i * 60, { deviceKey: `d${i}` }),
    );
    expect(judgeAll(3, burst).at(-1)).toBe('network-burst');
    expect(judgeAll(2, burst).at(-1)).toBeNull();
    expect(judgeAll(3, [click('c', 0, { cookie: 'new' })])).toEqual(['cookieless']);
  });

  it('rule 3 takes automation clients for bots where rule 2 does not', () => {
    const traffic = [click('e', 0, { userAgent: 'okhttp/4.9.0' })];
    expect(judgeAll(2, traffic)).toEqual([null]);
    expect(judgeAll(3, traffic)).toEqual(['bot']);
  });
});

describe('a judge picking up its state again', () => {
  /** Traffic of a few visitors, devices and networks over two hours, close enough to flag each other. */
  const traffic: TrafficToJudge[] = Array.from({ length: 600 }, (_, i) => ({
    kind: i % 3 === 0 ? 'impression' : i % 7 === 0 ? 'image-view' : 'click',
    adId: `ad${i % 2}`,
    visitorId: `v${(i * 7) % 11}`,
    at: i * 12_000,
    inputs: inputs({ deviceKey: `d${i % 5}`, networkKey: `n${i % 3}`, cookie: i % 13 ? 'returning' : 'new' }),
  }));

  it.each(RULE_VERSIONS.map((rule) => rule.version))(
    'rule %i: remembering the counted traffic of its memory span gives the verdicts of judging it all',
    (version) => {
      const verdicts = judgeAll(version, traffic);
      expect(verdicts.filter((flag) => flag !== null).length).toBeGreaterThan(50);
      const resumeAt = 400;
      const judge = judgeFor(version);
      const since = traffic[resumeAt]!.at - JUDGE_MEMORY_MS;
      traffic.slice(0, resumeAt).forEach((t, i) => {
        if (t.at >= since && verdicts[i] === null) judge.remember(t);
      });
      expect(traffic.slice(resumeAt).map(judge)).toEqual(verdicts.slice(resumeAt));
    },
  );

  it.each(RULE_VERSIONS.map((rule) => rule.version))(
    'rule %i: forgetting what is older than its memory span changes no verdict',
    (version) => {
      const judge = judgeFor(version);
      const forgetful = traffic.map((t) => {
        judge.forget(t.at - JUDGE_MEMORY_MS);
        return judge(t);
      });
      expect(forgetful).toEqual(judgeAll(version, traffic));
    },
  );
});
