// Payments (design.md, Payments; spec part 1 §7, part 2 §7): orders priced by the server,
// Razorpay-compatible verification, webhook, sandbox gateway and payment history.
import { z } from 'zod';
import { paginationSchema } from './common.ts';

export const PURCHASE_ITEM_TYPES = ['roadmap', 'course', 'event'] as const;
export type PurchaseItemType = (typeof PURCHASE_ITEM_TYPES)[number];
export const MAX_ORDER_ITEMS = 20;

export const createOrderInputSchema = z
  .object({
    itemIds: z.array(z.string().trim().min(1).max(100)).min(1, 'Choose at least one item').max(MAX_ORDER_ITEMS),
    itemTypes: z.array(z.enum(PURCHASE_ITEM_TYPES, 'Unknown item type')).min(1).max(MAX_ORDER_ITEMS),
    /** What the client believes it pays, in rupees (spec: 29 for a roadmap); refused when it differs. */
    amount: z.number().nonnegative().max(10_000_000).optional(),
    currency: z.literal('INR', 'Only INR is supported').default('INR'),
  })
  .refine((v) => v.itemIds.length === v.itemTypes.length, { message: 'itemIds and itemTypes must have the same length', path: ['itemTypes'] });
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;

export const orderItemSchema = z.object({
  type: z.enum(PURCHASE_ITEM_TYPES),
  id: z.string(),
  title: z.string(),
  pricePaise: z.number().int(),
  thumbnail: z.string().nullable(),
  byline: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const PAYMENT_GATEWAYS = ['razorpay', 'sandbox'] as const;
export const createOrderDataSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  key: z.string(),
  /** Rupees, as the spec's widget expects (it multiplies by 100). */
  amount: z.number(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  localOrderId: z.string(),
  description: z.string(),
  items: z.array(orderItemSchema),
});
export type CreateOrderData = z.infer<typeof createOrderDataSchema>;
export const createOrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: createOrderDataSchema });

/** What the gateway widget hands its success handler. */
export const gatewaySuccessSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type GatewaySuccess = z.infer<typeof gatewaySuccessSchema>;

export const verifyPaymentInputSchema = gatewaySuccessSchema.extend({ localOrderId: z.uuid('Invalid order id') });
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInputSchema>;

export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  transactionId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** Rupees (spec field); amountPaise is exact. */
  amount: z.number(),
  amountPaise: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  orderId: z.object({
    _id: z.string(),
    gatewayOrderId: z.string(),
    courseIds: z.array(z.object({ _id: z.string(), type: z.enum(PURCHASE_ITEM_TYPES), title: z.string(), thumbnail: z.string().nullable(), pricePaise: z.number().int() })),
  }),
});
export type Payment = z.infer<typeof paymentSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ payment: paymentSchema, alreadyVerified: z.boolean() }),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const sandboxCompleteInputSchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export const sandboxFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export const sandboxCompleteResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([gatewaySuccessSchema, sandboxFailureSchema]),
});

export const DATE_RANGES = ['all', '7', '30', '90', '365'] as const;
export const PAYMENT_HISTORY_MAX_LIMIT = 50;
export const paymentHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAYMENT_HISTORY_MAX_LIMIT).default(10),
  status: z.enum(['all', ...PAYMENT_STATUSES]).default('all'),
  dateRange: z.enum(DATE_RANGES).default('all'),
  search: z.string().trim().max(100).optional(),
});
export type PaymentHistoryQuery = Partial<z.output<typeof paymentHistoryQuerySchema>>;
export const paymentHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payments: z.array(paymentSchema), pagination: paginationSchema }),
});
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;
export const paymentResponseSchema = z.object({ success: z.literal(true), data: paymentSchema });
export const paymentIdParamsSchema = z.object({ id: z.uuid('Invalid payment id') });
export const webhookResponseSchema = z.object({ success: z.literal(true), message: z.string() });
