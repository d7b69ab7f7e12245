// The only place that reads process.env: parsed once with zod, a bad value stops the start with its name.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  ),
  CONTENT_DIR: z.string().default(join(repoRoot, 'content')),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  SEED_CONTENT: bool.default(true),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 3600s').default('7d'),
  ALLOW_DEV_SECRETS_IN_PRODUCTION: bool.default(false),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_ENABLED: bool.default(true),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_FORMS_PER_IP: z.coerce.number().int().min(1).default(200),
  RATE_LIMIT_WINDOW: z.string().regex(/^\d+ ?(ms|second|seconds|minute|minutes|hour|hours)$/).default('15 minutes'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: bool.default(false),
  GOOGLE_CLIENT_ID: optionalString,
  /** Set with the web's VITE_GA_MEASUREMENT_ID so the CSP lets Google Analytics load. */
  GA_MEASUREMENT_ID: optionalString,
  JUDGE_WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  ALLOW_UNSANDBOXED_JUDGE: bool.default(false),
  /** Tests of one submission run at once (one per core is the useful maximum). */
  JUDGE_PARALLEL_TESTS: z.coerce.number().int().min(1).max(16).default(2),
  /** Submissions waiting in the queue before submit answers 503. */
  JUDGE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(200),
  /** Pending or running submissions one user may have before submit answers 429. */
  JUDGE_PENDING_PER_USER: z.coerce.number().int().min(1).default(3),
  /** How long a worker holds a job without a heartbeat before another worker takes it over. */
  JUDGE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type RawEnv = z.input<typeof rawEnvSchema>;

export interface Env extends Omit<z.output<typeof rawEnvSchema>, 'JWT_SECRET'> {
  JWT_SECRET: string;
  /** Where the JWT secret came from, so production can refuse a generated one. */
  jwtSecretSource: 'env' | 'generated';
  paymentGateway: 'razorpay' | 'sandbox';
  version: string;
}

export class EnvError extends Error {}

/** Loads ./.env into process.env when present (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** A development secret kept in DATA_DIR so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  const paymentGateway = raw.RAZORPAY_KEY_ID && raw.RAZORPAY_KEY_SECRET ? 'razorpay' : 'sandbox';
  if ((raw.RAZORPAY_KEY_ID ? 1 : 0) + (raw.RAZORPAY_KEY_SECRET ? 1 : 0) === 1) {
    throw new EnvError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  const jwtSecretSource = raw.JWT_SECRET ? 'env' : 'generated';
  if (raw.NODE_ENV === 'production') {
    if (jwtSecretSource === 'generated' && !raw.ALLOW_DEV_SECRETS_IN_PRODUCTION) {
      throw new EnvError(
        'Invalid configuration:\n  JWT_SECRET: required in production (or set ALLOW_DEV_SECRETS_IN_PRODUCTION=true)',
      );
    }
    if (paymentGateway === 'sandbox' && !raw.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) {
      throw new EnvError(
        'Invalid configuration:\n  RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: required in production (or set ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true)',
      );
    }
  }
  return {
    ...raw,
    DATA_DIR: dataDir,
    JWT_SECRET: raw.JWT_SECRET ?? generatedSecret(dataDir),
    jwtSecretSource,
    paymentGateway,
    version: readVersion(),
  };
}

/** For the entry points (server, worker): loads .env, parses, and on a bad value prints it and exits 1. */
export function loadEnvOrExit(): Env {
  try {
    loadDotEnv();
    return parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
