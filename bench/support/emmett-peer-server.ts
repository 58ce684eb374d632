import { randomUUID } from 'node:crypto';
import { CommandHandler, isExpectedVersionConflictError, type Event } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  postgreSQLRawSQLProjection,
  type PostgreSQLProjectionHandlerContext,
  type PostgresReadEvent,
} from '@event-driven-io/emmett-postgresql';
import { SQL } from '@event-driven-io/dumbo';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCatalogFacts } from '@nsg/command-api/catalog/catalog-facts.ts';
import {
  ecoStreamId,
  ecoVisitorDecider,
  visitorIdOfEcoStream,
  type ChallengeStarted,
} from '@nsg/domain/eco/eco-visitor.ts';
import {
  reviewDecider,
  reviewStreamId,
  submitReviewSchema,
  type ReviewSubmitted,
} from '@nsg/domain/reviews/review.ts';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { dataKey, ERASED, open, createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';

/**
 * The command bench's peer: the review-submit and eco-start commands as a Fastify app built on Emmett
 * would write them. The same zod schemas, catalog facts kept in memory, personal-data sealing and deciders
 * as the API; Emmett's CommandHandler and PostgreSQL event store; and each command's read-model row written
 * by an inline projection in the append's transaction (Emmett's way), into `peer_reviews` and
 * `peer_eco_user_challenges`, made like the API's `reviews` and `eco_user_challenges`.
 */
const databaseUrl = process.env.DATABASE_URL!;
const pool = createPool(databaseUrl, 10); // the API's pool size (API_DB_POOL_SIZE)
const db = createDb<ReadModelTables>(pool);
const vault = createPersonalDataVault(pool);
const catalogFacts = createCatalogFacts(db);
// The bench never edits the catalog: facts stay as long as the API keeps them (re-asked after a minute).
catalogFacts.follow({ listening: true, onChange: () => () => {} });

const reviewRows = postgreSQLRawSQLProjection<Event>({
  name: 'peer_reviews',
  canHandle: ['reviews.ReviewSubmitted'],
  evolve: async (event, context) => reviewRow(event.data as ReviewSubmitted['data'], context),
});

/** As the API's reviews projection writes it: the sealed name opened with its person's key. */
async function reviewRow(review: ReviewSubmitted['data'], context: PostgreSQLProjectionHandlerContext) {
  const { rows } = await context.execute.query<{ key: Buffer }>(
    SQL`select key from personal_data_keys where person_id = ${review.authorPersonId}`,
  );
  const key = rows[0]?.key;
  const authorName = key ? (open(dataKey(key), review.authorPersonId, review.authorName) ?? ERASED) : ERASED;
  return SQL`insert into peer_reviews
      (id, type, target_id, title, content, rating, author_name, author_email, author_person_id, status, created_at)
    values (${review.reviewId}, ${review.type}, ${review.targetId}, ${review.title}, ${review.content},
      ${review.rating}, ${authorName}, ${review.authorEmail}, ${review.authorPersonId}, 'pending',
      ${review.submittedAt})`;
}

const challengeRows = postgreSQLRawSQLProjection<Event>({
  name: 'peer_eco_user_challenges',
  canHandle: ['eco.ChallengeStarted'],
  evolve: (event) => {
    const start = event.data as ChallengeStarted['data'];
    const visitorId = visitorIdOfEcoStream((event as PostgresReadEvent).metadata.streamName);
    return SQL`insert into peer_eco_user_challenges (id, visitor_id, challenge_id, status, started_at)
      values (${start.userChallengeId}, ${visitorId}, ${start.challengeId}, 'started', ${start.startedAt})`;
  },
});

const store = getPostgreSQLEventStore(databaseUrl, {
  connectionOptions: { pool },
  projections: [
    { type: 'inline', projection: reviewRows },
    { type: 'inline', projection: challengeRows },
  ],
});

/** Our decider as Emmett's command handler takes it: evolve folds the stream, decide makes the events. */
function emmettHandler<Command, E extends DomainEvent, State>(decider: Decider<Command, E, State>) {
  const handle = CommandHandler<State, Event>({
    evolve: (state, event) => decider.evolve(state, event as unknown as E),
    initialState: decider.initialState,
    // As the API: a concurrent writer gets one retry on fresh state.
    retry: { onVersionConflict: 1 },
  });
  return (streamId: string, command: Command, metadata: Record<string, string>) =>
    handle(store, streamId, (state) =>
      decider.decide(command, state).map((event) => ({ ...event, metadata }) as unknown as Event),
    );
}

const submitReview = emmettHandler(reviewDecider);
const startChallenge = emmettHandler(ecoVisitorDecider);

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.setErrorHandler((error: FastifyError, _request, reply) => {
  if (hasZodFastifySchemaValidationErrors(error))
    return reply.code(400).send({ error: 'validation_failed', message: error.message });
  if (error instanceof DomainError)
    return reply.code(statusOf[error.code]).send({ error: error.code, message: error.message });
  if (isExpectedVersionConflictError(error))
    return reply.code(409).send({ error: 'concurrent_change', message: error.message });
  reply.log.error(error);
  return reply.code(500).send({ error: 'internal_error', message: 'Something went wrong' });
});
const statusOf = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 } as const;

const accepted = z.object({ id: z.string(), status: z.string(), position: z.string() });

app.post(
  '/api/reviews',
  { schema: { body: submitReviewSchema, response: { 201: accepted } } },
  async (request, reply) => {
    const { authorEmail, authorName, ...input } = request.body;
    const reviewId = randomUUID();
    const authorPersonId = `reviewer:${reviewId}`;
    const [[encryptedName, encryptedEmail], targetExists] = await Promise.all([
      vault.encryptAll(authorPersonId, [authorName, authorEmail ?? null] as const),
      catalogFacts.targetExists(input.type, input.targetId),
    ]);
    const command = {
      kind: 'SubmitReview' as const,
      reviewId,
      input,
      encryptedName,
      encryptedEmail,
      authorPersonId,
      targetExists,
      now: new Date(),
    };
    const result = await submitReview(reviewStreamId(reviewId), command, actorMetadata(request.id));
    return reply
      .code(201)
      .send({ id: reviewId, status: 'pending', position: String(result.lastEventGlobalPosition) });
  },
);

app.post(
  '/api/eco/challenges/:id/start',
  { schema: { params: z.object({ id: integerId() }), response: { 201: accepted } } },
  async (request, reply) => {
    // Each request of the bench is a new visitor, as the API makes one for a request without its cookie.
    const visitorId = randomUUID();
    const userChallengeId = randomUUID();
    const challenge = await catalogFacts.challengeFacts(request.params.id);
    const command = { kind: 'StartChallenge' as const, userChallengeId, challenge, now: new Date() };
    const result = await startChallenge(ecoStreamId(visitorId), command, actorMetadata(request.id));
    return reply
      .code(201)
      .header('set-cookie', `nsg_visitor=${visitorId}; Path=/; HttpOnly; SameSite=Lax`)
      .send({ id: userChallengeId, status: 'started', position: String(result.lastEventGlobalPosition) });
  },
);

app.get('/health', () => ({ ok: true }));

const actorMetadata = (correlationId: string) => ({ actor: 'visitor:peer', correlationId });

await store.schema.migrate();
await pool.query('create table if not exists peer_reviews (like reviews including all)');
await pool.query(
  'create table if not exists peer_eco_user_challenges (like eco_user_challenges including all)',
);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', async () => {
  await app.close();
  await store.close();
  await db.destroy();
  process.exit(0);
});
