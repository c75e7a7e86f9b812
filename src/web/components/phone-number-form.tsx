import { useState } from 'react';
import type { usePhoneCodeRequest } from '../lib/use-phone-code-request.ts';
import { ButtonSpinner, FormError, TextField } from './form-field.tsx';

// The first step of every code sign-in or phone proof: the mobile number and Send code.

interface PhoneNumberFormProps {
  /** The form's accessible name ("Sign in with your phone"). */
  name: string;
  label: string;
  hint: string;
  buttonClassName: string;
  /** The code request this form starts (its errors, its sending state, its last number). */
  request: ReturnType<typeof usePhoneCodeRequest>;
}

export function PhoneNumberForm(props: PhoneNumberFormProps) {
  const { request } = props;
  const [typed, setTyped] = useState(request.changedFrom);
  return (
    <form
      noValidate
      aria-label={props.name}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void request.send(typed);
      }}
    >
      <TextField
        label={props.label}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        hint={props.hint}
        value={typed}
        error={request.phoneError}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormError message={request.failure} />
      <button type="submit" className={props.buttonClassName} disabled={request.sending}>
        {request.sending ? <ButtonSpinner label="Sending the code" /> : null}
        Send code
      </button>
    </form>
  );
}
