import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount, requireAdmin, requireAnalyst, requireSignedIn } from '../auth/auth-plugin.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { documentReadYourWrites } from './read-your-writes.ts';
import { errorBody } from './schemas.ts';

/**
 * The OpenAPI document at /api/docs/json (browsable at /api/docs). Routes state their input and their
 * success bodies; what every route of a kind may answer besides (validation, guards, conflicts, rate
 * limits, a dependency down) is added here, so no route can forget it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'North Shore Guide API',
        version: '1.0.0',
        description:
          'Every error answers `{ error, code, message, params?, fieldErrors?, fieldErrorCodes? }`: `message` and ' +
          '`fieldErrors` are English, `code` and `fieldErrorCodes` stable machine codes for a client’s own texts. Commands accept an `Idempotency-Key` header: ' +
          'a retry with the same key and body gets the first answer (status, body and `X-Log-Position`), with another body a 422; ' +
          'a key not matching `^[A-Za-z0-9_\\-:.]{8,128}$` is a 400.',
      },
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session an advertiser or admin gets from POST /api/advertisers/login',
          },
          surveyCreatorToken: {
            type: 'apiKey',
            in: 'header',
            name: 'x-survey-creator-token',
            description: 'The token POST /api/surveys gave the survey’s creator',
          },
          listingSellerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'x-listing-seller-token',
            description: 'The seller token POST /api/listings gave the seller (and mailed as a link)',
          },
          stripeSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'stripe-signature',
            description: 'Stripe’s signature of the webhook payload',
          },
        },
      },
    },
    transform: documentMultipart(documentReadYourWrites(withErrorAnswers(jsonSchemaTransform))),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

type TransformInput = Parameters<SwaggerTransform>[0];
type Route = TransformInput['route'];
const COMMAND_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const methodsOf = (route: Route) => [route.method].flat();
const isCommand = (route: Route) => methodsOf(route).some((method) => COMMAND_METHODS.includes(method));
const hooksOf = (route: Route) => [route.onRequest ?? []].flat();

function guardOf(route: Route): 'account' | 'admin' | 'analyst' | undefined {
  const hooks = hooksOf(route) as unknown[];
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireAnalyst)) return 'analyst';
  if (hooks.includes(requireAccount) || hooks.includes(requireSignedIn)) return 'account';
  return undefined;
}

/** The error statuses a route of its kind can answer, each with the one error body. */
function errorStatuses(route: Route, schema: Record<string, unknown>, multipart: boolean): number[] {
  const statuses = new Set<number>([400, 503]);
  const guard = guardOf(route);
  // Not logged in; logged in but not an admin, or not the owner of what is asked for.
  if (guard) for (const status of [401, 403]) statuses.add(status);
  if (schema.security) statuses.add(403);
  if (schema.params || isCommand(route)) statuses.add(404);
  if (isCommand(route) || multipart) {
    // Cross-site refusals, conflicts with a concurrent change, an Idempotency-Key reused with another body,
    // and a body too large or of a type we do not read.
    for (const status of [403, 409, 413, 415, 422]) statuses.add(status);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses];
}

function withErrorAnswers(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const schema = input.schema as Record<string, unknown> | undefined;
    if (!schema || schema.hide || !input.url.startsWith('/api/')) return transform(input);
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    for (const status of errorStatuses(input.route, schema, Boolean(multipartOf(input.route)))) {
      response[status] ??= errorBody;
    }
    const guard = guardOf(input.route);
    return transform({
      ...input,
      schema: {
        ...schema,
        response,
        ...(guard && !schema.security ? { security: [{ sessionCookie: [] }] } : {}),
      },
    } as TransformInput);
  };
}

/** A route that reads a multipart form names its fields and its file in `config.multipartForm`. */
export interface MultipartForm {
  fields: z.ZodType;
  file: string;
}
declare module 'fastify' {
  interface FastifyContextConfig {
    multipartForm?: MultipartForm;
  }
}
const multipartOf = (route: Route) =>
  (route.config as { multipartForm?: MultipartForm } | undefined)?.multipartForm;

function documentMultipart(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const output = transform(input);
    const form = multipartOf(input.route);
    if (!form || !output.schema) return output;
    const fields = z.toJSONSchema(form.fields, {
      target: 'openapi-3.0',
      io: 'input',
      unrepresentable: 'any',
    }) as { properties?: object; required?: string[] };
    const body = {
      type: 'object',
      properties: { ...fields.properties, [form.file]: { type: 'string', format: 'binary' } },
      required: fields.required ?? [],
    };
    return { ...output, schema: { ...output.schema, body, consumes: ['multipart/form-data'] } };
  };
}
