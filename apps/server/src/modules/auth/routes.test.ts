import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@robo/contracts';
import { createTestApp, signupUser, TEST_SECRET, uniqueEmail } from '../../test/helper.ts';
import type { GoogleVerifier } from './google.ts';

const fakeGoogle: GoogleVerifier = async (credential) => {
  if (credential !== 'google-credential-ok') throw Object.assign(new Error('bad'), { statusCode: 401 });
  return { sub: 'g-123', email: 'Priya.Google@Example.com', emailVerified: true, name: 'Priya G', picture: null };
};

const { app } = await createTestApp({ googleVerifier: fakeGoogle });

describe('POST /api/auth/signup', () => {
  it('creates an account and answers a three-part JWT and the user', async () => {
    const email = uniqueEmail('Signup');
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: '  Ravi Kumar ', email, password: 'robotics-2026' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ name: 'Ravi Kumar', email: email.toLowerCase(), avatar: null, phone: null });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses an email already used, whatever its case', async () => {
    const { user } = await signupUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'X', email: user.email.toUpperCase(), password: 'another-pass-1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE });
  });

  it('answers 400 with issues for bad fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: '', email: 'not-an-email', password: 'short' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const paths = body.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.password']));
    expect(body.issues.find((i: { path: string[] }) => i.path[1] === 'email').message).toBe('Please enter a valid email address');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, email case ignored', async () => {
    const { user, password } = await signupUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(res.json().token).toMatch(/^eyJ/);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { user } = await signupUser(app);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-password' } });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers the user for a valid token', async () => {
    const { user, auth } = await signupUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email } });
  });

  const cases: [string, () => Promise<Record<string, string>>][] = [
    ['no token', async () => ({})],
    ['a malformed token', async () => ({ authorization: 'Bearer not.a.jwt' })],
    ['a token that is not a bearer', async () => ({ authorization: 'Basic abc' })],
    ['a token signed with another secret', async () => {
      const sign = createSigner({ key: 'another-secret-another-secret-another-secret' });
      return { authorization: `Bearer ${sign({ sub: 'x', email: 'x@example.com' })}` };
    }],
    ['an expired token', async () => {
      const { user } = await signupUser(app);
      const sign = createSigner({ key: TEST_SECRET, expiresIn: 1 });
      const token = sign({ sub: user.id, email: user.email, iat: Math.floor(Date.now() / 1000) - 100 });
      await new Promise((r) => setTimeout(r, 1100));
      return { authorization: `Bearer ${token}` };
    }],
    ['an unsigned (alg none) token', async () => {
      const b = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return { authorization: `Bearer ${b({ alg: 'none', typ: 'JWT' })}.${b({ sub: 'x', email: 'x' })}.` };
    }],
    ['a valid token of a deleted account', async () => ({ authorization: `Bearer ${app.signToken({ sub: '00000000-0000-4000-8000-000000000000', email: 'gone@example.com' })}` })],
  ];
  for (const [name, headers] of cases) {
    it(`answers 401 for ${name}`, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: await headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
      expect(typeof res.json().code).toBe('string');
    });
  }
});

describe('PATCH /api/auth/profile', () => {
  it('updates name, phone and avatar of the caller only', async () => {
    const a = await signupUser(app);
    const b = await signupUser(app, { name: 'Other User' });
    const res = await app.inject({
      method: 'PATCH', url: '/api/auth/profile', headers: a.auth,
      payload: { name: 'Asha R', phone: '+91 98450 12345', avatar: 'https://example.com/a.png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha R', phone: '+91 98450 12345', avatar: 'https://example.com/a.png' });
    const other = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: b.auth });
    expect(other.json().user.name).toBe('Other User');
    const cleared = await app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: a.auth, payload: { phone: '' } });
    expect(cleared.json().user.phone).toBeNull();
  });

  it('refuses bad values and leaves the profile as it was', async () => {
    const a = await signupUser(app, { name: 'Keep Me' });
    for (const payload of [{ avatar: 'javascript:alert(1)' }, { phone: 'call me' }, { name: '' }, {}]) {
      const res = await app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: a.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: a.auth });
    expect(res.json().user).toMatchObject({ name: 'Keep Me', avatar: null, phone: null });
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/google', () => {
  it('creates the account on first sign-in and finds it again', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'google-credential-ok' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'priya.google@example.com', name: 'Priya G' });
    const again = await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'google-credential-ok' } });
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a bad credential with 401', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'google-credential-bad' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 501 with a clear message when Google is not configured', async () => {
    const { app: plain } = await createTestApp({ googleVerifier: null });
    const res = await plain.inject({ method: 'POST', url: '/api/auth/google', payload: { credential: 'whatever-credential' } });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ success: false, code: 'GOOGLE_SIGNIN_DISABLED', message: 'Google sign-in is not enabled on this server' });
  });
});
