import { useState, type FormEvent } from 'react';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import {
  CODE_FORMAT_MESSAGE,
  type PHONE_CODE_PURPOSES,
} from '../../../shared/schemas/phone-sign-in.ts';
import { ButtonSpinner, FormError, TextField } from '../../components/form-field.tsx';
import { PhoneNumberForm } from '../../components/phone-number-form.tsx';
import { ResendCode, SmsCodeField } from '../../components/sms-code-field.tsx';
import { apiCall, isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { usePhoneCodeRequest } from '../../lib/use-phone-code-request.ts';
import { useCodeSignIn } from './sign-in-api.ts';

// Sign-in by SMS code (decision 082): the phone, then the 6-digit code the shop texted, and a
// name only when the phone is new. Used by the login page and checkout; each says what the
// code is for and what happens once the shopper is signed in.

export interface PhoneCodeFormProps {
  /** What the code proves: a sign-in, or the phone of a checkout. */
  purpose: (typeof PHONE_CODE_PURPOSES)[number];
  /** Called once the code is accepted and the shopper is signed in. */
  onSignedIn: (result: { user: User; created: boolean }) => void;
  /** The last button's words ("Sign in", "Confirm and place order"). */
  submitLabel?: string;
}

export function PhoneCodeForm({
  purpose,
  onSignedIn,
  submitLabel = 'Sign in',
}: PhoneCodeFormProps) {
  const request = usePhoneCodeRequest((phone) =>
    apiCall(authRoutes.requestCode, { body: { phone, purpose } }),
  );
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [askName, setAskName] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verify = useCodeSignIn();
  const { sentTo, failure, setFailure } = request;

  function checkCode(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    const found: Record<string, string> = {};
    if (!/^\d{6}$/.test(code.trim())) found.code = CODE_FORMAT_MESSAGE;
    if (askName && !name.trim()) found.name = 'Name is Required';
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const body = { phone: sentTo, code: code.trim(), ...(askName ? { name } : {}) };
    verify.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiRequestError(error, 400) && error.issues) {
          // A new phone: the code was right and stays usable; the shop needs a name.
          if (error.issues.name && !askName) setAskName(true);
          else setErrors(error.issues);
        } else setFailure(errorMessage(error));
      },
    });
  }

  if (!sentTo) {
    return (
      <PhoneNumberForm
        name="Sign in with your phone"
        label="Mobile number"
        hint="We text you a 6-digit code."
        buttonClassName="btn btn-primary w-full"
        request={request}
      />
    );
  }

  return (
    <form noValidate aria-label="Enter the code" className="space-y-4" onSubmit={checkCode}>
      <p className="text-sm" role="status">
        We sent a code to <span className="font-semibold">{sentTo}</span>.{' '}
        <button
          type="button"
          className="link link-primary"
          onClick={() => {
            request.changeNumber();
            setCode('');
            setAskName(false);
            setErrors({});
          }}
        >
          Change number
        </button>
      </p>
      <SmsCodeField label="Code" value={code} error={errors.code} onValue={setCode} />
      {askName ? (
        <TextField
          label="Your name"
          autoComplete="name"
          hint="This number is new to us: your name makes your account."
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
      ) : null}
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary w-full" disabled={verify.isPending}>
        {verify.isPending ? <ButtonSpinner label="Checking the code" /> : null}
        {submitLabel}
      </button>
      <ResendCode
        secondsLeft={request.secondsLeft}
        sending={request.sending}
        onResend={() => void request.send(sentTo)}
        className="w-full text-center"
      />
    </form>
  );
}
