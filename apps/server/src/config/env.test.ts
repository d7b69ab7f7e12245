import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/robo-env-test' };

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({ ...base });
    expect(env).toMatchObject({ PORT: 3000, JUDGE_WORKERS: 1, paymentGateway: 'sandbox', NODE_ENV: 'development' });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ ...base, RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(EnvError);
  });

  it('picks the Razorpay gateway when both keys are set', () => {
    expect(parseEnv({ ...base, RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 'b' }).paymentGateway).toBe('razorpay');
  });

  it('refuses production on a generated secret or the sandbox gateway unless told', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/robo-env-test', RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ ...base, NODE_ENV: 'production' })).toThrow(/RAZORPAY/);
    expect(parseEnv({ ...base, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' }).paymentGateway).toBe('sandbox');
  });

  it('generates and keeps a development secret in DATA_DIR', () => {
    const dir = `/tmp/robo-env-test-${process.pid}`;
    const a = parseEnv({ DATA_DIR: dir });
    const b = parseEnv({ DATA_DIR: dir });
    expect(a.jwtSecretSource).toBe('generated');
    expect(a.JWT_SECRET).toBe(b.JWT_SECRET);
    expect(a.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
