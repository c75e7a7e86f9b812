import { useState, type KeyboardEvent } from 'react';
import { CODE_FORMAT_MESSAGE } from '../../../shared/schemas/phone-sign-in.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { ResendCode, SmsCodeField } from '../../components/sms-code-field.tsx';
import { errorMessage } from '../../lib/server-errors.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
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
 * the form above stays as typed. It sits inside checkout's form, so Enter confirms the code
 * here rather than submitting the form again (which would ask for another code).
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
  const [codeError, setCodeError] = useState<string>();
  const [secondsLeft, startCountdown] = useCountdown(sent.resendAfter);
  const [resent, setResent] = useState<string>();
  const [sending, setSending] = useState(false);

  function confirm() {
    if (!/^\d{6}$/.test(code)) return setCodeError(CODE_FORMAT_MESSAGE);
    setCodeError(undefined);
    onConfirm(code);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    confirm();
  }

  async function resend() {
    setResent(undefined);
    setSending(true);
    try {
      const next = await requestCheckoutCode(phone);
      startCountdown(next.resendAfter);
      setResent('A new code is on its way.');
    } catch (failure) {
      setResent(errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="phone-proof-heading" className="space-y-3">
      <h2 id="phone-proof-heading" className="text-lg font-semibold">
        Confirm your phone
      </h2>
      <p className="text-sm" role="status">
        We sent a 6-digit code by SMS to <span className="font-semibold">{phone}</span>. Enter it to
        place your order; it also signs you in, so you can follow the order in My Orders.
      </p>
      <SmsCodeField
        label="SMS code"
        name="sms-code"
        value={code}
        error={codeError}
        onKeyDown={onKeyDown}
        onValue={setCode}
      />
      <FormError message={error} />
      <button
        type="button"
        className="btn btn-primary btn-lg w-full"
        disabled={busy}
        onClick={confirm}
      >
        {busy ? <ButtonSpinner label="Placing your order" /> : null}
        Confirm and place order
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onChangePhone}>
          Change the number
        </button>
        <ResendCode secondsLeft={secondsLeft} sending={sending} onResend={() => void resend()} />
      </div>
      {resent ? (
        <p role="status" className="text-sm">
          {resent}
        </p>
      ) : null}
    </section>
  );
}
