import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { apiSignup, loginAs, newUser } from '../support/api.ts';

/** The page's main form (the footer has a newsletter form too). */
const form = (page: Page) => page.locator('main form');

test('sign up, stay signed in across a reload, log out through the confirmation dialog', async ({ page }) => {
  const user = newUser('signup');
  await page.goto('/signup');
  await form(page).getByLabel('Full name').fill(user.name);
  await form(page).getByLabel('Email').fill(user.email);
  await form(page).getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL('/');
  const menu = page.getByRole('button', { name: user.name });
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/);

  await page.reload();
  await expect(page.getByRole('button', { name: user.name })).toBeVisible();

  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('cancelling the logout dialog keeps the session', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/');
  await page.getByRole('button', { name: session.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: session.name })).toBeVisible();
});

test('log in with the right password, see the profile', async ({ page, request }) => {
  const session = await apiSignup(request);
  await page.goto('/login');
  await form(page).getByLabel('Email').fill(session.email.toUpperCase());
  await form(page).getByLabel('Password').fill(session.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
  await expect(page.getByText(session.email.toLowerCase())).toBeVisible();
});

test('login errors: field validation and a wrong password', async ({ page, request }) => {
  const session = await apiSignup(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await form(page).getByLabel('Email').fill(session.email);
  await form(page).getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/login');
});

test('signup shows the server error for an email already taken', async ({ page, request }) => {
  const session = await apiSignup(request);
  await page.goto('/signup');
  await form(page).getByLabel('Full name').fill('Someone Else');
  await form(page).getByLabel('Email').fill(session.email);
  await form(page).getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('a guarded route sends a guest to /login and back after login', async ({ page, request }) => {
  const session = await apiSignup(request);
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await form(page).getByLabel('Email').fill(session.email);
  await form(page).getByLabel('Password').fill(session.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
});

test('/login and /signup send a signed-in user to /', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/login');
  await expect(page).toHaveURL('/');
  await page.goto('/signup');
  await expect(page).toHaveURL('/');
});

test('an invalid stored session is cleared silently at start', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature');
    localStorage.setItem('user', JSON.stringify({ id: 'x', name: 'Forged', email: 'f@x.com' }));
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('profile edit saves name and phone, and refuses a bad avatar URL', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await form(page).getByLabel('Full name').fill('Renamed Learner');
  await page.getByLabel('Phone').fill('+91 98450 12345');
  await page.getByLabel('Avatar URL').fill('ftp://bad');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Avatar must be an http(s) URL')).toBeVisible();
  await page.getByLabel('Avatar URL').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Renamed Learner' })).toBeVisible();
  await expect(page.getByText('+91 98450 12345')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Renamed Learner' })).toBeVisible();
});

test('unknown paths redirect to /', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
