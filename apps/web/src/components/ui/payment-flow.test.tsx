import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session.tsx';
import { Button } from './button.tsx';
import { usePaymentFlow } from './payment-flow.tsx';
import { ToastProvider } from './toast.tsx';

const order = { gateway: 'sandbox', key: 'rzp_test_sandbox', amount: 29, amountPaise: 2900, currency: 'INR', orderId: 'order_abc', localOrderId: '6f1c2f34-8c0e-4a55-9d0e-3f8a1f7b2c11', description: 'AI Engineer Roadmap', items: [] };
const payment = { _id: 'p1', id: 'p1', transactionId: 'pay_1', paymentMethod: 'sandbox', amount: 29, amountPaise: 2900, currency: 'INR', status: 'completed', failureReason: null, createdAt: '2026-01-01T00:00:00.000Z', paidAt: '2026-01-01T00:00:00.000Z', orderId: { _id: order.localOrderId, gatewayOrderId: 'order_abc', courseIds: [] } };

function stubServer() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body: unknown = init.body ? JSON.parse(init.body as string) : undefined;
      calls.push({ url, body });
      const json = (data: unknown) => new Response(JSON.stringify({ success: true, message: 'ok', data }), { status: 200 });
      if (url.endsWith('/payments/create-order')) return json(order);
      if (url.endsWith('/payments/sandbox/complete')) {
        return (body as { outcome: string }).outcome === 'success'
          ? json({ razorpay_order_id: 'order_abc', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' })
          : json({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'bank', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: 'order_abc', payment_id: 'pay_x' } } });
      }
      if (url.endsWith('/payments/verify-payment')) return json({ payment, alreadyVerified: false });
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

function Harness({ onPaid }: { onPaid: () => void }) {
  const pay = usePaymentFlow(onPaid);
  return (
    <>
      <Button onClick={() => pay.start({ itemIds: ['ai-engineer'], itemTypes: ['roadmap'], amount: 29, currency: 'INR' })}>Buy</Button>
      {pay.element}
    </>
  );
}

const renderHarness = (onPaid: () => void) =>
  render(
    <SessionProvider>
      <ToastProvider>
        <Harness onPaid={onPaid} />
      </ToastProvider>
    </SessionProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('usePaymentFlow (sandbox gateway)', () => {
  it('creates the order with the shown amount, pays in the sandbox dialog and verifies with the widget answer', async () => {
    const calls = stubServer();
    const onPaid = vi.fn();
    renderHarness(onPaid);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹29' }, { timeout: 5000 });
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls[0]!.body).toEqual({ itemIds: ['ai-engineer'], itemTypes: ['roadmap'], amount: 29, currency: 'INR' });
    expect(calls.at(-1)!.body).toEqual({ razorpay_order_id: 'order_abc', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig', localOrderId: order.localOrderId });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
  });

  it('shows Payment Failed with the reason; Try Again reopens the same order without creating another', async () => {
    const calls = stubServer();
    const onPaid = vi.fn();
    renderHarness(onPaid);
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await screen.findByRole('button', { name: 'Pay ₹29' }, { timeout: 5000 });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Fail payment' }, { timeout: 5000 })));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText(/Card declined/).length).toBeGreaterThan(0);
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹29' }, { timeout: 5000 })));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.url.endsWith('/create-order'))).toHaveLength(1);
  });
});
