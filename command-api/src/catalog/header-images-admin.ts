import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEADER_IMAGE_ORDER_STREAM,
  headerImageDecider,
  headerImageFormSchema,
  headerImageOrderDecider,
  headerImageOrderSchema,
  headerImageStreamId,
  type HeaderImageEvent,
  type HeaderImageFields,
} from '@nsg/domain/catalog/header-image.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { WrongExpectedVersion } from '@nsg/platform/event-store/event-store.ts';
import {
  headerImageOrder,
  lastHeaderImageId,
  listHeaderImages,
  listHeaderImagesForAdmin,
} from '@nsg/projections/catalog/header-images-queries.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';
import { catalogAdminRoutes, type CatalogAdminKind } from './catalog-admin-routes.ts';
import { catalogAdminRow } from './catalog-views.ts';

const headerImageForAdmin = catalogAdminRow.extend({
  name: z.string().describe('Its English alt text'),
  position: z.number().int().nullable().describe('1 for the first shown; null once retired'),
  imageUrl: z.string(),
  altText: z.string(),
  altTextJa: z.string().describe('Empty when the Japanese is missing'),
});

/** The home page's header images, as admins keep them at /api/admin/catalog/header-images. */
const headerImagesKind = {
  path: 'header-images',
  decider: headerImageDecider,
  streamId: headerImageStreamId,
  form: headerImageFormSchema,
  fieldsOf: (form) => form,
  list: listHeaderImagesForAdmin,
  row: headerImageForAdmin,
  lastId: lastHeaderImageId,
} satisfies CatalogAdminKind<
  HeaderImageFields,
  typeof headerImageFormSchema,
  z.output<typeof headerImageForAdmin>,
  HeaderImageEvent
>;

const orderView = z.object({
  order: z.array(z.number().int()).describe('Header image ids, first shown first'),
  revision: z.number().int().describe('What a reorder sends back as `expectedRevision`'),
});

/** The order as its stream has it now: what a stale reorder's 409 carries. */
async function currentOrder(deps: AppDeps) {
  const history = await deps.store.readStream(HEADER_IMAGE_ORDER_STREAM);
  const last = history.at(-1) as { data: { changes: { order: number[] } }; revision: bigint } | undefined;
  return { order: last?.data.changes.order ?? [], revision: Number(last?.revision ?? -1), history };
}

const STALE_ORDER_MESSAGE =
  'Someone else changed the order while you were moving this picture. The order is shown as it is now: move it again if you still want to.';

const staleOrder = (current: { order: number[]; revision: number }) =>
  new HttpError(409, STALE_ORDER_MESSAGE, undefined, { code: 'stale_edit' }, current);

/** Every id must be a shown image: a retired or unknown one has no place to take. */
async function checkShown(deps: AppDeps, order: number[]) {
  const shown = new Set((await listHeaderImages(deps.db)).map((image) => image.id));
  const missing = order.filter((id) => !shown.has(id));
  if (missing.length === 0) return;
  const messages = missing.map((id) => `No header image ${id} is shown`);
  throw new HttpError(400, messages[0]!, { order: messages });
}

/**
 * The images' routes (list, add, edit, retire), and their order: read, and set on the revision the admin's
 * list was loaded at, so two admins reordering at once never overwrite each other in silence.
 */
export function headerImagesAdminRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    await catalogAdminRoutes(deps, headerImagesKind)(plain);
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin', 'catalog'];
    const url = '/api/admin/catalog/header-images/order';

    app.get(
      url,
      {
        config: { reads: [READS.adminCatalog] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: orderView } },
      },
      () => headerImageOrder(deps.db),
    );

    app.put(
      url,
      {
        onRequest: requireAdmin,
        schema: { tags, body: headerImageOrderSchema, response: { 200: orderView } },
      },
      async (request) => {
        const { order, expectedRevision } = request.body;
        await checkShown(deps, order);
        const { history, ...current } = await currentOrder(deps);
        if (current.revision !== expectedRevision) throw staleOrder(current);
        try {
          const outcome = await executeCommand(
            deps.store,
            headerImageOrderDecider,
            HEADER_IMAGE_ORDER_STREAM,
            { order },
            commandContext(request),
            { history, expectedRevision: BigInt(expectedRevision), retry: { retries: 0 } },
          );
          return { order, revision: Number(outcome.appended?.nextRevision ?? expectedRevision) };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersion)) throw error;
          const { history: _, ...now } = await currentOrder(deps);
          throw staleOrder(now);
        }
      },
    );
  };
}

const headerImageView = z.object({
  id: z.number().int(),
  position: z.number().int().describe('1 for the first shown'),
  imageUrl: z.string().describe('The large size; an upload’s `-small` and `-medium` sizes sit beside it'),
  altText: z.string(),
  altTextJa: z.string().describe('Empty when the Japanese is missing: show the English'),
});

/** The header images visitors see on the home page, first shown first. */
export function headerImagesRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/header-images',
      {
        config: { reads: [READS.headerImages] },
        schema: { tags: ['catalog'], response: { 200: z.array(headerImageView) } },
      },
      () => listHeaderImages(deps.db),
    );
  };
}
