import type { ServeCheck } from './traffic-flags.ts';

/**
 * What an impression, click or image view records so that any rule version can judge it again later:
 * the browser's user agent, what the server found of its serve token, whether the visitor's cookie was
 * returned or just minted, and keyed hashes of its device and network (no address is ever stored).
 */
export interface TrafficInputs {
  userAgent: string;
  serve: ServeCheck;
  cookie: 'returning' | 'new';
  deviceKey: string;
  networkKey: string;
}

export interface RuleVersionSummary {
  version: number;
  summary: { en: string; ja: string };
}

/**
 * The rule version that judges traffic as it is recorded. Each version listed can judge recorded inputs
 * again; rule 1 (counted on load, before serve tokens) judged events that recorded no inputs.
 */
export const CURRENT_RULE_VERSION = 2;

export const RULE_VERSIONS: readonly RuleVersionSummary[] = [
  {
    version: 2,
    summary: {
      en: 'A viewable impression of an ad served with a valid single-use token; bots, repeat clicks within 30 seconds and repeat views within 30 minutes not counted.',
      ja: '有効な一回限りのトークンで配信された広告の視認インプレッション。ボット、30秒以内の繰り返しクリック、30分以内の繰り返し表示は数えません。',
    },
  },
  {
    version: 3,
    summary: {
      en: 'Version 2, plus: clicks from a cookie minted on that request, repeat clicks from one device across fresh cookies, bursts of clicks from one network, and automation clients are not counted.',
      ja: 'バージョン2に加え、そのリクエストで発行されたばかりのクッキーからのクリック、新しいクッキーを使った同じ端末からの繰り返しクリック、同じネットワークからの集中したクリック、自動化クライアントを数えません。',
    },
  },
];

export const ruleVersionNumbers = RULE_VERSIONS.map((rule) => rule.version);
