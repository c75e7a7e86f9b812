import { answerField, callGateway, field, type GatewayAnswer } from './gateway-http.ts';
import {
  GatewayError,
  gatewayAmount,
  type Journal,
  type PayerDetails,
  type PaymentGateway,
  type PaymentRef,
  type RefundAnswer,
  type Verdict,
} from './gateway.ts';

// bKash Tokenized Checkout: grant a token, create a payment, send the customer to
// bkashURL, execute on their return, query the status, refund.

export interface BkashSettings {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  callbackUrl: string;
  timeoutMs: number;
}

interface Token {
  idToken: string;
  refreshToken: string;
  /** Epoch ms after which the token is refreshed rather than used. */
  refreshAt: number;
}

/** Refresh this long before bKash's expiry, so no call goes out with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

export class BkashGateway implements PaymentGateway {
  readonly method = 'bkash' as const;
  private token: Token | null = null;
  private pendingToken: Promise<Token> | null = null;

  constructor(private readonly settings: BkashSettings) {}

  async start(payment: PaymentRef, payer: PayerDetails, journal: Journal) {
    const request = {
      mode: '0011',
      payerReference: payer.phone,
      callbackURL: this.settings.callbackUrl,
      amount: gatewayAmount(payment.amountTk),
      currency: payment.currency,
      intent: 'sale',
      merchantInvoiceNumber: payment.reference,
    };
    const { body } = await this.call('/tokenized/checkout/create', request);
    await journal('create', { request, answer: body });
    const paymentID = field(body, 'paymentID');
    const bkashURL = field(body, 'bkashURL');
    if (field(body, 'statusCode') !== '0000' || !paymentID || !bkashURL) {
      throw new GatewayError(
        `bKash refused the payment: ${field(body, 'statusMessage') || 'no paymentID'}`,
      );
    }
    return { redirectUrl: bkashURL, gatewayPaymentId: paymentID };
  }

  /** Executes a payment the customer approved; on any doubt, the status query decides. */
  async execute(payment: PaymentRef, journal: Journal): Promise<Verdict> {
    const paymentID = payment.gatewayPaymentId as string;
    let answer: GatewayAnswer;
    try {
      answer = await this.call('/tokenized/checkout/execute', { paymentID });
    } catch (error) {
      await journal('execute', { paymentID, error: String(error) });
      if (error instanceof GatewayError && error.unknownOutcome) return { outcome: 'pending' };
      throw error;
    }
    await journal('execute', { paymentID, answer: answer.body });
    if (field(answer.body, 'statusCode') === '0000') return verdictOf(answer.body);
    // Executed before (a duplicate callback) or refused: the status tells which.
    return this.query(payment, journal);
  }

  async query(payment: PaymentRef, journal: Journal): Promise<Verdict> {
    if (!payment.gatewayPaymentId) return { outcome: 'failed' };
    const paymentID = payment.gatewayPaymentId;
    let answer: GatewayAnswer;
    try {
      answer = await this.call('/tokenized/checkout/payment/status', { paymentID });
    } catch (error) {
      await journal('query', { paymentID, error: String(error) });
      return { outcome: 'pending' };
    }
    await journal('query', { paymentID, answer: answer.body });
    if (field(answer.body, 'statusCode') !== '0000') {
      return { outcome: 'invalid', reason: field(answer.body, 'statusMessage') || 'unknown' };
    }
    return verdictOf(answer.body);
  }

  async refund(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    reason: string,
    journal: Journal,
  ) {
    const request = {
      paymentID: payment.gatewayPaymentId,
      trxID: payment.trxId,
      amount: gatewayAmount(refund.amountTk),
      sku: payment.reference,
      reason,
    };
    const { body } = await this.call('/tokenized/checkout/payment/refund', request);
    await journal('refund', { request, answer: body });
    if (field(body, 'statusCode') !== '0000' || field(body, 'transactionStatus') !== 'Completed') {
      throw new GatewayError(
        `bKash refused the refund: ${field(body, 'statusMessage') || 'no refund'}`,
      );
    }
  }

  /**
   * bKash's refund status: the refund call without an amount answers the payment's latest
   * refund. It is this refund when its refundTrxID is none the shop has seen before and its
   * amount is this refund's; an earlier one's, or "no refund" (a statusCode other than 0000),
   * means bKash never made this one.
   */
  async refundStatus(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    history: readonly Record<string, unknown>[],
    journal: Journal,
  ): Promise<RefundAnswer> {
    const request = { paymentID: payment.gatewayPaymentId, trxID: payment.trxId };
    const { status, body } = await this.call('/tokenized/checkout/payment/refund', request);
    await journal('refund-status', { request, answer: body });
    const code = field(body, 'statusCode');
    if (status !== 200 || !code) return 'unknown';
    if (code !== '0000') return 'not-done';
    const refundTrxID = field(body, 'refundTrxID');
    const seenBefore = history.some(
      (event) => event.refundId !== refund.id && answerField(event, 'refundTrxID') === refundTrxID,
    );
    if (seenBefore) return 'not-done';
    const completed = field(body, 'transactionStatus') === 'Completed';
    return completed && Number(field(body, 'amount')) === refund.amountTk ? 'done' : 'unknown';
  }

  /** A call with the token; a 401 (token revoked or expired early) gets one fresh grant. */
  private async call(path: string, body: object): Promise<GatewayAnswer> {
    const send = async (token: Token) =>
      callGateway(
        this.settings.baseUrl + path,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: token.idToken,
            'x-app-key': this.settings.appKey,
          },
          body: JSON.stringify(body),
        },
        this.settings.timeoutMs,
      );
    const answer = await send(await this.validToken());
    if (answer.status !== 401) return answer;
    this.token = null;
    return send(await this.validToken());
  }

  /** The cached token; refreshed shortly before it expires, granted anew when that fails. */
  private async validToken(): Promise<Token> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token;
    this.pendingToken ??= this.renewToken().finally(() => {
      this.pendingToken = null;
    });
    this.token = await this.pendingToken;
    return this.token;
  }

  private async renewToken(): Promise<Token> {
    const { appKey, appSecret } = this.settings;
    if (this.token) {
      const refresh = {
        app_key: appKey,
        app_secret: appSecret,
        refresh_token: this.token.refreshToken,
      };
      const refreshed = await this.tokenCall('/tokenized/checkout/token/refresh', refresh);
      if (refreshed) return refreshed;
    }
    const granted = await this.tokenCall('/tokenized/checkout/token/grant', {
      app_key: appKey,
      app_secret: appSecret,
    });
    if (!granted) throw new GatewayError('bKash refused the token grant: check the credentials');
    return granted;
  }

  private async tokenCall(path: string, body: object): Promise<Token | null> {
    const { body: answer } = await callGateway(
      this.settings.baseUrl + path,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          username: this.settings.username,
          password: this.settings.password,
        },
        body: JSON.stringify(body),
      },
      this.settings.timeoutMs,
    );
    const idToken = field(answer, 'id_token');
    if (field(answer, 'statusCode') !== '0000' || !idToken) return null;
    const expiresInMs = (Number(field(answer, 'expires_in')) || 3600) * 1000;
    return {
      idToken,
      refreshToken: field(answer, 'refresh_token'),
      refreshAt: Date.now() + Math.max(0, expiresInMs - REFRESH_MARGIN_MS),
    };
  }
}

/** An execute or status answer as a verdict: only "Completed" is money taken. */
function verdictOf(body: Record<string, unknown>): Verdict {
  const status = field(body, 'transactionStatus');
  if (status === 'Completed') {
    return {
      outcome: 'paid',
      amount: field(body, 'amount'),
      currency: field(body, 'currency'),
      reference: field(body, 'merchantInvoiceNumber'),
      ids: { trxId: field(body, 'trxID') },
      riskReview: false,
    };
  }
  if (status === 'Initiated' || status === 'Inprogress') {
    return { outcome: 'unfinished' };
  }
  return { outcome: status === 'Cancelled' ? 'cancelled' : 'failed' };
}
