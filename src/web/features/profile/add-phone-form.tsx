import { useState, type FormEvent } from 'react';
import { CODE_FORMAT_MESSAGE } from '../../../shared/schemas/phone-sign-in.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { PhoneNumberForm } from '../../components/phone-number-form.tsx';
import { ResendCode, SmsCodeField } from '../../components/sms-code-field.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { usePhoneCodeRequest } from '../../lib/use-phone-code-request.ts';
import { requestAccountPhoneCode, useAddPhone } from './api/profile-api.ts';

/**
 * An account adds its mobile number (decision 091): the shop texts a code, the code proves
 * the phone, and from then on the phone signs in to this account by code too.
 */
export function AddPhoneForm() {
  const add = useAddPhone();
  const request = usePhoneCodeRequest(requestAccountPhoneCode);
  const { sentTo, failure, setFailure } = request;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) return setCodeError(CODE_FORMAT_MESSAGE);
    setCodeError(undefined);
    setFailure(undefined);
    add.mutate(
      { phone: sentTo, code },
      {
        onSuccess: () => toast.success('Your mobile number is added.'),
        onError: (error) => {
          if (isApiRequestError(error, 400) && error.issues?.code) setCodeError(error.issues.code);
          else setFailure(errorMessage(error));
        },
      },
    );
  }

  if (!sentTo) {
    return (
      <PhoneNumberForm
        name="Add a mobile number"
        label="Mobile number to add"
        hint="We text you a 6-digit code; then you can sign in with it."
        buttonClassName="btn btn-outline btn-sm"
        request={request}
      />
    );
  }
  return (
    <form
      noValidate
      aria-label="Confirm the mobile number"
      className="space-y-3"
      onSubmit={confirm}
    >
      <p className="text-sm" role="status">
        We sent a code to <span className="font-semibold">{sentTo}</span>.{' '}
        <button type="button" className="link link-primary" onClick={request.changeNumber}>
          Change number
        </button>
      </p>
      <SmsCodeField label="Code" value={code} error={codeError} onValue={setCode} />
      <FormError message={failure} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={add.isPending}>
          {add.isPending ? <ButtonSpinner label="Checking the code" /> : null}
          Add number
        </button>
        <ResendCode
          secondsLeft={request.secondsLeft}
          sending={request.sending}
          onResend={() => void request.send(sentTo)}
        />
      </div>
    </form>
  );
}
