/**
 * The fair-play rule for eco points, stated on the eco page: points are for doing a challenge, not for
 * pressing its buttons. A completion counts once half of the challenge's own shortest estimated time has
 * passed since it was started; a visitor completes at most `dailyCompletions` challenges per Hawaii day;
 * a challenge that asks for a photo needs one; points from challenges worth `verificationPoints` or more
 * can be spent once an admin has verified the completion; and completions and rewards are limited per
 * network and per device as well as per visitor cookie, so fresh cookies do not multiply them (one visitor
 * is a browser's cookie, and also a device on its network).
 */
export const ECO_FAIR_PLAY = {
  minTimeShare: 0.5,
  dailyCompletions: 3,
  completionsPerNetworkPerDay: 6,
  verificationPoints: 40,
  redemptionsPerNetworkPerDay: 3,
  redemptionsPerDevicePerDay: 2,
} as const;

const MINUTES_PER_UNIT: Record<string, number> = {
  minute: 1,
  hour: 60,
  day: 24 * 60,
  week: 7 * 24 * 60,
};

/** "15-30 minutes" → 7.5 → 8; "1 hour" → 30; "1 week" → 5,040. Unreadable estimates ask for nothing. */
export function minimumMinutes(estimatedTime: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)(?:\s*-\s*\d+(?:\.\d+)?)?\s*(minute|hour|day|week)s?\b/i.exec(
    estimatedTime,
  );
  if (!match) return 0;
  const shortest = Number(match[1]) * MINUTES_PER_UNIT[match[2]!.toLowerCase()]!;
  return Math.ceil(shortest * ECO_FAIR_PLAY.minTimeShare);
}

/** A challenge whose requirements ask for a photo needs at least one evidence photo. */
export const needsEvidence = (requirements: readonly string[]) =>
  requirements.some((requirement) => /\bphoto\b/i.test(requirement));

export const needsVerification = (points: number) => points >= ECO_FAIR_PLAY.verificationPoints;

export const FAIR_PLAY_MESSAGES = {
  tooSoon: (minutes: number, at: string) =>
    `This challenge takes time: you can complete it from ${at}, ${minutes} minutes after you started it.`,
  dailyCap: `You have completed ${ECO_FAIR_PLAY.dailyCompletions} challenges today, the most for one day. Come back tomorrow.`,
  evidence: 'This challenge asks for a photo: add at least one evidence photo.',
  networkCap: 'Too many rewards were redeemed from this network today. Please try again tomorrow.',
  deviceCap: 'Too many rewards were redeemed from this device today. Please try again tomorrow.',
  networkCompletionCap:
    'Too many challenges were completed from this network today. Please try again tomorrow.',
  deviceCompletionCap:
    'Too many challenges were completed from this device today. Please try again tomorrow.',
} as const;
