import { useEffect, useState } from 'react';
import { ButtonSpinner, FormError, TextField } from '../../components/form-field.tsx';
import { requestCheckoutCode, type CodeSent } from './visitor-sign-in.ts';

interface PhoneProofStepProps {
  phone: string;
  sent: CodeSent;
  busy: boolean;
  error: string | undefined;
  onConfirm: (code: string) => void;
  onChangePhone: () => void;
}

/**
 * The checkout's last step for a visitor (decision 084): the code texted to the phone they
 * typed, ready for the phone's autofill. Entering it signs them in and places the order;
 * the form above stays as typed.
 */
export function PhoneProofStep({
  phone,
  sent,
  busy,
  error,
  onConfirm,
  onChangePhone,
}: PhoneProofStepProps) {
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(sent.resendAfter);
  const [resent, setResent] = useState<string | undefined>();
  // The resend button opens when the shop allows a new code; a timer only re-enables it.
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(0), wait * 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  function resend() {
    setResent(undefined);
    requestCheckoutCode(phone).then(
      (next) => {
        setWait(next.resendAfter);
        setResent('A new code is on its way.');
      },
      (failure: Error) => setResent(failure.message),
    );
  }

  return (
    <section aria-labelledby="phone-proof-heading" className="space-y-3">
      <h2 id="phone-proof-heading" className="text-lg font-semibold">
        Confirm your phone
      </h2>
      <p className="text-sm">
        We sent a 6-digit code by SMS to <span className="font-semibold">{phone}</span>. Enter it to
        place your order; it also signs you in, so you can follow the order in My Orders.
      </p>
      <TextField
        label="SMS code"
        name="sms-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <FormError message={error} />
      <button
        type="button"
        className="btn btn-primary btn-lg w-full"
        disabled={busy || code.length !== 6}
        onClick={() => onConfirm(code)}
      >
        {busy ? <ButtonSpinner label="Placing your order" /> : null}
        Confirm and place order
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChangePhone}>
          Change the number
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={wait > 0} onClick={resend}>
          {wait > 0 ? `Send a new code (in ${wait} s)` : 'Send a new code'}
        </button>
      </div>
      {resent ? (
        <p role="status" className="text-sm">
          {resent}
        </p>
      ) : null}
    </section>
  );
}
