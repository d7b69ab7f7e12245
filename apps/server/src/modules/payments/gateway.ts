// Payment gateways behind one interface (design.md, Payments): Razorpay through its official SDK
// when keys are set, otherwise a local sandbox that signs exactly like Razorpay with its own secret.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';

export interface GatewayOrderInput {
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  name: 'razorpay' | 'sandbox';
  /** Public key id handed to the browser widget. */
  keyId: string;
  /** Secret of HMAC_SHA256(order_id|payment_id) signatures. */
  keySecret: string;
  /** Secret of X-Razorpay-Signature over webhook bodies; null when not configured. */
  webhookSecret: string | null;
  createOrder(input: GatewayOrderInput): Promise<{ id: string }>;
}

export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(givenHex, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);

const gatewayId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/** Sandbox secrets derive from the JWT secret: stable per deployment, never sent to a client. */
export function sandboxSecrets(env: Pick<Env, 'JWT_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>) {
  const derive = (label: string) => createHash('sha256').update(`${label}:${env.JWT_SECRET}`).digest('hex');
  return { keySecret: derive('sandbox-payments'), webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? derive('sandbox-webhook') };
}

function sandboxGateway(env: Env): PaymentGateway {
  const secrets = sandboxSecrets(env);
  return {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    keySecret: secrets.keySecret,
    webhookSecret: secrets.webhookSecret,
    async createOrder() {
      return { id: gatewayId('order') };
    },
  };
}

async function razorpayGateway(env: Env): Promise<PaymentGateway> {
  const { default: Razorpay } = await import('razorpay');
  const client = new Razorpay({ key_id: env.RAZORPAY_KEY_ID!, key_secret: env.RAZORPAY_KEY_SECRET! });
  return {
    name: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
    async createOrder(input) {
      try {
        const order = await client.orders.create({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes });
        return { id: order.id };
      } catch (err) {
        const description = (err as { error?: { description?: string } }).error?.description;
        throw new AppError('GATEWAY_ERROR', 502, `Payment initialization failed${description ? `: ${description}` : ''}`);
      }
    },
  };
}

export async function createGateway(env: Env): Promise<PaymentGateway> {
  return env.paymentGateway === 'razorpay' ? razorpayGateway(env) : sandboxGateway(env);
}

export const newSandboxPaymentId = () => gatewayId('pay');
