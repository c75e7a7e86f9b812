/** One SMS: the number (local 01XXXXXXXXX form), the text and the notice's key. */
export interface SmsMessage {
  to: string;
  message: string;
  requestId: string;
}

export type SendSms = (message: SmsMessage) => Promise<void>;

export interface SmsSettings {
  SMS_API_URL?: string | undefined;
  SMS_API_KEY?: string | undefined;
  SMS_SENDER_ID?: string | undefined;
}

/** A send that takes longer than this is abandoned and retried. */
const TIMEOUT_MS = 15_000;

/**
 * The usual Bangladeshi bulk-SMS HTTP API: a form POST of api_key, senderid, number (with
 * the country code, 8801XXXXXXXXX) and message, plus csms_id, the request id such gateways
 * use to refuse a repeat. Undefined when the gateway is not configured. Any answer other
 * than a 2xx whose body does not report an error is a failure, retried by the queue.
 */
export function createSmsSender(settings: SmsSettings): SendSms | undefined {
  const { SMS_API_URL: url, SMS_API_KEY: apiKey, SMS_SENDER_ID: senderId } = settings;
  if (!url || !apiKey || !senderId) return undefined;
  return async ({ to, message, requestId }) => {
    const body = new URLSearchParams({
      api_key: apiKey,
      senderid: senderId,
      number: `88${to}`,
      message,
      csms_id: requestId,
    });
    const response = await fetch(url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await response.text()).slice(0, 500);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${text}`);
    if (reportsError(text)) throw new Error(`SMS gateway refused the message: ${text}`);
  };
}

/**
 * Gateways answer 200 with a JSON body even when they refuse: `{"status":"FAILED"}`,
 * `{"error": ...}` or a non-zero `response_code` other than 202 (sent).
 */
function reportsError(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return /\berror\b|\bfail/i.test(text);
  }
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  const status = typeof fields.status === 'string' ? fields.status.toLowerCase() : '';
  const code = fields.response_code;
  return (
    Boolean(fields.error) ||
    status === 'failed' ||
    status === 'error' ||
    (typeof code === 'number' && code !== 202 && code !== 200)
  );
}
