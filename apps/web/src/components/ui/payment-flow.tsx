// The payment widget of every purchase (spec part 1 §4, §8; part 2 §4, §8): order creation, the
// gateway (Razorpay's checkout.js when the server names it, otherwise the in-app sandbox checkout
// that pays or fails), the processing state, verification, and the Payment Failed dialog with
// Try Again and Close. A failed or closed payment leaves the order unpaid and retryable.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CreditCard, Loader2, ShieldCheck } from 'lucide-react';
import type { CreateOrderInput, GatewaySuccess } from '@robo/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { formatPaise } from '../../lib/format.ts';
import { completeSandboxPayment, createOrder, openRazorpay, verifyPayment, type CreateOrderData, type VerifyPaymentResponse } from '../../lib/payments.ts';
import { useSession } from '../../lib/session.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { useToast } from './toast.tsx';

type Phase = { name: 'idle' } | { name: 'creating' } | { name: 'sandbox' } | { name: 'processing' } | { name: 'failed'; reason: string };

export interface PaymentFlow {
  /** Starts a purchase; resolves when the flow ends (paid, failed or closed). */
  start(input: CreateOrderInput): void;
  busy: boolean;
  /** Dialogs to render somewhere in the page. */
  element: ReactNode;
}

export function usePaymentFlow(onPaid: (result: VerifyPaymentResponse['data'], order: CreateOrderData) => void): PaymentFlow {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  // The ref serves callbacks started before a re-render; the state drives what is shown.
  const order = useRef<CreateOrderData | null>(null);
  const [shownOrder, setShownOrder] = useState<CreateOrderData | null>(null);
  const toast = useToast();
  const { user } = useSession();

  const fail = useCallback(
    (reason: string) => {
      toast.error('Payment Failed', `Payment failed: ${reason}`);
      setPhase({ name: 'failed', reason });
    },
    [toast],
  );

  const verify = useCallback(
    async (response: GatewaySuccess) => {
      const current = order.current;
      if (!current) return;
      setPhase({ name: 'processing' });
      try {
        const answer = await verifyPayment({ ...response, localOrderId: current.localOrderId });
        setPhase({ name: 'idle' });
        toast.success('Payment Successful!');
        onPaid(answer.data, current);
      } catch (err) {
        fail(err instanceof ApiError && err.message ? err.message : 'Payment verification failed');
      }
    },
    [fail, onPaid, toast],
  );

  const openGateway = useCallback(async () => {
    const current = order.current;
    if (!current) return;
    if (current.gateway === 'sandbox') {
      setPhase({ name: 'sandbox' });
      return;
    }
    try {
      setPhase({ name: 'processing' });
      await openRazorpay(
        current,
        { name: user?.name ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
        { onSuccess: (r) => void verify(r), onFailure: fail, onDismiss: () => setPhase({ name: 'idle' }) },
      );
    } catch (err) {
      fail((err as Error).message || 'Failed to open payment gateway');
    }
  }, [fail, user, verify]);

  const start = useCallback(
    (input: CreateOrderInput) => {
      setPhase({ name: 'creating' });
      createOrder(input)
        .then((answer) => {
          order.current = answer.data;
          setShownOrder(answer.data);
          toast.info('Order Created');
          return openGateway();
        })
        .catch((err: unknown) => {
          setPhase({ name: 'idle' });
          if (err instanceof ApiError && err.isNetwork) toast.error('Network Error', `Network error: ${err.message}. Please check your connection and try again.`);
          else toast.error('Order Creation Failed', `Failed to create order: ${(err as Error)?.message || 'Unknown error'}`);
        });
    },
    [openGateway, toast],
  );

  const sandboxOutcome = async (outcome: 'success' | 'failure') => {
    const current = order.current;
    if (!current) return;
    setPhase({ name: 'processing' });
    try {
      const answer = await completeSandboxPayment(current.orderId, outcome);
      if ('error' in answer.data) fail(answer.data.error.description);
      else await verify(answer.data);
    } catch (err) {
      fail((err as Error).message || 'Payment initialization failed');
    }
  };

  const current = shownOrder;
  const element = (
    <>
      <Dialog open={phase.name === 'sandbox'} title="Sandbox checkout" onClose={() => setPhase({ name: 'idle' })}>
        {current && (
          <div className="space-y-4">
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Test mode: no real money moves. Choose how this payment ends.
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-500">For</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{current.description}</dd>
              <dt className="text-slate-500">Amount</dt>
              <dd className="font-semibold text-slate-900 dark:text-slate-100">{formatPaise(current.amountPaise)}</dd>
              <dt className="text-slate-500">Order</dt>
              <dd className="break-all font-mono text-xs">{current.orderId}</dd>
              {user && (
                <>
                  <dt className="text-slate-500">Payer</dt>
                  <dd>{user.name} · {user.email}</dd>
                </>
              )}
            </dl>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button className="flex-1" onClick={() => void sandboxOutcome('success')}>
                <CreditCard className="size-4" aria-hidden="true" /> Pay {formatPaise(current.amountPaise)}
              </Button>
              <Button variant="danger" className="flex-1" onClick={() => void sandboxOutcome('failure')}>
                Fail payment
              </Button>
            </div>
          </div>
        )}
      </Dialog>
      <Dialog open={phase.name === 'processing'} title="Processing payment" onClose={() => undefined}>
        <p role="status" className="flex items-center gap-3">
          <Loader2 className="size-5 animate-spin text-brand-500" aria-hidden="true" /> Processing your payment. Please do not close this window...
        </p>
      </Dialog>
      <Dialog
        open={phase.name === 'failed'}
        title="Payment Failed"
        onClose={() => setPhase({ name: 'idle' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPhase({ name: 'idle' })}>Close</Button>
            <Button onClick={() => void openGateway()}>Try Again</Button>
          </>
        }
      >
        <p role="alert">Payment failed. Please try again.</p>
        {phase.name === 'failed' && <p className="mt-2 text-slate-500 dark:text-slate-400">{phase.reason}</p>}
      </Dialog>
    </>
  );

  return { start, busy: phase.name === 'creating' || phase.name === 'processing', element };
}
