import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  answerFault,
  paymentPage,
  redirect,
  sendHtml,
  sendJson,
  startSimServer,
  takeFault,
  type SimRequest,
  type SimServer,
} from './sim-server.ts';

// A bKash Tokenized Checkout stand-in over real HTTP: token grant and refresh, create,
// the customer's page (Pay / Fail / Cancel back to callbackURL), execute, status query
// refund and refund status, with the paths, headers, fields and statusCodes the shop relies on.
// Faults (`faults.push({ on: 'execute', kind: 'timeout' })`) apply to the next such call;
// a faulted execute still completes the payment, as a lost answer would.

export const BKASH_CREDENTIALS = {
  appKey: 'sim-app-key',
  appSecret: 'sim-app-secret',
  username: 'sim-merchant',
  password: 'sim-password',
};

type BkashStatus = 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';

export interface BkashPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  status: BkashStatus;
  trxID: string | null;
  refunded: number;
  /** The refunds made, oldest first. */
  refunds: { refundTrxID: string; amount: string; completedTime: string }[];
}

export interface BkashSimulator extends SimServer {
  payments: Map<string, BkashPayment>;
  /** Seconds each new token lives (bKash: 3600). */
  tokenLifetime: number;
  /** Execute answers this amount instead of the payment's (an amount mismatch). */
  tamperAmount: string | null;
  /** Forgets every token, as an expiry on bKash's side would. */
  revokeTokens(): void;
  /** The customer presses Pay, Fail or Cancel: answers where bKash sends them. */
  customer(paymentID: string, action: 'pay' | 'fail' | 'cancel'): string;
}

const CALLBACK_STATUS = { pay: 'success', fail: 'failure', cancel: 'cancel' } as const;

/**
 * The refund call without an amount is bKash's refund status: the payment's latest refund,
 * or a refusal when it has none.
 */
function refundStatusAnswer(payment: BkashPayment) {
  const latest = payment.refunds.at(-1);
  if (!latest) return { statusCode: '2073', statusMessage: 'No refund found for this payment' };
  return {
    statusCode: '0000',
    statusMessage: 'Successful',
    originalTrxID: payment.trxID,
    refundTrxID: latest.refundTrxID,
    transactionStatus: 'Completed',
    amount: latest.amount,
    currency: 'BDT',
    charge: '0.00',
    completedTime: latest.completedTime,
  };
}

export async function startBkashSimulator(port = 0): Promise<BkashSimulator> {
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, BkashPayment>();
  const id = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

  function issueToken(response: ServerResponse) {
    const idToken = `tok-${id(12)}`;
    const refreshToken = `ref-${id(12)}`;
    tokens.set(idToken, Date.now() + sim.tokenLifetime * 1000);
    refreshTokens.add(refreshToken);
    sendJson(response, 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: sim.tokenLifetime,
      refresh_token: refreshToken,
    });
  }

  function customer(paymentID: string, action: 'pay' | 'fail' | 'cancel'): string {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`No bKash payment ${paymentID}`);
    if (payment.status === 'Initiated') {
      payment.status = action === 'pay' ? 'Authorized' : action === 'fail' ? 'Failed' : 'Cancelled';
    }
    const back = new URL(payment.callbackURL);
    back.searchParams.set('paymentID', paymentID);
    back.searchParams.set('status', CALLBACK_STATUS[action]);
    return back.toString();
  }

  const tokenValid = (request: SimRequest) => {
    const expires = tokens.get(String(request.headers.authorization ?? ''));
    return (
      expires !== undefined &&
      expires > Date.now() &&
      request.headers['x-app-key'] === BKASH_CREDENTIALS.appKey
    );
  };

  const paymentAnswer = (payment: BkashPayment) => ({
    statusCode: '0000',
    statusMessage: 'Successful',
    paymentID: payment.paymentID,
    transactionStatus: payment.status === 'Authorized' ? 'Initiated' : payment.status,
    amount: sim.tamperAmount ?? payment.amount,
    currency: payment.currency,
    intent: 'sale',
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    ...(payment.trxID ? { trxID: payment.trxID } : {}),
  });

  async function handle(request: SimRequest, response: ServerResponse) {
    const { path, body } = request;
    if (request.method === 'GET' && path.startsWith('/checkout/')) {
      const payment = payments.get(path.slice('/checkout/'.length));
      if (!payment) return sendJson(response, 404, { message: 'No such payment' });
      return sendHtml(
        response,
        paymentPage(
          'bKash payment',
          payment.amount,
          (what) => `/checkout/${payment.paymentID}/${what}`,
        ),
      );
    }
    const pressed = /^\/checkout\/([^/]+)\/(pay|fail|cancel)$/.exec(path);
    if (request.method === 'POST' && pressed) {
      return redirect(response, customer(pressed[1] as string, pressed[2] as 'pay'));
    }
    if (path === '/tokenized/checkout/token/grant') {
      const ok =
        request.headers.username === BKASH_CREDENTIALS.username &&
        request.headers.password === BKASH_CREDENTIALS.password &&
        body.app_key === BKASH_CREDENTIALS.appKey &&
        body.app_secret === BKASH_CREDENTIALS.appSecret;
      if (!ok)
        return sendJson(response, 200, {
          statusCode: '2079',
          statusMessage: 'Invalid app credentials',
        });
      return issueToken(response);
    }
    if (path === '/tokenized/checkout/token/refresh') {
      if (!refreshTokens.delete(String(body.refresh_token))) {
        return sendJson(response, 200, {
          statusCode: '2079',
          statusMessage: 'Invalid refresh token',
        });
      }
      return issueToken(response);
    }
    if (!path.startsWith('/tokenized/')) return sendJson(response, 404, { message: 'Not found' });
    if (!tokenValid(request)) return sendJson(response, 401, { message: 'Unauthorized' });
    const fault = takeFault(sim.faults, path.split('/').pop() ?? '');
    if (path === '/tokenized/checkout/create') {
      const valid =
        body.mode === '0011' &&
        /^\d+\.\d{2}$/.test(String(body.amount)) &&
        body.currency === 'BDT' &&
        body.intent === 'sale' &&
        /^https?:\/\//.test(String(body.callbackURL)) &&
        body.merchantInvoiceNumber;
      if (!valid)
        return sendJson(response, 200, {
          statusCode: '2065',
          statusMessage: 'Mandatory field missing or invalid',
        });
      const paymentID = `TR00${id(10)}`;
      const payment: BkashPayment = {
        paymentID,
        amount: String(body.amount),
        currency: 'BDT',
        merchantInvoiceNumber: String(body.merchantInvoiceNumber),
        callbackURL: String(body.callbackURL),
        status: 'Initiated',
        trxID: null,
        refunded: 0,
        refunds: [],
      };
      payments.set(paymentID, payment);
      const answer = {
        ...paymentAnswer(payment),
        bkashURL: `${sim.baseUrl}/checkout/${paymentID}`,
      };
      if (fault) return answerFault(fault, response, () => sendJson(response, 200, answer));
      return sendJson(response, 200, answer);
    }
    const payment = payments.get(String(body.paymentID));
    if (!payment)
      return sendJson(response, 200, { statusCode: '2023', statusMessage: 'Invalid Payment ID' });
    if (path === '/tokenized/checkout/execute') {
      if (payment.status === 'Completed') {
        return sendJson(response, 200, {
          statusCode: '2117',
          statusMessage: 'Payment execution already been called before',
        });
      }
      if (payment.status !== 'Authorized') {
        return sendJson(response, 200, {
          statusCode: '2056',
          statusMessage: 'Invalid Payment State',
        });
      }
      payment.status = 'Completed';
      payment.trxID = `TRX${id(5)}`;
      const answer = paymentAnswer(payment);
      if (fault) return answerFault(fault, response, () => sendJson(response, 200, answer));
      return sendJson(response, 200, answer);
    }
    if (path === '/tokenized/checkout/payment/status') {
      if (fault)
        return answerFault(fault, response, () => sendJson(response, 200, paymentAnswer(payment)));
      return sendJson(response, 200, paymentAnswer(payment));
    }
    if (path === '/tokenized/checkout/payment/refund') {
      if (body.amount === undefined) return sendJson(response, 200, refundStatusAnswer(payment));
      if (fault === 'unreachable') return answerFault(fault, response, () => {});
      const amount = Number(body.amount);
      const left = Number(payment.amount) - payment.refunded;
      if (payment.status !== 'Completed' || body.trxID !== payment.trxID) {
        return sendJson(response, 200, {
          statusCode: '2072',
          statusMessage: 'Not a completed transaction',
        });
      }
      if (!(amount > 0) || amount > left) {
        return sendJson(response, 200, {
          statusCode: '2071',
          statusMessage: 'Refund amount exceeds the remaining amount',
        });
      }
      payment.refunded += amount;
      const refund = {
        refundTrxID: `RFD${id(5)}`,
        amount: String(body.amount),
        completedTime: new Date().toISOString(),
      };
      payment.refunds.push(refund);
      const answer = {
        statusCode: '0000',
        statusMessage: 'Successful',
        completedTime: refund.completedTime,
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: refund.refundTrxID,
        amount: refund.amount,
        currency: 'BDT',
        charge: '0.00',
      };
      // A faulted refund is still made, as when only its answer is lost.
      if (fault) return answerFault(fault, response, () => sendJson(response, 200, answer));
      return sendJson(response, 200, answer);
    }
    return sendJson(response, 404, { message: 'Not found' });
  }

  const server = await startSimServer(port, (request, response) => handle(request, response));
  const sim: BkashSimulator = Object.assign(server, {
    payments,
    tokenLifetime: 3600,
    tamperAmount: null,
    revokeTokens: () => tokens.clear(),
    customer,
  });
  return sim;
}
