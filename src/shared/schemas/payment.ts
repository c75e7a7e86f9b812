import { z } from 'zod';
import { idSchema } from './common.ts';
import { wholeNumber } from './whole-number.ts';

// Online payments (docs/product.md#online-payment): the methods a shop offers, the
// gateways' notices, an order's payment records and refunds.

export const ONLINE_PAYMENT_METHODS = ['bkash', 'sslcommerz'] as const;
export type OnlineMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** An attempt to pay: initiated -> paid | failed | cancelled | expired; paid -> refunded. */
export const PAYMENT_RECORD_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** What the shop must look at on an order: money to give back, or a payment to review. */
export const PAYMENT_FLAGS = ['refund-due', 'review'] as const;

/** 200: the payment methods checkout offers on this shop. */
export const paymentMethodsSchema = z.object({
  methods: z.array(z.enum(['cod', ...ONLINE_PAYMENT_METHODS])),
  holdMinutes: z.number().int(),
  /** When cash on delivery is refused (paymentRulesSchema, below). */
  rules: z.object({
    advanceDeliveryOutsideDhaka: z.boolean(),
    codLimit: z.number().int().nullable(),
    phoneCodeOnline: z.boolean(),
  }),
});

/** An attempt opened: the browser goes to `redirectUrl`, the gateway's page. */
export const startedPaymentSchema = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  redirectUrl: z.string().optional(),
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** bKash sends the customer back with these. */
export const bkashCallbackQuerySchema = z.object({
  paymentID: z.string({ message: 'paymentID is required' }).trim().min(1).max(100),
  status: z.enum(['success', 'failure', 'cancel'], {
    message: 'status must be one of: success, failure, cancel',
  }),
});

/** SSLCommerz's IPN and browser returns: a form post; only tran_id and val_id are used. */
export const sslcommerzNoticeSchema = z
  .object({
    tran_id: z.string({ message: 'tran_id is required' }).trim().min(1).max(100),
    val_id: z.string().trim().max(100).optional(),
    status: z.string().trim().max(40).optional(),
  })
  .passthrough();

export const sslcommerzReturnParamsSchema = z.object({
  outcome: z.enum(['success', 'fail', 'cancel'], {
    message: 'outcome must be one of: success, fail, cancel',
  }),
});

/** 200: what the shop made of a notice (it never says more to an unverified sender). */
export const noticeReceivedSchema = z.object({ received: z.literal(true) });

export const paymentEventSchema = z.object({
  kind: z.string(),
  /** The status this event moved the payment to; '' when it moved nothing. */
  status: z.enum([...PAYMENT_RECORD_STATUSES, '']),
  body: z.unknown(),
  at: z.string(),
});

export const paymentRecordSchema = z.object({
  _id: idSchema,
  method: z.enum(ONLINE_PAYMENT_METHODS),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  refunded: z.number().int(),
  ids: z.object({
    paymentID: z.string().nullable(),
    trxID: z.string().nullable(),
    valId: z.string().nullable(),
    bankTranId: z.string().nullable(),
  }),
  riskReview: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  events: z.array(paymentEventSchema),
  /**
   * A refund sent to the gateway whose answer was lost: its amount (and units) are held
   * until the gateway's word is known; null when there is none.
   */
  refundInDoubt: z
    .object({
      _id: idSchema,
      amount: z.number().int(),
      since: z.string(),
      /** When staff may settle it by hand: before then the gateway may still answer. */
      settleableFrom: z.string(),
    })
    .nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** An order line as a refund of lines sees it (src/shared/discount-shares.ts prices it). */
export const refundableLineSchema = z.object({
  lineNo: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Units given back already by refunds of lines. */
  refundedQuantity: z.number().int(),
  lineTotal: z.number().int(),
  /** The line's share of the coupon's discount (0 when it had none). */
  discount: z.number().int(),
});
export type RefundableLine = z.infer<typeof refundableLineSchema>;

export const orderPaymentsSchema = z.object({
  /** '' when nothing needs the shop's attention. */
  flag: z.enum([...PAYMENT_FLAGS, '']),
  dueBy: z.string().nullable(),
  /** What the customer pays for the order: a payment of this amount paid for its lines. */
  orderTotal: z.number().int(),
  lines: z.array(refundableLineSchema),
  payments: z.array(paymentRecordSchema),
});
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;

const REFUND_LINES_MAX = 100;

export const refundSchema = z
  .object({
    /** Whole Tk; with lines, optional (what was paid for them) and never above it. */
    amount: wholeNumber('amount must be a whole number of Taka')
      .min(1, 'amount must be at least 1')
      .optional(),
    reason: z
      .string({ message: 'reason is required' })
      .trim()
      .min(1, 'reason is required')
      .max(200, 'reason must be at most 200 characters'),
    /** The units given back, by line: the refund is then of what was paid for them. */
    lines: z
      .array(
        z.object({
          lineNo: wholeNumber('lineNo must be a line number of the order').min(
            1,
            'lineNo must be a line number of the order',
          ),
          quantity: wholeNumber('quantity must be a whole number from 1 up').min(
            1,
            'quantity must be a whole number from 1 up',
          ),
        }),
        { message: 'lines must be a list of { lineNo, quantity }' },
      )
      .min(1, 'lines must name at least one line')
      .max(REFUND_LINES_MAX, `lines may name at most ${REFUND_LINES_MAX} lines`)
      .optional(),
  })
  .superRefine((refund, context) => {
    if (refund.amount === undefined && !refund.lines) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'amount is required unless lines are given',
      });
    }
    const numbers = refund.lines?.map((line) => line.lineNo) ?? [];
    if (new Set(numbers).size !== numbers.length) {
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'lines must name each line once',
      });
    }
  });
export type RefundRequest = z.infer<typeof refundSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema });

export const refundParamsSchema = z.object({ id: idSchema, refundId: idSchema });

/** Staff record what the gateway's merchant panel shows of a refund in doubt. */
export const settleRefundSchema = z.object({
  outcome: z.enum(['refunded', 'not-refunded'], {
    message: 'outcome must be one of: refunded, not-refunded',
  }),
  note: z
    .string({ message: 'note is required' })
    .trim()
    .min(1, 'note is required: say what the gateway’s panel shows')
    .max(200, 'note must be at most 200 characters'),
});
export type SettleRefund = z.infer<typeof settleRefundSchema>;

/**
 * The shop's rules for cash on delivery (saved under the settings key `payment_gateways`):
 * orders delivered outside Dhaka district must pay online, and orders above `codLimit`
 * (whole Taka; null: no limit) cannot be paid in cash. A visitor proves the phone by an SMS
 * code before a cash order, always; before an online-paid one while `phoneCodeOnline` is on
 * (the default; decision 084 says what off means).
 */
export const paymentRulesSchema = z.object({
  advanceDeliveryOutsideDhaka: z.boolean({
    message: 'advanceDeliveryOutsideDhaka must be true or false',
  }),
  codLimit: z
    .number({ message: 'codLimit must be a whole number of Taka, or null for no limit' })
    .int('codLimit must be a whole number of Taka')
    .min(1, 'codLimit must be at least 1')
    .max(10_000_000, 'codLimit must be at most 10000000')
    .nullable(),
  phoneCodeOnline: z
    .boolean({ message: 'phoneCodeOnline must be true or false' })
    .default(true)
    .meta({ description: 'Ask a visitor paying online for the SMS code too (default true)' }),
});
export type PaymentRules = z.infer<typeof paymentRulesSchema>;

/** 200: orders whose payment needs the shop: money to give back, or a risky payment to review. */
export const flaggedOrdersSchema = z.array(
  z.object({
    orderId: idSchema,
    orderNumber: z.string(),
    flag: z.enum(PAYMENT_FLAGS),
    status: z.string(),
    paid: z.number().int(),
    refunded: z.number().int(),
  }),
);
export type FlaggedOrders = z.infer<typeof flaggedOrdersSchema>;
