import { GatewayError } from './gateway.ts';

// Outbound calls to a gateway: always with a time limit, never trusting the answer's shape.

export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sends one request and reads a JSON object back. No answer in time, a network failure
 * or a 5xx is a GatewayError with an unknown outcome (the gateway may have acted).
 */
export async function callGateway(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    throw new GatewayError(`${new URL(url).pathname}: ${why}`, true);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) {
    throw new GatewayError(`${new URL(url).pathname}: answered ${response.status}`, true);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { unreadable: text.slice(0, 500) };
  }
  const record = body && typeof body === 'object' && !Array.isArray(body) ? body : { body };
  return { status: response.status, body: record as Record<string, unknown> };
}

/** A field of an answer as text ('' when absent). */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A field of the gateway's answer kept in a journal entry (`{ request, answer }`), as text. */
export function answerField(entry: Record<string, unknown>, name: string): string {
  const answer = entry.answer;
  return answer && typeof answer === 'object' ? field(answer as Record<string, unknown>, name) : '';
}
