import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  answerFault,
  delay,
  escapeHtml,
  paymentPage,
  sendHtml,
  sendJson,
  startSimServer,
  takeFault,
  type SimRequest,
  type SimServer,
} from './sim-server.ts';

// An SSLCommerz v4 stand-in over real HTTP: the session call (form-encoded), the
// customer's page (Pay / Fail / Cancel: the IPN is posted to ipn_url and the browser
// sent to success_url / fail_url / cancel_url with a form post), the Order Validation API
// (VALID, then VALIDATED; INVALID_TRANSACTION for an unknown val_id), the transaction
// query by tran_id (APIConnect, no_of_trans_found and the transaction's `element`s) and the
// refund call with the refund query by refund_ref_id. Faults:
// `faults.push({ on: 'validate' | 'query' | 'refund', kind: '500' })`; `ipn` sets duplicate, late or
// missing IPNs; `riskLevel` and `tamperAmount` shape what validation answers.
// Card EMI: a session with `emi_option=1` must name `emi_max_inst_option` and
// `emi_selected_inst` (tenures SSLCommerz runs, the selected one no longer than the most)
// for at least Tk 5,000, else it is refused; its page and notices carry the instalments.

export const SSLCOMMERZ_CREDENTIALS = { storeId: 'simstore01', storePassword: 'simstore01@ssl' };

type SessionStatus = 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';

export interface SslSession {
  sessionkey: string;
  fields: Record<string, string>;
  status: SessionStatus;
  valId: string | null;
  bankTranId: string | null;
  validations: number;
  refunded: number;
}

export interface SslcommerzSimulator extends SimServer {
  sessions: Map<string, SslSession>;
  /** How IPNs go out: how many copies, after how long, or none at all. */
  ipn: { copies: number; delayMs: number };
  /** What validation answers as risk_level ('0' or '1'). */
  riskLevel: '0' | '1';
  /** Validation answers this amount instead of the session's (an amount mismatch). */
  tamperAmount: string | null;
  /**
   * The customer presses Pay, Fail or Cancel: the IPN is posted (awaited) and the answer
   * is where the browser goes next and the fields it posts there.
   */
  customer(
    tranId: string,
    action: 'pay' | 'fail' | 'cancel',
  ): Promise<{ url: string; fields: Record<string, string> }>;
}

/** The tenures SSLCommerz runs card EMI for, and its least EMI amount. */
const EMI_TENURES = ['3', '6', '9', '12', '18', '24', '36'];
const EMI_LEAST_AMOUNT = 5000;

/** Why an EMI session is refused, or null (also for a session without EMI). */
function emiRefusal(body: Record<string, string | undefined>): string | null {
  if (body.emi_option !== '1') return null;
  const most = body.emi_max_inst_option ?? '';
  const selected = body.emi_selected_inst ?? '';
  if (!EMI_TENURES.includes(most)) return 'Invalid emi_max_inst_option';
  if (!EMI_TENURES.includes(selected) || Number(selected) > Number(most)) {
    return 'Invalid emi_selected_inst';
  }
  return Number(body.total_amount) < EMI_LEAST_AMOUNT
    ? 'EMI is not available for this amount'
    : null;
}

const REQUIRED = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_phone',
  'cus_add1',
  'cus_city',
  'cus_country',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

export async function startSslcommerzSimulator(port = 0): Promise<SslcommerzSimulator> {
  const sessions = new Map<string, SslSession>();
  const byTran = new Map<string, SslSession>();
  /** The refunds made, by their refund_ref_id. */
  const refunds = new Map<
    string,
    { bank_tran_id: string; trans_id: string; refund_ref_id: string }
  >();
  const byVal = new Map<string, SslSession>();
  const id = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

  function notice(session: SslSession): Record<string, string> {
    const status = session.status === 'PENDING' ? 'UNATTEMPTED' : session.status;
    return {
      status,
      tran_id: session.fields.tran_id ?? '',
      val_id: session.valId ?? '',
      amount: session.fields.total_amount ?? '',
      store_amount: session.fields.total_amount ?? '',
      currency: 'BDT',
      ...(session.fields.emi_option === '1' && {
        emi_instalment: session.fields.emi_selected_inst ?? '',
        emi_amount: String(
          Math.ceil(Number(session.fields.total_amount) / Number(session.fields.emi_selected_inst)),
        ),
      }),
      bank_tran_id: session.bankTranId ?? '',
      card_type: 'VISA-Dutch Bangla',
      risk_level: sim.riskLevel,
      risk_title: sim.riskLevel === '1' ? 'High' : 'Safe',
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      verify_sign: id(16).toLowerCase(),
      verify_key: 'amount,bank_tran_id,card_type,currency,risk_level,status,tran_id,val_id',
    };
  }

  /** One transaction as the query by tran_id lists it (a notice's fields, unsigned). */
  function transactionElement(session: SslSession): Record<string, string> {
    const { verify_sign: _sign, verify_key: _key, ...fields } = notice(session);
    const validated = session.status === 'VALID' && session.validations > 0;
    return {
      ...fields,
      status: validated ? 'VALIDATED' : (fields.status ?? ''),
      currency_type: 'BDT',
      currency_amount: fields.amount ?? '',
      error: session.status === 'FAILED' ? 'Declined by the bank' : '',
    };
  }

  async function postIpn(session: SslSession) {
    const target = session.fields.ipn_url;
    if (!target || sim.ipn.copies === 0) return;
    const form = new URLSearchParams(notice(session)).toString();
    const send = () =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }).then(
        (response) => response.text(),
        () => undefined,
      );
    const copies = async () => {
      if (sim.ipn.delayMs) await delay(sim.ipn.delayMs);
      for (let i = 0; i < sim.ipn.copies; i++) await send();
    };
    // A late IPN arrives after the browser's return; otherwise the customer waits for it.
    if (sim.ipn.delayMs) void copies();
    else await copies();
  }

  async function customer(tranId: string, action: 'pay' | 'fail' | 'cancel') {
    const session = byTran.get(tranId) ?? sessions.get(tranId);
    if (!session) throw new Error(`No SSLCommerz session for ${tranId}`);
    if (session.status === 'PENDING') {
      if (action === 'pay') {
        session.status = 'VALID';
        session.valId = `${id(8)}`;
        session.bankTranId = `${id(9)}`;
        byVal.set(session.valId, session);
      } else session.status = action === 'fail' ? 'FAILED' : 'CANCELLED';
    }
    await postIpn(session);
    const target = { pay: 'success_url', fail: 'fail_url', cancel: 'cancel_url' }[action];
    return { url: session.fields[target] ?? '', fields: notice(session) };
  }

  async function handle(request: SimRequest, response: ServerResponse) {
    const { path, body, query } = request;
    if (path === '/gwprocess/v4/api.php' && request.method === 'POST') {
      const missing = REQUIRED.filter((name) => !body[name]);
      const wrongStore =
        body.store_id !== SSLCOMMERZ_CREDENTIALS.storeId ||
        body.store_passwd !== SSLCOMMERZ_CREDENTIALS.storePassword;
      const amount = Number(body.total_amount);
      const failed = wrongStore
        ? 'Store Credential Error Or Store is De-active'
        : missing.length
          ? `Missing fields: ${missing.join(', ')}`
          : !(amount >= 10 && amount <= 500000)
            ? 'Invalid total_amount'
            : byTran.has(body.tran_id ?? '')
              ? 'Duplicate tran_id'
              : emiRefusal(body);
      if (failed) return sendJson(response, 200, { status: 'FAILED', failedreason: failed });
      const sessionkey = id(16);
      const session: SslSession = {
        sessionkey,
        fields: { ...body },
        status: 'PENDING',
        valId: null,
        bankTranId: null,
        validations: 0,
        refunded: 0,
      };
      sessions.set(sessionkey, session);
      byTran.set(body.tran_id as string, session);
      return sendJson(response, 200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: `${sim.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`,
      });
    }
    if (path === '/gwprocess/v4/gw.php') {
      const session = sessions.get(query.SESSIONKEY ?? '');
      if (!session) return sendJson(response, 404, { message: 'Invalid session' });
      if (request.method === 'GET') {
        return sendHtml(
          response,
          paymentPage(
            session.fields.emi_option === '1'
              ? `SSLCommerz card EMI: ${session.fields.emi_selected_inst} months`
              : 'SSLCommerz payment',
            session.fields.total_amount ?? '',
            (what) => `/gwprocess/v4/gw.php?SESSIONKEY=${session.sessionkey}&action=${what}`,
          ),
        );
      }
      const next = await customer(session.fields.tran_id ?? '', query.action as 'pay');
      const inputs = Object.entries(next.fields)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('');
      return sendHtml(
        response,
        `<!doctype html><html><body><form id="back" method="post" action="${escapeHtml(next.url)}">${inputs}<button type="submit">Back to the shop</button></form><script>document.getElementById('back').submit()</script></body></html>`,
      );
    }
    const storeOk =
      query.store_id === SSLCOMMERZ_CREDENTIALS.storeId &&
      query.store_passwd === SSLCOMMERZ_CREDENTIALS.storePassword;
    if (path === '/validator/api/validationserverAPI.php') {
      const fault = takeFault(sim.faults, 'validate');
      const session = byVal.get(query.val_id ?? '');
      const answer = () => {
        if (!storeOk || !session) return sendJson(response, 200, { status: 'INVALID_TRANSACTION' });
        session.validations += 1;
        const fields = notice(session);
        sendJson(response, 200, {
          ...fields,
          status: session.validations === 1 ? 'VALID' : 'VALIDATED',
          amount: sim.tamperAmount ?? fields.amount,
          currency_type: 'BDT',
          currency_amount: fields.amount,
        });
      };
      if (fault) return answerFault(fault, response, answer);
      return answer();
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php' && query.tran_id) {
      const fault = takeFault(sim.faults, 'query');
      const answer = () => {
        if (!storeOk) return sendJson(response, 200, { APIConnect: 'INVALID_REQUEST' });
        const session = byTran.get(query.tran_id ?? '');
        const element = session ? [transactionElement(session)] : [];
        sendJson(response, 200, {
          APIConnect: 'DONE',
          no_of_trans_found: element.length,
          element,
        });
      };
      if (fault) return answerFault(fault, response, answer);
      return answer();
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php' && query.refund_ref_id) {
      const made = refunds.get(query.refund_ref_id);
      if (!storeOk || !made) {
        return sendJson(response, 200, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: 'Invalid refund_ref_id',
        });
      }
      return sendJson(response, 200, { APIConnect: 'DONE', ...made, status: 'refunded' });
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php' && query.bank_tran_id) {
      const fault = takeFault(sim.faults, 'refund');
      if (fault === 'unreachable') return answerFault(fault, response, () => {});
      const session = [...sessions.values()].find((s) => s.bankTranId === query.bank_tran_id);
      if (!storeOk || !session || session.status !== 'VALID') {
        return sendJson(response, 200, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: 'Invalid bank_tran_id',
        });
      }
      const amount = Number(query.refund_amount);
      if (!(amount > 0) || amount > Number(session.fields.total_amount) - session.refunded) {
        return sendJson(response, 200, {
          APIConnect: 'DONE',
          status: 'failed',
          errorReason: 'Refund amount is more than the paid amount',
        });
      }
      session.refunded += amount;
      const made = {
        bank_tran_id: session.bankTranId ?? '',
        trans_id: session.fields.tran_id ?? '',
        refund_ref_id: id(8),
      };
      refunds.set(made.refund_ref_id, made);
      const answer = () =>
        sendJson(response, 200, {
          APIConnect: 'DONE',
          ...made,
          status: 'success',
          errorReason: '',
        });
      // A faulted refund is still made, as when only its answer is lost.
      if (fault) return answerFault(fault, response, answer);
      return answer();
    }
    return sendJson(response, 404, { message: 'Not found' });
  }

  const server = await startSimServer(port, (request, response) => handle(request, response));
  const sim: SslcommerzSimulator = Object.assign(server, {
    sessions,
    ipn: { copies: 1, delayMs: 0 },
    riskLevel: '0' as const,
    tamperAmount: null,
    customer,
  });
  return sim;
}
