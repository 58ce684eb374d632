import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adDecider, adStreamId, createAdSchema, editAdSchema } from '@nsg/domain/advertising/ad.ts';
import {
  campaignDecider,
  campaignStreamId,
  createCampaignSchema,
  editCampaignSchema,
  rescheduleCampaignSchema,
} from '@nsg/domain/advertising/campaign.ts';
import { campaignDurations } from '@nsg/domain/advertising/pricing.ts';
import { rateDecider, rateSchema, rateStreamId } from '@nsg/domain/advertising/rate.ts';
import {
  HIGHWAY_STATUS_STREAM,
  highwayStatusDecider,
  highwayStatusSchema,
} from '@nsg/domain/conditions/highway-status.ts';
import { createListingSchema, listingDecider, listingStreamId } from '@nsg/domain/marketplace/listing.ts';
import { reviewDecider, reviewStreamId, submitReviewSchema } from '@nsg/domain/reviews/review.ts';
import { foldEvents, type Decider } from '@nsg/domain/shared/decider.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import { createSurveySchema, surveyDecider, surveyStreamId } from '@nsg/domain/surveys/survey.ts';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { arbitraryFrom, emailAddress } from '@nsg/platform/testing/arbitrary-from-schema.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { adPlacements } from '@nsg/domain/advertising/placement.ts';
import { allProjections } from './all-projections.ts';
import type { ReadModelTables } from './read-model-tables.ts';
import { ensureCheckpoint, readCheckpoint } from './runner/checkpoints.ts';
import { catchUp } from './runner/projection-runner.ts';

/**
 * Validated input must never poison a projection: commands built from whatever the API schemas accept
 * (extreme dates, the whole range of each number, any text) go through their decider, and whatever it
 * decides goes through every projector. A campaign starting 0000-01-01 once parked `campaigns` for good.
 */
const logger = createLogger('test', 'silent');
const context = { actor: 'system:property-test', correlationId: 'property-test' };
const RUNS = 40;

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
  db = createDb<ReadModelTables>(database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

function refusalAsNothing<Event>(decide: () => Event[]): Event[] {
  try {
    return decide();
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
}

/** Runs the commands on a new stream in turn; a command the decider refuses (or that decides nothing) ends the sequence. */
async function decideAndAppend<Command, Event extends DomainEvent, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
  commands: readonly Command[],
): Promise<void> {
  const history: Event[] = [];
  for (const command of commands) {
    const events = refusalAsNothing(() => decider.decide(command, foldEvents(decider, history)));
    if (events.length === 0) return;
    await store.append(streamId, toNewEvents(events, context, `${history.length}`), {
      expectedRevision: history.length === 0 ? 'no_stream' : BigInt(history.length - 1),
    });
    history.push(...events);
  }
}

const now = () => new Date();
const everyPlacementPriced = adPlacements.map((position) => ({
  position,
  monthlyRate: 45.5,
  isActive: true,
}));
const sealed = 'sealed-for-property-test';

const cases: [string, fc.Arbitrary<() => Promise<void>>][] = [
  [
    'campaigns',
    fc
      .tuple(
        arbitraryFrom(createCampaignSchema, { durationMonths: fc.constantFrom(...campaignDurations) }),
        arbitraryFrom(editCampaignSchema),
        arbitraryFrom(rescheduleCampaignSchema),
      )
      .map(([input, edit, schedule]) => () => {
        const campaignId = randomUUID();
        const advertiserId = randomUUID();
        return decideAndAppend(campaignStreamId(campaignId), campaignDecider, [
          {
            kind: 'CreateCampaign',
            campaignId,
            advertiserId,
            input,
            rates: everyPlacementPriced,
            now: now(),
          },
          { kind: 'EditCampaign', advertiserId, input: edit, by: 'advertiser', now: now() },
          { kind: 'RescheduleCampaign', advertiserId, ...schedule, by: 'advertiser', now: now() },
          { kind: 'ChangeCampaignStatus', status: 'active', by: 'admin', now: now() },
        ]);
      }),
  ],
  [
    'ads',
    fc.tuple(arbitraryFrom(createAdSchema), arbitraryFrom(editAdSchema)).map(([input, edit]) => () => {
      const adId = randomUUID();
      const advertiserId = randomUUID();
      return decideAndAppend(adStreamId(adId), adDecider, [
        {
          kind: 'CreateAd',
          adId,
          advertiserId,
          input,
          campaign: { advertiserId, status: 'active', placement: 'sidebar' },
          now: now(),
        },
        { kind: 'ModerateAd', status: 'rejected', reason: 'Blurry photo', by: 'admin', now: now() },
        { kind: 'EditAd', advertiserId, input: edit, now: now() },
        { kind: 'ModerateAd', status: 'approved', by: 'admin', now: now() },
      ]);
    }),
  ],
  [
    'reviews',
    arbitraryFrom(submitReviewSchema).map(({ authorName: _name, authorEmail: _email, ...input }) => () => {
      const reviewId = randomUUID();
      return decideAndAppend(reviewStreamId(reviewId), reviewDecider, [
        {
          kind: 'SubmitReview',
          reviewId,
          input,
          encryptedName: sealed,
          encryptedEmail: null,
          authorPersonId: `reviewer:${reviewId}`,
          targetExists: true,
          now: now(),
        },
        { kind: 'ApproveReview', moderatorId: 'admin', note: null, now: now() },
      ]);
    }),
  ],
  [
    'listings',
    arbitraryFrom(createListingSchema, { email: emailAddress }).map(
      ({ email: _e, phone: _p, sellerName: _s, ...input }) =>
        () => {
          const listingId = randomUUID();
          return decideAndAppend(listingStreamId(listingId), listingDecider, [
            {
              kind: 'CreateListing',
              listingId,
              input,
              encryptedSellerName: sealed,
              encryptedEmail: sealed,
              encryptedPhone: sealed,
              emailLookup: 'lookup',
              sellerPersonId: `seller:${listingId}`,
              sellerTokenHash: 'token-hash',
              photoUrl: null,
              now: now(),
            },
            { kind: 'RenewListing', sellerTokenHash: 'token-hash', now: now() },
            { kind: 'MarkSold', sellerTokenHash: 'token-hash', now: now() },
          ]);
        },
    ),
  ],
  [
    'surveys',
    arbitraryFrom(createSurveySchema).map((input) => () => {
      const surveyId = randomUUID();
      return decideAndAppend(surveyStreamId(surveyId), surveyDecider, [
        {
          kind: 'CreateSurvey',
          surveyId,
          input,
          questionIds: input.questions.map(() => randomUUID()),
          categoryExists: true,
          creatorTokenHash: 'hash',
          now: now(),
        },
      ]);
    }),
  ],
  [
    'advertising rates',
    arbitraryFrom(rateSchema).map((input) => () => {
      const rateId = randomUUID();
      return decideAndAppend(rateStreamId(rateId), rateDecider, [
        { kind: 'SetRate', rateId, input, by: 'admin', now: now(), mustExist: false },
      ]);
    }),
  ],
  [
    'highway status',
    arbitraryFrom(highwayStatusSchema).map((input) => async () => {
      const history = await store.readStream(HIGHWAY_STATUS_STREAM);
      const state = foldEvents(highwayStatusDecider, history as never);
      const events = refusalAsNothing(() =>
        highwayStatusDecider.decide(
          {
            kind: 'EnterHighwayStatus',
            entryId: randomUUID(),
            input,
            enteredBy: 'admin',
            now: now(),
            ttlMinutes: 60,
          },
          state,
        ),
      );
      if (events.length === 0) return;
      await store.append(HIGHWAY_STATUS_STREAM, toNewEvents(events, context, 'h'), {
        expectedRevision: history.length === 0 ? 'no_stream' : BigInt(history.length - 1),
      });
    }),
  ],
];

describe('commands from any valid input, through every projector', () => {
  it.each(cases)('%s: deciding never throws anything but a refusal', async (_name, arbitrary) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, (run) => run()),
      { numRuns: RUNS },
    );
  });

  it('parks no projection on what was decided', async () => {
    const parked: string[] = [];
    for (const projection of allProjections) {
      await ensureCheckpoint(db, projection.name);
      await catchUp(projection, { db, store, logger, batchSize: 500 });
      const checkpoint = await readCheckpoint(db, projection.name);
      if (checkpoint.parked) parked.push(`${projection.name}: ${checkpoint.parked.error}`);
    }
    expect(parked).toEqual([]);
  });
});
