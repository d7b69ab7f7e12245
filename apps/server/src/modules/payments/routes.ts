// /api/payments: create-order, verify-payment, webhook (raw body), the sandbox widget's completion,
// payment history, a payment's detail and its invoice.
import { eq } from 'drizzle-orm';
import {
  createOrderInputSchema,
  createOrderResponseSchema,
  errorResponseSchema,
  paymentHistoryQuerySchema,
  paymentHistoryResponseSchema,
  paymentIdParamsSchema,
  paymentResponseSchema,
  sandboxCompleteInputSchema,
  sandboxCompleteResponseSchema,
  verifyPaymentInputSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from '@robo/contracts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { App } from '../../lib/types.ts';
import { createGateway } from './gateway.ts';
import { invoiceNumber, renderInvoice } from './invoice.ts';
import { completeSandboxPayment, createOrder, getPayment, handleWebhook, paymentHistory, verifyPayment } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ bearerAuth: [] }];

export async function paymentRoutes(app: App) {
  const gateway = await createGateway(app.env);

  app.post(
    '/payments/create-order',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: 'Create an order priced by the server from the catalogue',
        security,
        body: createOrderInputSchema,
        response: { 200: createOrderResponseSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Order created',
      data: await createOrder(app.db, gateway, request.userId!, request.body),
    }),
  );

  app.post(
    '/payments/verify-payment',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: "Verify the gateway's signature, mark the order paid once and grant its items",
        security,
        body: verifyPaymentInputSchema,
        response: { 200: verifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await verifyPayment(app.db, gateway, request.userId!, request.body);
      return { success: true as const, message: data.alreadyVerified ? 'Payment already verified' : 'Payment verified successfully', data };
    },
  );

  // The webhook's signature covers the exact bytes sent, so this scope keeps the body raw.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hook.post(
      '/payments/webhook',
      { schema: { tags: ['payments'], summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)', response: { 200: webhookResponseSchema, 400: errorResponseSchema, 501: errorResponseSchema } } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = request.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const message = await handleWebhook(app.db, gateway, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        return { success: true as const, message };
      },
    );
  });

  if (gateway.name === 'sandbox') {
    app.post(
      '/payments/sandbox/complete',
      {
        preHandler: [app.authenticate],
        schema: {
          tags: ['payments'],
          summary: "Sandbox gateway: pay or fail an order; answers what Razorpay's widget hands its handler",
          security,
          body: sandboxCompleteInputSchema,
          response: { 200: sandboxCompleteResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await completeSandboxPayment(app.db, gateway, request.userId!, request.body) }),
    );
  }

  app.get(
    '/payments/payment-history',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: "The caller's payments with status, date range and search filters",
        security,
        querystring: paymentHistoryQuerySchema,
        response: { 200: paymentHistoryResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await paymentHistory(app.db, request.userId!, request.query) }),
  );

  app.get(
    '/payments/:id',
    {
      preHandler: [app.authenticate],
      schema: { tags: ['payments'], summary: 'One of the caller\'s payments', security, params: paymentIdParamsSchema, response: { 200: paymentResponseSchema, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getPayment(app.db, request.userId!, request.params.id) }),
  );

  app.get(
    '/payments/:id/invoice',
    {
      preHandler: [app.authenticate],
      schema: { tags: ['payments'], summary: 'Printable HTML invoice of a completed payment', security, params: paymentIdParamsSchema },
    },
    async (request, reply) => {
      const payment = await getPayment(app.db, request.userId!, request.params.id);
      if (payment.status !== 'completed') throw new AppError('INVOICE_UNAVAILABLE', 409, 'An invoice is available once the payment is completed');
      const [buyer] = await app.db.select().from(users).where(eq(users.id, request.userId!)).limit(1);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `inline; filename="${invoiceNumber(payment)}.html"`)
        .send(renderInvoice(payment, { name: buyer!.name, email: buyer!.email, phone: buyer!.phone }));
    },
  );
}
