import type { InputHTMLAttributes } from 'react';
import { ButtonSpinner, TextField } from './form-field.tsx';

// The SMS code's field and its resend control, one way everywhere a code is asked for (the
// login page, checkout, My Profile's added phone): ready for the phone's own autofill of
// the code (autocomplete="one-time-code"), digits only.

type CodeFieldProps = {
  label: string;
  value: string;
  error?: string;
  onValue: (code: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onKeyDown'>;

export function SmsCodeField({ label, value, error, onValue, ...input }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="6 digits"
      value={value}
      error={error}
      onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
      {...input}
    />
  );
}

/** "Resend code in 42 s" while the shop makes the shopper wait, then the button. */
export function ResendCode({
  secondsLeft,
  sending,
  onResend,
  className = '',
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
  className?: string;
}) {
  if (secondsLeft > 0) {
    return (
      <p className={`text-sm opacity-80 ${className}`} aria-live="polite">
        Resend code in {secondsLeft} s
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm ${className}`}
      disabled={sending}
      onClick={onResend}
    >
      {sending ? <ButtonSpinner label="Sending the code" /> : null}
      Resend code
    </button>
  );
}
