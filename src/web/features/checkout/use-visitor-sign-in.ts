import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../../shared/schemas/checkout.ts';
import { paymentMethodsQuery } from '../payments/api/payment-api.ts';
import {
  phoneAccount,
  requestCheckoutCode,
  verifyCheckoutCode,
  type CodeSent,
} from './visitor-sign-in.ts';

type Place = (request: CheckoutRequest) => void;

/**
 * A visitor's way through checkout (decision 084): cash orders always, online ones unless the
 * owner turned it off, wait for the SMS code; with it off, an online order makes the account
 * from the phone at once. The request is kept as typed, so the order placed after signing in
 * is the one the visitor filled in.
 */
export function useVisitorSignIn() {
  const methods = useQuery(paymentMethodsQuery());
  const [proving, setProving] = useState<{ request: CheckoutRequest; sent: CodeSent } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    proving,
    busy,
    error,
    start(request: CheckoutRequest, place: Place) {
      const codeOnline = methods.data?.rules.phoneCodeOnline ?? true;
      void run(async () => {
        if (request.paymentMethod !== 'cod' && !codeOnline) {
          await phoneAccount(request.contact.name, request.contact.phone);
          place(request);
          return;
        }
        const sent = await requestCheckoutCode(request.contact.phone);
        setProving({ request, sent });
      });
    },
    confirm(code: string, place: Place) {
      if (!proving) return;
      const { request } = proving;
      void run(async () => {
        await verifyCheckoutCode(request.contact.phone, code, request.contact.name);
        setProving(null);
        place(request);
      });
    },
    cancel: () => {
      setProving(null);
      setError(undefined);
    },
  };
}
