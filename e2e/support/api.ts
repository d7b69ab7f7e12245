// Helpers for browser tests: each test makes its own user through the API.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export function newUser(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: `Test Learner ${id}`, email: `${prefix}-${id}@example.com`, password: 'robot-arm-2026' };
}

export async function apiSignup(request: APIRequestContext, user = newUser()) {
  const res = await request.post('/api/auth/signup', { data: user });
  if (res.status() !== 201) throw new Error(`signup failed ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: string; name: string; email: string } };
  return { ...user, token: body.token, id: body.user.id, user: body.user };
}

/** Puts a session in storage the way the app keeps it, then opens the path. */
export async function loginAs(page: Page, session: { token: string; user: object }, path = '/') {
  await page.addInitScript(([token, user]) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('token', token!);
      localStorage.setItem('user', user!);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, [session.token, JSON.stringify(session.user)]);
  await page.goto(path);
}
