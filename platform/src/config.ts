import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    /** Reverse proxies in front of the API whose X-Forwarded-For entry is trusted (0: none). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/north_shore_guide'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
    ESDB_URL: optionalText,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Signs the serve tokens of placed ads; made once and kept in the database when unset. */
    AD_SERVE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    /** Another Stripe-compatible API base (stripe-mock, a local fake); Stripe's own when unset. */
    STRIPE_API_URL: z.url().optional(),
    /** In production, the labelled test-mode gateway runs only when this says so (a staging server, say). */
    ALLOW_TEST_PAYMENTS: z.enum(['0', '1']).default('0'),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText,
    MAP_STYLE_URL: z.url().default('https://tiles.openfreemap.org/styles/liberty'),
    NWS_USER_AGENT: z.string().default('(north-shore-guide, contact@northshoreguide.example)'),
    UPLOAD_DIR: z.string().default('uploads'),
    /** One file per erasure, kept apart from the database: a restore of an older backup re-applies them. */
    ERASURE_LEDGER_DIR: z.string().default('erasures'),
    CONDITIONS_MAX_AGE_MINUTES: z.coerce.number().int().min(1).default(180),
    CONDITIONS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    NDBC_BASE_URL: z.url().default('https://www.ndbc.noaa.gov/data/realtime2'),
    NWS_BASE_URL: z.url().default('https://api.weather.gov'),
    OPEN_METEO_BASE_URL: z.url().default('https://api.open-meteo.com'),
    OPEN_METEO_API_KEY: optionalText,
    THEBUS_BASE_URL: z.url().default('http://api.thebus.org'),
    THEBUS_API_KEY: optionalText,
    THEBUS_STOPS: z.string().default(''),
    COOPS_BASE_URL: z.url().default('https://api.tidesandcurrents.noaa.gov/api/prod'),
    TIDE_STATION: z.string().default('1612340'),
    HIGHWAY_STATUS_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(120),
    PUSH_ENDPOINT_ALLOWLIST: z.string().default(''),
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('North Shore Guide <no-reply@northshoreguide.example>'),
    CONTACT_EMAIL: z.email().default('aloha@northshoreguide.example'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    /** A request must arrive whole within this long (a body trickled in a byte at a time is cut off). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /** Live sockets one address, or one account, may hold open: far below the hub's global cap. */
    LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(50),
    LIVE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
    /**
     * Visitors' sockets (no account) one instance holds; past it, new ones are refused. An instance is
     * sized for 5,000 sockets, most of them visitors' (under 20 KB of memory each).
     */
    LIVE_MAX_VISITOR_SOCKETS: z.coerce.number().int().min(1).max(100_000).default(5_000),
    /** The hub pings every live socket this often and drops one that did not answer the last ping. */
    LIVE_PING_INTERVAL_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
    /** How often open sockets' sessions are checked again: logout and suspension end them within it. */
    LIVE_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** How long a GET with `?minPosition=` waits for the projections before it answers what there is. */
    MIN_POSITION_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
    /**
     * The pool of each process, sized so that 3 APIs, 2 projection runners and 1 workers process with
     * their LISTEN connections stay well under Postgres's default max_connections of 100 (see
     * connection-budget.ts and the operations guide).
     */
    API_DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    PROJECTIONS_DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    WORKERS_DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(4),
    /** Our own connections: a statement running longer, or a transaction left idle longer, is ended. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    /** Health turns degraded once any projection or reactor is this far behind the log, in time or in events. */
    PROJECTION_LAG_WARN_SECONDS: z.coerce.number().int().min(1).default(60),
    PROJECTION_LAG_WARN_EVENTS: z.coerce.number().int().min(1).default(1000),
    /**
     * How long a projection runner's lease on a projection (or reactor) holds without renewal: a runner
     * that hangs keeps its projections this long (plus a standby's 2 s check) before a standby takes over.
     */
    PROJECTION_LEASE_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    /** Health turns degraded once the oldest open transaction on the server has been open this long. */
    HORIZON_WARN_SECONDS: z.coerce.number().int().min(1).default(10),
    /** Prometheus metrics on a port of their own (`GET /metrics`); unset: no metrics endpoint. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Where the metrics port listens: inside only, unless an operator says otherwise. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** When set, a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Short lines for a person, or JSON for log shippers; unset: short lines when stdout is a terminal. */
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    /** An OTLP/HTTP collector (`http://collector:4318`): traces are sent there; none are made without it. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /** The service the traces name; unset, each process names itself (`api`, `runner`, `workers`). */
    OTEL_SERVICE_NAME: optionalText,
    /** Which traces are kept, as OpenTelemetry's own variables say; the ratio is OTEL_TRACES_SAMPLER_ARG. */
    OTEL_TRACES_SAMPLER: z
      .enum([
        'always_on',
        'always_off',
        'traceidratio',
        'parentbased_always_on',
        'parentbased_always_off',
        'parentbased_traceidratio',
      ])
      .default('parentbased_always_on'),
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  })
  .superRefine((config, ctx) => {
    if (config.EVENT_STORE === 'eventstoredb' && !config.ESDB_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ESDB_URL'],
        message: 'is required when EVENT_STORE=eventstoredb',
      });
    }
    if (config.NODE_ENV === 'production' && !config.STRIPE_SECRET_KEY && config.ALLOW_TEST_PAYMENTS !== '1') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (set ALLOW_TEST_PAYMENTS=1 to run the test-mode gateway there)',
      });
    }
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      const [missing, given] = config.ADMIN_EMAIL
        ? ['ADMIN_PASSWORD', 'ADMIN_EMAIL']
        : ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

// Their values must not reach a log, not even in an error message.
const SECRET_NAME = /SECRET|PASSWORD|PRIVATE|TOKEN/;

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(blanksRemoved);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const got =
    env[name] === undefined ? 'not set' : SECRET_NAME.test(name) ? 'value hidden' : `got "${env[name]}"`;
  throw new ConfigError(`Configuration error: ${name} ${issue.message} (${got})`);
}

/** For process entry points: print the one line and exit. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
