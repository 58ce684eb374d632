import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { EcoVisitorEvent } from '@nsg/domain/eco/eco-visitor.ts';
import type { ListingEvent } from '@nsg/domain/marketplace/listing.ts';
import type { ReviewEvent } from '@nsg/domain/reviews/review.ts';
import type { SurveyEvent } from '@nsg/domain/surveys/survey.ts';

export type MixedEvent = (AdTrafficEvent | EcoVisitorEvent | ListingEvent | ReviewEvent | SurveyEvent) & {
  streamId: string;
};

/** Weights per 1,000 events: mostly ad traffic, reviews, eco challenges, listings and survey answers. */
const mix = [
  ['impression', 450],
  ['click', 50],
  ['reviewSubmitted', 80],
  ['reviewApproved', 40],
  ['reviewRejected', 10],
  ['challengeStarted', 80],
  ['challengeCompleted', 60],
  ['challengeVerified', 10],
  ['challengeRejected', 5],
  ['listingCreated', 40],
  ['sellerContacted', 50],
  ['listingSold', 5],
  ['surveyResponse', 118],
  ['surveyCreated', 1],
  ['surveyDeleted', 1],
] as const;
type Kind = (typeof mix)[number][0];

/** A uuid that numbers a thing of one kind (the first group tells kinds apart). */
export const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A small deterministic PRNG (mulberry32), so two runs generate the same log. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A plausible log of `count` events of the busy features, every reference valid (an approval follows
 * its submission, a completion its start, …), for replay benchmarks and projection equivalence tests.
 */
export function* mixedLog(count: number, seed = 1): Generator<MixedEvent> {
  const next = random(seed);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
  const take = <T>(items: T[]): T | undefined => {
    const index = Math.floor(next() * items.length);
    const item = items[index];
    items[index] = items[items.length - 1]!;
    items.pop();
    return item;
  };
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const kindAt = (x: number): Kind => {
    let left = x * total;
    for (const [kind, weight] of mix) if ((left -= weight) < 0) return kind;
    return 'impression';
  };
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 2_000).toISOString();
  const counters: Partial<Record<Kind, number>> = {};
  const pending: string[] = [];
  const started: { id: string; visitor: string; challengeId: number }[] = [];
  const completed: { id: string; visitor: string; challengeId: number }[] = [];
  const listings: string[] = [];
  const surveys: string[] = [uuid(30, 0)];
  let surveyCount = 1;
  yield survey(surveys[0]!, at(0));

  for (let i = 1; i < count; i++) {
    const kind = kindAt(next());
    const n = (counters[kind] = (counters[kind] ?? 0) + 1);
    const now = at(i);
    const event = ((): MixedEvent | undefined => {
      switch (kind) {
        case 'impression':
        case 'click': {
          const ad = Math.floor(next() * 40);
          const visitor = Math.floor(next() * 5_000);
          const data = {
            adId: uuid(10, ad),
            campaignId: uuid(11, ad % 10),
            advertiserId: uuid(12, ad % 5),
            visitorId: `visitor-${visitor}`,
            pageUrl: '/',
            deviceType: 'mobile' as const,
            flag: next() < 0.1 ? ('bot' as const) : null,
            imageUrl: null,
            ruleVersion: 2,
            inputs: null,
            at: now,
          };
          const streamId = `ad_traffic-${data.adId}-${data.visitorId}`;
          return kind === 'click'
            ? { streamId, type: 'advertising.AdClickRecorded', data: { ...data, referrer: null } }
            : { streamId, type: 'advertising.AdImpressionRecorded', data };
        }
        case 'reviewSubmitted': {
          const reviewId = uuid(20, n);
          pending.push(reviewId);
          return {
            streamId: `review-${reviewId}`,
            type: 'reviews.ReviewSubmitted',
            data: {
              reviewId,
              type: next() < 0.5 ? 'beach' : 'business',
              targetId: 1 + Math.floor(next() * 20),
              title: `Review ${n}`,
              content: 'Great spot, friendly people, would come back.',
              rating: 1 + Math.floor(next() * 5),
              authorName: 'Visitor',
              authorEmail: null,
              authorPersonId: `reviewer-${n}`,
              submittedAt: now,
            },
          };
        }
        case 'reviewApproved':
        case 'reviewRejected': {
          const reviewId = take(pending);
          if (!reviewId) return undefined;
          const data = { reviewId, moderatorId: 'admin-1', note: null, moderatedAt: now };
          return kind === 'reviewApproved'
            ? { streamId: `review-${reviewId}`, type: 'reviews.ReviewApproved', data }
            : { streamId: `review-${reviewId}`, type: 'reviews.ReviewRejected', data };
        }
        case 'challengeStarted': {
          const challenge = {
            id: uuid(40, n),
            visitor: `visitor-${n % 5_000}`,
            challengeId: 1 + Math.floor(n / 5_000),
          };
          started.push(challenge);
          return {
            streamId: `eco-${challenge.visitor}`,
            type: 'eco.ChallengeStarted',
            data: { userChallengeId: challenge.id, challengeId: challenge.challengeId, startedAt: now },
          };
        }
        case 'challengeCompleted': {
          const challenge = take(started);
          if (!challenge) return undefined;
          completed.push(challenge);
          return {
            streamId: `eco-${challenge.visitor}`,
            type: 'eco.ChallengeCompleted',
            data: {
              userChallengeId: challenge.id,
              challengeId: challenge.challengeId,
              notes: 'Picked up a bag of plastic at the beach.',
              evidencePhotos: ['/uploads/eco/photo.jpg'],
              pointsEarned: 50,
              co2SavedGrams: 120,
              wasteReducedGrams: 800,
              completedAt: now,
            },
          };
        }
        case 'challengeVerified':
        case 'challengeRejected': {
          const challenge = take(completed);
          if (!challenge) return undefined;
          const common = {
            userChallengeId: challenge.id,
            challengeId: challenge.challengeId,
            adminId: 'admin-1',
            note: null,
          };
          return kind === 'challengeVerified'
            ? {
                streamId: `eco-${challenge.visitor}`,
                type: 'eco.ChallengeVerified',
                data: { ...common, verifiedAt: now },
              }
            : {
                streamId: `eco-${challenge.visitor}`,
                type: 'eco.ChallengeRejected',
                data: {
                  ...common,
                  pointsRevoked: 50,
                  co2SavedGrams: 120,
                  wasteReducedGrams: 800,
                  rejectedAt: now,
                },
              };
        }
        case 'listingCreated': {
          const listingId = uuid(50, n);
          listings.push(listingId);
          return {
            streamId: `listing-${listingId}`,
            type: 'marketplace.ListingCreated',
            data: {
              listingId,
              title: `Longboard ${n}`,
              length: '9\'2"',
              lengthFeet: 9,
              condition: 'Good',
              price: '$450',
              location: 'Haleiwa',
              sellerName: 'Kai',
              description: 'Single fin, a few dings, rides great.',
              photoUrl: null,
              email: 'ciphertext',
              phone: 'ciphertext',
              emailLookup: `lookup-${n}`,
              sellerPersonId: `seller-${n}`,
              sellerTokenHash: `token-hash-${n}`,
              createdAt: now,
              expiresAt: at(i + 1_296_000),
            },
          };
        }
        case 'sellerContacted': {
          const listingId = pick(listings);
          if (!listingId) return undefined;
          return {
            streamId: `listing-${listingId}`,
            type: 'marketplace.SellerContacted',
            data: { listingId, contactId: uuid(51, n), contactedAt: now },
          };
        }
        case 'listingSold': {
          const listingId = take(listings);
          if (!listingId) return undefined;
          return {
            streamId: `listing-${listingId}`,
            type: 'marketplace.ListingMarkedSold',
            data: { listingId, soldAt: now },
          };
        }
        case 'surveyCreated': {
          const surveyId = uuid(30, surveyCount++);
          surveys.push(surveyId);
          return survey(surveyId, now);
        }
        case 'surveyDeleted': {
          if (surveys.length < 2) return undefined;
          const surveyId = take(surveys)!;
          return {
            streamId: `survey-${surveyId}`,
            type: 'surveys.SurveyDeleted',
            data: { surveyId, deletedBy: 'admin', deletedAt: now },
          };
        }
        case 'surveyResponse': {
          const surveyId = pick(surveys)!;
          return {
            streamId: `survey-${surveyId}`,
            type: 'surveys.ResponseSubmitted',
            data: {
              surveyId,
              responseId: uuid(31, n),
              respondentKey: `respondent-${n}`,
              answers: { q1: ['Yes', 'No'][Math.floor(next() * 2)]!, q2: 1 + Math.floor(next() * 5) },
              submittedAt: now,
            },
          };
        }
      }
    })();
    if (event) yield event;
    else i--;
  }
}

function survey(surveyId: string, now: string): MixedEvent {
  const question = (
    id: string,
    questionType: 'multiple_choice' | 'rating',
    options: string[],
    orderIndex: number,
  ) => ({
    id,
    questionText: `Question ${id}`,
    questionType,
    options,
    isRequired: true,
    orderIndex,
  });
  return {
    streamId: `survey-${surveyId}`,
    type: 'surveys.SurveyCreated',
    data: {
      surveyId,
      title: 'How was your day on the North Shore?',
      description: null,
      categoryId: 1,
      endDate: null,
      isAnonymous: true,
      allowMultipleResponses: false,
      isActive: true,
      questions: [question('q1', 'multiple_choice', ['Yes', 'No'], 0), question('q2', 'rating', [], 1)],
      creatorTokenHash: 'hash',
      createdAt: now,
    },
  };
}

/**
 * Writes `count` events of `mixedLog` straight into the event store's table, `chunk` rows per INSERT,
 * each in its own transaction: much faster than appending stream by stream, and the same rows.
 */
export async function writeMixedLog(
  pool: pg.Pool,
  count: number,
  { seed = 1, chunk = 5_000, actor = 'system:generator' } = {},
): Promise<void> {
  await writeGeneratedLog(pool, mixedLog(count, seed), { chunk, actor });
}

/** Writes generated events straight into the event store's table (see writeMixedLog), in their order. */
export async function writeGeneratedLog(
  pool: pg.Pool,
  events: Iterable<{ streamId: string; type: string; data: unknown }>,
  { chunk = 5_000, actor = 'system:generator' } = {},
): Promise<void> {
  const revisions = new Map<string, number>();
  let rows: { streamId: string; type: string; data: unknown }[] = [];
  const flush = async () => {
    const columns = {
      event_id: rows.map(() => randomUUID()),
      stream_id: rows.map((event) => event.streamId),
      revision: rows.map((event) => {
        const revision = revisions.get(event.streamId) ?? 0;
        revisions.set(event.streamId, revision + 1);
        return revision;
      }),
      type: rows.map((event) => event.type),
      data: rows.map((event) => JSON.stringify(event.data)),
      metadata: rows.map(() => JSON.stringify({ actor, correlationId: randomUUID(), schemaVersion: 1 })),
    };
    await pool.query(
      `insert into events (event_id, stream_id, revision, type, data, metadata)
       select * from unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[], $6::jsonb[])`,
      Object.values(columns),
    );
    rows = [];
  };
  for (const event of events) {
    rows.push(event);
    if (rows.length === chunk) await flush();
  }
  if (rows.length > 0) await flush();
  await untilReadable(pool);
}

/**
 * `$all` reads stop before any transaction still open on the server (another test's, a bench's): waits
 * until none that began before the log was written is left, so a reader then sees all of it.
 */
async function untilReadable(pool: pg.Pool, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ readable: boolean }>(
      `select coalesce(max(transaction_id) < pg_snapshot_xmin(pg_current_snapshot()), true) as readable
       from events`,
    );
    if (rows[0]!.readable) return;
    if (Date.now() > deadline) throw new Error('The generated log stayed behind an open transaction');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
