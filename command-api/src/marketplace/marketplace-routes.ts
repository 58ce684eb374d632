import { isEventOf } from '@nsg/domain/stored-events.ts';
import { translator, type Translate } from '@nsg/domain/i18n/translate.ts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactSellerSchema,
  createListingSchema,
  lengthBuckets,
  listingConditions,
  listingDecider,
  listingStreamId,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  type ListingCreated,
} from '@nsg/domain/marketplace/listing.ts';
import { listingView } from '@nsg/domain/marketplace/listing-view.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { listActiveListings } from '@nsg/projections/marketplace/marketplace-queries.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { emailLookup } from '../accounts/register-account.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { uuidParam } from '../http/schemas.ts';
import { linkEmail } from '../personal-data/person-links.ts';
import { ERASED } from '@nsg/platform/personal-data/personal-data.ts';
import { readMultipartForm, parseFields } from '../uploads/multipart-form.ts';
import { storeUploadedImage } from '../uploads/image-upload.ts';
import {
  hashSellerToken,
  newSellerToken,
  sellerLink,
  sellerLinkMailText,
  sellerTokenHashOf,
} from './seller-token.ts';

const listingsQuery = z.object({
  condition: z.enum(listingConditions, `Condition must be one of ${listingConditions.join(', ')}`).optional(),
  length: z.coerce
    .number('Length must be 5, 6, 7, 8 or 9')
    .pipe(
      z.union(
        lengthBuckets.map((n) => z.literal(n)),
        'Length must be 5, 6, 7, 8 or 9',
      ),
    )
    .optional(),
  search: z.string().trim().max(100).optional(),
  /** The earlier client's name for the search box. */
  seller: z.string().trim().max(100).optional(),
});

const listed = z.object({
  id: z.string(),
  status: z.literal('active'),
  photoUrl: z.string().nullable(),
  position: z.string(),
  sellerToken: z
    .string()
    .describe(
      'Given once: selling and renewing need it (header x-listing-seller-token); also mailed as a link',
    ),
});
/** The listing's seller token, from the listing's answer or the link mailed to the seller. */
const sellerOnly: Record<string, string[]>[] = [{ listingSellerToken: [] }];

/**
 * Board Hub: the public list, listing with a photo, mark sold and renew (the seller's token only), the
 * seller link mailed again, and the contact relay.
 */
export function marketplaceRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    await plain.register(fastifyMultipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: 1,
        fields: 20,
        fieldSize: 10_000,
        parts: 21,
        headerPairs: 100,
      },
    });
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['board-hub'];

    app.get(
      '/api/listings',
      {
        config: { reads: [READS.listings] },
        schema: { tags, querystring: listingsQuery, response: { 200: z.array(listingView) } },
      },
      (request) => {
        const { condition, length, search, seller } = request.query;
        return listActiveListings(deps.db, { condition, length, search: search || seller || undefined });
      },
    );

    app.post(
      '/api/listings',
      {
        schema: { tags, response: { 201: listed } },
        config: {
          rateLimit: { max: 10, timeWindow: '1 hour' },
          multipartForm: { fields: createListingSchema, file: 'photo' },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, 'photo', PHOTO_TOO_LARGE, { code: 'photo_too_large' });
        const { email, phone, sellerName, ...withoutSellerName } = parseFields(
          createListingSchema,
          form.fields,
        );
        const photoUrl = form.file
          ? await storeUploadedImage(form.file.bytes, deps.config.UPLOAD_DIR, 'listings')
          : null;
        const listingId = newId();
        const sellerPersonId = `seller:${listingId}`;
        const sellerToken = newSellerToken();
        await linkEmail(deps, email, sellerPersonId);
        const { appended } = await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(listingId),
          {
            kind: 'CreateListing',
            listingId,
            input: withoutSellerName,
            ...(await sealedSeller(deps, sellerPersonId, sellerName, email, phone)),
            emailLookup: emailLookup(deps.secrets.emailLookup, email),
            sellerPersonId,
            sellerTokenHash: hashSellerToken(sellerToken),
            photoUrl,
            now: deps.clock.now(),
          },
          commandContext(request),
          { newStream: true },
        );
        const { title, locale } = withoutSellerName;
        await mailSellerLink(deps, { listingId, title, locale, sellerPersonId, to: email }, sellerToken, {
          ...commandContext(request),
          causationId: listingId,
        });
        return reply.code(201).send({
          id: listingId,
          status: 'active',
          photoUrl,
          position: positionOf(appended),
          sellerToken,
        });
      },
    );

    app.patch(
      '/api/listings/:id/sold',
      {
        schema: {
          tags,
          params: uuidParam,
          security: sellerOnly,
          response: { 200: z.object({ id: z.string(), status: z.literal('sold') }) },
        },
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { kind: 'MarkSold', sellerTokenHash: sellerTokenHashOf(request), now: deps.clock.now() },
          commandContext(request),
        );
        return { id: request.params.id, status: 'sold' as const };
      },
    );

    app.post(
      '/api/listings/:id/renew',
      {
        schema: {
          tags,
          params: uuidParam,
          security: sellerOnly,
          response: { 200: z.object({ id: z.string(), expiresAt: z.string().nullable() }) },
        },
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const { events } = await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { kind: 'RenewListing', sellerTokenHash: sellerTokenHashOf(request), now: deps.clock.now() },
          commandContext(request),
        );
        const renewed = events.find((event) => event.type === 'marketplace.ListingRenewed');
        return {
          id: request.params.id,
          expiresAt: renewed?.type === 'marketplace.ListingRenewed' ? renewed.data.expiresAt : null,
        };
      },
    );

    app.post(
      '/api/listings/:id/seller-link',
      {
        schema: {
          tags,
          params: uuidParam,
          description: "Mails a new seller link to the listing's address; the answer never holds it.",
          response: { 202: z.object({ status: z.literal('queued') }) },
        },
        config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const listing = await readListingCreated(deps, request.params.id);
        const sellerToken = newSellerToken();
        const context = commandContext(request);
        await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { kind: 'IssueSellerLink', sellerTokenHash: hashSellerToken(sellerToken), now: deps.clock.now() },
          context,
        );
        const to = await deps.vault.decrypt(listing.sellerPersonId, listing.email);
        if (to) {
          const causation = { ...context, causationId: listing.listingId };
          await mailSellerLink(deps, { ...listing, to }, sellerToken, causation, 'again');
        }
        return reply.code(202).send({ status: 'queued' });
      },
    );

    app.post(
      '/api/listings/:id/contact',
      {
        schema: {
          tags,
          params: uuidParam,
          body: contactSellerSchema,
          response: { 202: z.object({ status: z.literal('queued') }) },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const context = commandContext(request);
        const contactId = newId();
        await executeCommand(
          deps.store,
          listingDecider,
          listingStreamId(request.params.id),
          { kind: 'ContactSeller', contactId, now: deps.clock.now() },
          context,
        );
        const listing = await readListingCreated(deps, request.params.id);
        const sellerEmail = await deps.vault.decrypt(listing.sellerPersonId, listing.email);
        const { message, replyEmail } = request.body;
        const visitorPersonId = `listing-contact:${contactId}`;
        if (replyEmail) await linkEmail(deps, replyEmail, visitorPersonId);
        const causation = { ...context, causationId: contactId };
        if (sellerEmail) {
          const t = translator(listing.locale ?? 'en');
          await queueMail(deps, {
            to: sellerEmail,
            replyTo: replyEmail,
            subject: t('boardHub.mail.interest.subject', { title: listing.title }),
            text: sellerMailText(t, listing, message, replyEmail),
            personId: listing.sellerPersonId,
            replyToPersonId: visitorPersonId,
            context: causation,
            dedupeKey: `listing-contact:${contactId}:seller`,
          });
        }
        await queueMail(deps, {
          to: deps.config.CONTACT_EMAIL,
          replyTo: replyEmail,
          subject: `[Board Hub] Message about listing "${listing.title}"`,
          text: adminMailText(listing, message, replyEmail, Boolean(sellerEmail)),
          personId: visitorPersonId,
          context: causation,
          dedupeKey: `listing-contact:${contactId}:admin`,
        });
        return reply.code(202).send({ status: 'queued' });
      },
    );
  };
}

async function readListingCreated(deps: AppDeps, listingId: string): Promise<ListingCreated['data']> {
  const [first] = await deps.store.readStream(listingStreamId(listingId));
  if (!first || !isEventOf(first, ['marketplace.ListingCreated']))
    throw new HttpError(404, 'Listing not found', undefined, { code: 'listing_not_found' });
  const listing = first.data;
  if (!listing.namesSealed) return listing;
  const sellerName = await deps.vault.decrypt(listing.sellerPersonId, listing.sellerName);
  return { ...listing, sellerName: sellerName ?? ERASED };
}

/** The seller's copy, in the language the seller listed in. */
function sellerMailText(
  t: Translate,
  listing: ListingCreated['data'],
  message: string,
  replyEmail?: string,
): string {
  const { title, length, price } = listing;
  return [
    t('boardHub.mail.interest.greeting', { seller: listing.sellerName }),
    '',
    t('boardHub.mail.interest.intro', { title, length, price }),
    '',
    message,
    '',
    replyEmail ? t('boardHub.mail.interest.replyDirectly') : t('boardHub.mail.interest.noReplyAddress'),
    '',
    t('boardHub.mail.interest.private'),
  ].join('\n');
}

function adminMailText(
  listing: ListingCreated['data'],
  message: string,
  replyEmail: string | undefined,
  sellerReached: boolean,
): string {
  return [
    `A message to the seller of listing ${listing.listingId} "${listing.title}" (${listing.sellerName}):`,
    '',
    message,
    '',
    `Reply-to: ${replyEmail ?? '(none given)'}`,
    sellerReached ? 'A copy went to the seller.' : "The seller's email was erased: only this copy was sent.",
  ].join('\n');
}

async function sealedSeller(
  deps: AppDeps,
  personId: string,
  name: string,
  email: string,
  phone: string | undefined,
) {
  const [encryptedSellerName, encryptedEmail] = await deps.vault.encryptAll(personId, [name, email] as const);
  const encryptedPhone = phone ? await deps.vault.encrypt(personId, phone) : null;
  return { encryptedSellerName, encryptedEmail, encryptedPhone };
}

interface SellerLinkMail {
  listingId: string;
  title: string;
  locale?: Locale;
  sellerPersonId: string;
  to: string;
}

/** The seller's link, in the language they listed in: after listing, or `again` when they ask for it. */
async function mailSellerLink(
  deps: AppDeps,
  listing: SellerLinkMail,
  sellerToken: string,
  context: CommandContext,
  occasion: 'listed' | 'again' = 'listed',
) {
  const locale = listing.locale ?? 'en';
  const t = translator(locale);
  const link = sellerLink(deps, listing.listingId, sellerToken, locale);
  await queueMail(deps, {
    to: listing.to,
    subject: t(
      occasion === 'listed' ? 'boardHub.mail.sellerLink.subject' : 'boardHub.mail.sellerLink.againSubject',
      {
        title: listing.title,
      },
    ),
    text: sellerLinkMailText(t, listing.title, link),
    personId: listing.sellerPersonId,
    context,
  });
}
