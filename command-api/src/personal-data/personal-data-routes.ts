import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erasePersonSchema } from '@nsg/domain/personal-data/person-erasure.ts';
import { requireAdmin } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { erasePerson } from './erase-person.ts';

const erasure = z.object({ id: z.string(), erasedRecords: z.number(), position: z.string() });

/** The admin's "erase a person" command (right to erasure): by the person's email address. */
export function personalDataRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/admin/personal-data/erasures',
      {
        onRequest: requireAdmin,
        schema: { tags: ['admin'], body: erasePersonSchema, response: { 201: erasure } },
      },
      async (request, reply) => {
        const { erasureId, personIds, position } = await erasePerson(
          deps,
          request.body.email,
          commandContext(request),
          deps.clock.now(),
        );
        return reply.code(201).send({ id: erasureId, erasedRecords: personIds.length, position });
      },
    );
  };
}
