// Roadmap paywall, cart and checkout through the sandbox gateway, failed payment retry, payment
// history filters, and roadmap progress across reloads and a second browser of the same user.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Sandbox checkout' });

/** Buys items through the API the way the browser does (create-order, sandbox widget, verify). */
async function apiBuy(request: APIRequestContext, token: string, itemIds: string[], itemTypes: string[], outcome: 'success' | 'failure' = 'success') {
  const headers = { authorization: `Bearer ${token}` };
  const order = (await (await request.post('/api/payments/create-order', { headers, data: { itemIds, itemTypes } })).json()).data;
  const widget = (await (await request.post('/api/payments/sandbox/complete', { headers, data: { orderId: order.orderId, outcome } })).json()).data;
  if (outcome === 'success') {
    const res = await request.post('/api/payments/verify-payment', { headers, data: { ...widget, localOrderId: order.localOrderId } });
    expect(res.status()).toBe(200);
    return widget.razorpay_payment_id as string;
  }
  return order.orderId as string;
}

test('buy a roadmap from its paywall through the sandbox checkout; it stays unlocked after reload', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/roadmap/mobile-Robotics');
  const main = page.locator('main');
  await expect(main.getByText('₹29', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Unlock for ₹29' }).click();
  await expect(sandboxDialog(page)).toBeVisible();
  await expect(sandboxDialog(page).getByText(session.email, { exact: false })).toBeVisible();
  await sandboxDialog(page).getByRole('button', { name: 'Pay ₹29' }).click();
  await expect(page.getByRole('progressbar', { name: 'Roadmap progress' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Learning Tips' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Roadmap progress' })).toBeVisible();
  await expect(main.getByRole('button', { name: /Unlock/ })).toHaveCount(0);
});

test('a failed payment shows Payment Failed; Try Again then succeeds', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/roadmap/ai-engineer');
  await page.locator('main').getByRole('button', { name: 'Unlock for ₹29' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Fail payment' }).click();
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toBeVisible();
  await expect(failed.getByText('Payment failed. Please try again.')).toBeVisible();
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay ₹29' }).click();
  await expect(page.getByRole('progressbar', { name: 'Roadmap progress' })).toBeVisible();
});

test('buy a course from the cart: checkout, success screen, payment-success with the transaction id', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/courses/ros2-fundamentals');
  const main = page.locator('main');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart!')).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Already in Cart')).toBeVisible();

  await page.goto('/cart');
  await expect(main.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  await expect(main.getByText('Taxes')).toBeVisible();
  await main.getByRole('button', { name: 'Pay ₹1,499' }).click();
  await sandboxDialog(page).getByRole('button', { name: 'Pay ₹1,499' }).click();
  await expect(main.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 10_000 });
  await expect(page.getByTestId('transaction-id')).toHaveText(/^pay_/);
  await expect(main.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/courses/ros2-fundamentals');

  await page.goto('/courses/ros2-fundamentals');
  await expect(main.getByText('You are enrolled')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Your course' })).toBeVisible();
  await page.goto('/cart');
  await expect(main.getByText('Your cart is empty')).toBeVisible();
});

test('payment history lists purchases with working status, search and detail', async ({ page, request }) => {
  const session = await apiSignup(request);
  const paidId = await apiBuy(request, session.token, ['robotics-math-primer'], ['course']);
  await apiBuy(request, session.token, ['industry'], ['roadmap']);
  await apiBuy(request, session.token, ['slam-lidar-visual'], ['course'], 'failure');
  await loginAs(page, session, '/payment-history');
  const main = page.locator('main');
  const rows = main.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await main.getByLabel('Status').selectOption('failed');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('SLAM in Practice');
  await main.getByLabel('Status').selectOption('completed');
  await expect(rows).toHaveCount(2);
  await main.getByLabel('Search payments').fill(paidId);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Robotics');
  await main.getByLabel('Search payments').fill('no such course');
  await expect(main.getByText('No payments found')).toBeVisible();
  await main.getByLabel('Search payments').fill('Industrial');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link', { name: /View details/ }).click();
  await expect(main.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expect(main.getByText('GST (0%)')).toBeVisible();
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-.*\.html$/);
});

test('roadmap progress persists across reload and in a second browser of the same user', async ({ page, request, browser }) => {
  const session = await apiSignup(request);
  await apiBuy(request, session.token, ['industry'], ['roadmap']);
  await loginAs(page, session, '/roadmap/industry');
  const week = page.locator('main').getByRole('checkbox').first();
  await expect(week).not.toBeChecked();
  await week.check();
  await expect(page.getByTestId('progress-percent')).not.toHaveText('0% complete');
  const percent = await page.getByTestId('progress-percent').textContent();
  // Let the save reach the server before leaving.
  await expect.poll(async () => (await (await request.get('/api/roadmaps/industry/progress', { headers: { authorization: `Bearer ${session.token}` } })).json()).data.completedWeeks.length).toBe(1);
  await page.reload();
  await expect(page.locator('main').getByRole('checkbox').first()).toBeChecked();

  const other = await browser.newContext();
  const second = await other.newPage();
  await loginAs(second, session, '/roadmap/industry');
  await expect(second.locator('main').getByRole('checkbox').first()).toBeChecked();
  await expect(second.getByTestId('progress-percent')).toHaveText(percent!);
  await other.close();
});

test('the roadmap page shows the login gate to guests and Roadmap not found for unknown slugs', async ({ page, request }) => {
  await page.goto('/roadmap/industry');
  await expect(page.locator('main').getByText('Authentication required to access roadmap', { exact: false })).toBeVisible();
  const session = await apiSignup(request);
  await loginAs(page, session, '/roadmap/underwater-robots');
  await expect(page.locator('main').getByRole('heading', { name: 'Roadmap not found' })).toBeVisible();
});
