import { describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from './test/helper.ts';

const { app } = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', BODY_LIMIT_BYTES: '2048' } });

describe('platform behaviour', () => {
  it('answers unknown /api paths with a 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: `No API route ${method} /api/does-not-exist` });
    }
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/json' }, payload: '{"description": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/feedback', payload: { description: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('puts a request id on every response and keeps a sane incoming one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'lb-abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('lb-abc-123');
    const hostile = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(hostile.headers['x-request-id']).not.toBe('a b\nc');
  });

  it('sends security headers with a CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health with the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', version: expect.any(String), database: { reachable: true } });
    expect(res.json().data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/health', '/api/feedback']));
    expect(doc.paths['/api/auth/signup'].post.requestBody).toBeDefined();
  });
});

describe('500 answers', () => {
  it('hide internals and carry a request id', async () => {
    const { app: fresh } = await createTestApp();
    // A route that fails the way a bug would, registered before the app is ready.
    const { buildApp } = await import('./app.ts');
    const { testEnv } = await import('./test/helper.ts');
    const broken = await buildApp({ env: testEnv(), database: fresh.database, logger: false });
    broken.get('/api/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    await broken.ready();
    const res = await broken.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR', requestId: res.headers['x-request-id'] });
    await broken.close();
  });
});

describe('rate limits', () => {
  it('stops password guessing against one account but not other accounts', async () => {
    const victim = uniqueEmail('victim');
    const attempt = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-1234' } });
    for (let i = 0; i < 3; i++) expect((await attempt(victim)).statusCode).toBe(401);
    const blocked = await attempt(victim.toUpperCase());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Same IP, another account: a classroom behind one NAT keeps working.
    expect((await attempt(uniqueEmail('classmate'))).statusCode).toBe(401);
  });

  it('lets a classroom of 60 sign up from one address', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: `Student ${i}`, email: uniqueEmail('class'), password: 'classroom-pass' } });
      expect(res.statusCode).toBe(201);
    }
  });

  it('limits the public forms per address', async () => {
    const { app: strict } = await createTestApp({ env: { RATE_LIMIT_FORMS_PER_IP: '2' } });
    const send = () => strict.inject({ method: 'POST', url: '/api/feedback', payload: { description: 'Great platform' } });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});
