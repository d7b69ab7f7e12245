import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, NETWORK_ERROR_MESSAGE } from './api-client.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the stored bearer token only when it looks like a JWT', async () => {
    const fetch = reply(200, { ok: 1 });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln');
    await api('/auth/profile');
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' });
    localStorage.setItem('token', 'garbage');
    await api('/auth/profile');
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty('authorization');
  });

  it('turns the error envelope into an ApiError with status, code and issues', async () => {
    vi.stubGlobal('fetch', reply(400, { success: false, message: 'Please enter a valid email address', code: 'VALIDATION_ERROR', issues: [{ path: ['body', 'email'], message: 'Please enter a valid email address' }] }));
    const err = await api('/auth/subscribe', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Please enter a valid email address' });
    expect((err as ApiError).issues[0]!.path).toEqual(['body', 'email']);
  });

  it('reports a network failure with the spec message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const err = (await api('/health').catch((e: unknown) => e)) as ApiError;
    expect(err.isNetwork).toBe(true);
    expect(err.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('validates the answer against the schema', async () => {
    vi.stubGlobal('fetch', reply(200, { success: true, data: { n: 'not a number' } }));
    await expect(api('/x', { schema: z.object({ data: z.object({ n: z.number() }) }) })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('builds query strings without empty values', async () => {
    const fetch = reply(200, {});
    vi.stubGlobal('fetch', fetch);
    await api('/guides', { query: { page: 2, search: '', category: undefined, difficulty: 'Beginner' } });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/guides?page=2&difficulty=Beginner');
  });
});
