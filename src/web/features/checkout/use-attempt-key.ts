import { useRef } from 'react';

/**
 * The Idempotency-Key of a checkout attempt (docs/product.md#checkout). Sending the same
 * order again (a double click, a retry after a lost answer) reuses the key, so the server
 * answers the order it already made; changing what is ordered starts a new attempt with a
 * new key, since the server refuses a key reused with another body.
 */
export function useAttemptKey(): (body: unknown) => string {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) {
      attempt.current = { key: crypto.randomUUID(), body: text };
    }
    return attempt.current.key;
  };
}
