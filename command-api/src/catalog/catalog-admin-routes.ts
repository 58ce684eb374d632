import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  expectedRevisionField,
  retireEntrySchema,
  type EntryFields,
} from '@nsg/domain/catalog/catalog-entry.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps, AppTables } from '../deps.ts';
import { commandContext, type HttpCommandContext } from '../http/command-context.ts';
import { executeCommand } from '../http/execute-command.ts';
import { idParam } from '../http/schemas.ts';
import { editCatalogEntry, type EntryDecider } from './catalog-edit.ts';

/** One kind of catalog entry an admin keeps: its URL, its decider and form, and its admin list. */
export interface CatalogAdminKind<
  Fields extends EntryFields,
  Form extends z.ZodObject,
  Row,
  Event extends DomainEvent = DomainEvent,
> {
  /** `/api/admin/catalog/<path>`: businesses, beaches, products... */
  path: string;
  decider: EntryDecider<Fields, Event>;
  streamId: (id: number) => string;
  form: Form;
  fieldsOf: (form: z.output<Form>) => Omit<Fields, 'id'>;
  /** Every entry, retired ones and samples included, samples first. */
  list: (db: Kysely<AppTables>) => Promise<Row[]>;
  row: z.ZodType<Row>;
  /** The highest id in use (0 when none): a new entry takes the next free one. */
  lastId: (db: Kysely<AppTables>) => Promise<number>;
}

/** How many ids past the read model's last one an add tries, should other adds have taken them meanwhile. */
const ID_ATTEMPTS = 5;

/**
 * The admin routes of a catalog kind: list, add, edit on the revision the form was loaded at (a stale
 * one is a 409 with the entry as it is now), and retire with a reason.
 */
export function catalogAdminRoutes<
  Fields extends EntryFields,
  Form extends z.ZodObject,
  Row,
  Event extends DomainEvent,
>(deps: AppDeps, kind: CatalogAdminKind<Fields, Form, Row, Event>) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin', 'catalog'];
    const url = `/api/admin/catalog/${kind.path}`;
    const saved = z.object({ id: z.number().int(), revision: z.number().int() });

    app.get(
      url,
      {
        config: { reads: [READS.adminCatalog] },
        onRequest: requireAdmin,
        schema: { tags, response: { 200: z.array(kind.row) } },
      },
      () => kind.list(deps.db),
    );

    app.post(
      url,
      { onRequest: requireAdmin, schema: { tags, body: kind.form, response: { 201: saved } } },
      async (request, reply) => {
        const fields = kind.fieldsOf(request.body as z.output<Form>);
        const id = await addWithNextId(deps, kind, fields, commandContext(request));
        reply.code(201);
        return { id, revision: 0 };
      },
    );

    app.put(
      `${url}/:id`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: idParam,
          body: kind.form.extend({ expectedRevision: expectedRevisionField }),
          response: { 200: saved },
        },
      },
      async (request) => {
        const { expectedRevision, ...form } = request.body as z.output<Form> & { expectedRevision: number };
        const { id } = request.params;
        const revision = await editCatalogEntry(
          deps.store,
          kind.decider,
          kind.streamId(id),
          { expectedRevision, fields: kind.fieldsOf(form as z.output<Form>) },
          commandContext(request),
        );
        return { id, revision };
      },
    );

    app.post(
      `${url}/:id/retire`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: idParam,
          body: retireEntrySchema,
          response: { 200: z.object({ id: z.number().int(), retired: z.literal(true) }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await executeCommand(
          deps.store,
          kind.decider,
          kind.streamId(id),
          { kind: 'Retire', reason: request.body.reason },
          commandContext(request),
        );
        return { id, retired: true as const };
      },
    );
  };
}

/**
 * Adds the entry under the next free id: one another admin's add took meanwhile is passed over. An entry
 * already added in the same cause (a reactor's second reaction to one event) is the one answered.
 */
export async function addWithNextId<Fields extends EntryFields, Event extends DomainEvent>(
  deps: Pick<AppDeps, 'store' | 'db'>,
  kind: Pick<CatalogAdminKind<Fields, z.ZodObject, unknown, Event>, 'decider' | 'streamId' | 'lastId'>,
  fields: Omit<Fields, 'id'>,
  context: HttpCommandContext,
): Promise<number> {
  const first = (await kind.lastId(deps.db)) + 1;
  for (let id = first; ; id++) {
    try {
      await executeCommand(
        deps.store,
        kind.decider,
        kind.streamId(id),
        { kind: 'Add', fields: { ...fields, id } as Fields },
        context,
        { newStream: true },
      );
      return id;
    } catch (error) {
      const taken = error instanceof DomainError && error.code === 'conflict';
      if (taken && (await addedInCause(deps, kind.streamId(id), context))) return id;
      if (!taken || id - first + 1 >= ID_ATTEMPTS) throw error;
    }
  }
}

async function addedInCause(deps: Pick<AppDeps, 'store'>, streamId: string, context: HttpCommandContext) {
  if (!context.causationId) return false;
  const [added] = await deps.store.readStream(streamId);
  return added?.metadata.causationId === context.causationId;
}
