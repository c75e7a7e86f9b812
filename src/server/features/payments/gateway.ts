// The one payment interface both gateways implement (docs/product.md#online-payment).
// A gateway only talks to its service and says what it learnt; payment-settle.ts alone
// decides what that does to a payment, after checking it against the shop's own record.

export type OnlineMethod = 'bkash' | 'sslcommerz';

/** A gateway's name as staff and customers read it. */
export const gatewayName = (method: OnlineMethod) => (method === 'bkash' ? 'bKash' : 'SSLCommerz');

/** What a gateway needs to know of a payment. */
export interface PaymentRef {
  id: string;
  method: OnlineMethod;
  /** Our own id of the attempt: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  reference: string;
  amountTk: number;
  currency: string;
  gatewayPaymentId: string | null;
  trxId: string | null;
  valId: string | null;
  bankTranId: string | null;
}

export interface PayerDetails {
  /** The customer's account; null once it was deleted (the order stays). */
  userId: string | null;
  name: string;
  /** Null for a phone account without an email. */
  email: string | null;
  phone: string;
  address: string;
  city: string;
  orderNumber: string;
  /** Card EMI's months when the order is paid in instalments (SSLCommerz only); else null. */
  emiMonths: number | null;
}

/** Writes one exchange with the gateway to the payment's history, as sent and received. */
export type Journal = (kind: string, body: unknown) => Promise<void>;

/** The gateway's ids of a payment, as far as they are known. */
export interface GatewayIds {
  trxId?: string;
  valId?: string;
  bankTranId?: string;
}

/**
 * What the gateway says of a payment. `paid` carries what the gateway confirmed, to be
 * compared with our record; `pending` means the gateway's word is unknown (no answer, a
 * 500): ask again later; `unfinished` means the customer has not paid (yet); `invalid`
 * means the gateway does not know this payment or refuses to confirm it.
 */
export type Verdict =
  | {
      outcome: 'paid';
      amount: string;
      currency: string;
      reference: string;
      ids: GatewayIds;
      /** The gateway asks the shop to review this payment before sending the goods. */
      riskReview: boolean;
    }
  | { outcome: 'failed' | 'cancelled' | 'pending' | 'unfinished' }
  | { outcome: 'invalid'; reason: string };

export interface StartedSession {
  redirectUrl: string;
  gatewayPaymentId: string | null;
}

export interface PaymentGateway {
  readonly method: OnlineMethod;
  /** Opens the gateway's session for this payment; throws GatewayError when refused. */
  start(payment: PaymentRef, payer: PayerDetails, journal: Journal): Promise<StartedSession>;
  /** Asks the gateway what became of a payment the customer left unfinished. */
  query(payment: PaymentRef, journal: Journal): Promise<Verdict>;
  /**
   * Gives back part or all of a paid payment; throws GatewayError when refused (or with an
   * unknown outcome when the answer was lost). `refundId` is the shop's own id of the refund.
   */
  refund(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    reason: string,
    journal: Journal,
  ): Promise<void>;
  /**
   * Asks the gateway what became of a refund whose answer was lost, never sending it again.
   * `history` is the payment's journal of earlier refund exchanges, as written.
   */
  refundStatus(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    history: readonly Record<string, unknown>[],
    journal: Journal,
  ): Promise<RefundAnswer>;
}

/** The gateway's word on a refund in doubt: it gave the money back, it did not, or not yet known. */
export type RefundAnswer = 'done' | 'not-done' | 'unknown';

/** The gateway refused, failed or did not answer in time. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** True when the gateway may have acted anyway (no answer): ask it again later. */
    readonly unknownOutcome = false,
  ) {
    super(message);
  }
}

/** Whole Taka as the gateways write amounts: "1250.00". */
export function gatewayAmount(tk: number): string {
  return `${tk}.00`;
}
