import { useState } from 'react';
import { ButtonSpinner, FormError, TextField } from './form-field.tsx';

// The first step of every code sign-in or phone proof: the mobile number and Send code.

interface PhoneNumberFormProps {
  /** The form's accessible name ("Sign in with your phone"). */
  name: string;
  label: string;
  hint: string;
  phoneError: string | undefined;
  failure: string | undefined;
  sending: boolean;
  buttonClassName: string;
  /** What the field starts with (the number before a Change number). */
  startWith?: string;
  onSend: (typed: string) => void;
}

export function PhoneNumberForm(props: PhoneNumberFormProps) {
  const [typed, setTyped] = useState(props.startWith ?? '');
  return (
    <form
      noValidate
      aria-label={props.name}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSend(typed);
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
        error={props.phoneError}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormError message={props.failure} />
      <button type="submit" className={props.buttonClassName} disabled={props.sending}>
        {props.sending ? <ButtonSpinner label="Sending the code" /> : null}
        Send code
      </button>
    </form>
  );
}
