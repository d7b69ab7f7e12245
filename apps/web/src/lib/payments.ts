// The purchase flow shared by every feature that sells (roadmaps, checkout): create the order the
// server prices, open the gateway widget (Razorpay's checkout.js, or the in-app sandbox), verify.
import {
  createOrderResponseSchema,
  sandboxCompleteResponseSchema,
  verifyPaymentResponseSchema,
  type CreateOrderData,
  type CreateOrderInput,
  type GatewaySuccess,
  type VerifyPaymentResponse,
} from '@robo/contracts';
import { api } from './api-client.ts';

export const createOrder = (input: CreateOrderInput) =>
  api('/payments/create-order', { method: 'POST', body: input, schema: createOrderResponseSchema });

export const verifyPayment = (input: GatewaySuccess & { localOrderId: string }) =>
  api('/payments/verify-payment', { method: 'POST', body: input, schema: verifyPaymentResponseSchema });

export const completeSandboxPayment = (orderId: string, outcome: 'success' | 'failure') =>
  api('/payments/sandbox/complete', { method: 'POST', body: { orderId, outcome }, schema: sandboxCompleteResponseSchema });

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description?: string; reason?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptPromise: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script once; rejects with the spec's message when it cannot. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  scriptPromise ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Failed to load payment gateway'));
    };
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Failed to load payment gateway'));
    };
    document.body.appendChild(script);
  });
  return scriptPromise;
}

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

/** Opens Razorpay's widget with amount x 100 (paise) and the user's prefill. */
export async function openRazorpay(
  order: CreateOrderData,
  prefill: Prefill,
  handlers: { onSuccess: (r: GatewaySuccess) => void; onFailure: (reason: string) => void; onDismiss: () => void },
) {
  const Razorpay = await loadRazorpay();
  let widget: RazorpayInstance;
  try {
    widget = new Razorpay({
      key: order.key,
      amount: Math.round(order.amount * 100),
      currency: order.currency,
      order_id: order.orderId,
      name: 'RoboAcademy',
      description: order.description,
      prefill,
      theme: { color: '#4f46e5' },
      handler: handlers.onSuccess,
      modal: { ondismiss: handlers.onDismiss },
    });
    widget.on('payment.failed', (r) => handlers.onFailure(r.error.description ?? r.error.reason ?? 'Payment failed'));
    widget.open();
  } catch {
    throw new Error('Failed to open payment gateway');
  }
}

export type { CreateOrderData, VerifyPaymentResponse };
