import { answerField, callGateway, field } from './gateway-http.ts';
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

// SSLCommerz v4: open a session, send the customer to GatewayPageURL, and believe a
// notice (IPN or browser return) only after the Order Validation API confirms its val_id.

export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** The shop's own addresses, built from PUBLIC_URL. */
  urls: { success: string; fail: string; cancel: string; ipn: string };
  timeoutMs: number;
}

export class SslcommerzGateway implements PaymentGateway {
  readonly method = 'sslcommerz' as const;

  constructor(private readonly settings: SslcommerzSettings) {}

  async start(payment: PaymentRef, payer: PayerDetails, journal: Journal) {
    const { urls } = this.settings;
    const request = {
      total_amount: gatewayAmount(payment.amountTk),
      currency: payment.currency,
      tran_id: payment.reference,
      success_url: urls.success,
      fail_url: urls.fail,
      cancel_url: urls.cancel,
      ipn_url: urls.ipn,
      cus_name: payer.name,
      // A phone account may have no email; the gateway then asks the payer on its own page.
      cus_email: payer.email ?? '',
      cus_phone: payer.phone,
      cus_add1: payer.address,
      cus_city: payer.city,
      cus_country: 'Bangladesh',
      shipping_method: 'Courier',
      product_name: `Order ${payer.orderNumber}`,
      product_category: 'Computer parts',
      product_profile: 'physical-goods',
      // Card EMI (decision 086): SSLCommerz offers instalments up to the months the shopper
      // chose at checkout and preselects them; the amount is the order's, as for a card.
      ...(payer.emiMonths !== null && {
        emi_option: '1',
        emi_max_inst_option: String(payer.emiMonths),
        emi_selected_inst: String(payer.emiMonths),
      }),
    };
    const form = new URLSearchParams({
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      ...request,
    });
    const { body } = await callGateway(
      `${this.settings.baseUrl}/gwprocess/v4/api.php`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
      this.settings.timeoutMs,
    );
    await journal('create', { request, answer: body });
    const pageUrl = field(body, 'GatewayPageURL');
    if (field(body, 'status') !== 'SUCCESS' || !pageUrl) {
      throw new GatewayError(
        `SSLCommerz refused the session: ${field(body, 'failedreason') || 'no page'}`,
      );
    }
    return { redirectUrl: pageUrl, gatewayPaymentId: field(body, 'sessionkey') || null };
  }

  /** The Order Validation API's word on a val_id: the only proof of a card payment. */
  async validate(valId: string, journal: Journal): Promise<Verdict> {
    const query = new URLSearchParams({
      val_id: valId,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      format: 'json',
    });
    let body: Record<string, unknown>;
    try {
      ({ body } = await callGateway(
        `${this.settings.baseUrl}/validator/api/validationserverAPI.php?${query}`,
        { method: 'GET' },
        this.settings.timeoutMs,
      ));
    } catch (error) {
      await journal('validate', { valId, error: String(error) });
      return { outcome: 'pending' };
    }
    await journal('validate', { valId, answer: body });
    const status = field(body, 'status');
    if (status !== 'VALID' && status !== 'VALIDATED') {
      return { outcome: 'invalid', reason: status || 'no status' };
    }
    return {
      outcome: 'paid',
      amount: field(body, 'amount'),
      currency: field(body, 'currency'),
      reference: field(body, 'tran_id'),
      ids: { valId, bankTranId: field(body, 'bank_tran_id') },
      riskReview: field(body, 'risk_level') === '1',
    };
  }

  /**
   * The transaction query by tran_id: what became of an attempt whatever notices were
   * lost. A VALID or VALIDATED transaction is proven by the Order Validation API with its
   * val_id (the one proof of a card payment); no transaction, or one still UNATTEMPTED or
   * PENDING, is unfinished; FAILED, EXPIRED and CANCELLED ones did not pay.
   */
  async query(payment: PaymentRef, journal: Journal): Promise<Verdict> {
    const tranId = payment.reference;
    const search = new URLSearchParams({
      tran_id: tranId,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      format: 'json',
    });
    let body: Record<string, unknown>;
    try {
      ({ body } = await callGateway(
        `${this.settings.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?${search}`,
        { method: 'GET' },
        this.settings.timeoutMs,
      ));
    } catch (error) {
      await journal('query', { tranId, error: String(error) });
      return { outcome: 'pending' };
    }
    await journal('query', { tranId, answer: body });
    // INVALID_REQUEST, FAILED or INACTIVE: the gateway did not look, so its word is unknown.
    if (field(body, 'APIConnect') !== 'DONE') return { outcome: 'pending' };
    const listed: unknown[] = Array.isArray(body.element) ? body.element : [];
    const elements = listed.filter(
      (element): element is Record<string, unknown> =>
        Boolean(element) &&
        typeof element === 'object' &&
        field(element as Record<string, unknown>, 'tran_id') === tranId,
    );
    const paid = elements.find((element) =>
      ['VALID', 'VALIDATED'].includes(field(element, 'status')),
    );
    if (paid && field(paid, 'val_id')) return this.validate(field(paid, 'val_id'), journal);
    const statuses = elements.map((element) => field(element, 'status'));
    if (statuses.some((status) => status === 'PENDING' || status === 'UNATTEMPTED')) {
      return { outcome: 'unfinished' };
    }
    if (statuses.includes('CANCELLED')) return { outcome: 'cancelled' };
    return statuses.length ? { outcome: 'failed' } : { outcome: 'unfinished' };
  }

  async refund(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    reason: string,
    journal: Journal,
  ) {
    const request = {
      bank_tran_id: payment.bankTranId ?? '',
      refund_amount: gatewayAmount(refund.amountTk),
      refund_remarks: reason,
      refe_id: refund.id,
    };
    const { body } = await this.refundCall(request);
    await journal('refund', { request, answer: body });
    if (field(body, 'APIConnect') !== 'DONE' || field(body, 'status') !== 'success') {
      throw new GatewayError(
        `SSLCommerz refused the refund: ${field(body, 'errorReason') || field(body, 'status') || 'no answer'}`,
      );
    }
  }

  /**
   * SSLCommerz's refund query, by the refund_ref_id its answer to the refund gave: refunded,
   * or cancelled. Without that answer SSLCommerz cannot be asked (it is queried by its own
   * id only), so the refund stays in doubt, held, for staff to check in the merchant panel.
   */
  async refundStatus(
    payment: PaymentRef,
    refund: { id: string; amountTk: number },
    history: readonly Record<string, unknown>[],
    journal: Journal,
  ): Promise<RefundAnswer> {
    const own = history.find(
      (event) => event.refundId === refund.id && answerField(event, 'refund_ref_id') !== '',
    );
    if (!own) return 'unknown';
    const request = { refund_ref_id: answerField(own, 'refund_ref_id') };
    const { body } = await this.refundCall(request);
    await journal('refund-status', { request, answer: body });
    const status = field(body, 'status');
    if (status === 'refunded') return 'done';
    return status === 'cancelled' ? 'not-done' : 'unknown';
  }

  /** The refund API (initiate and query share one address), with the store's credentials. */
  private refundCall(request: Record<string, string>) {
    const query = new URLSearchParams({
      ...request,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      format: 'json',
    });
    return callGateway(
      `${this.settings.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?${query}`,
      { method: 'GET' },
      this.settings.timeoutMs,
    );
  }
}
