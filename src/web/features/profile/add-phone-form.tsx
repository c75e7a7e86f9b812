import { useState, type FormEvent } from 'react';
import { phoneSchema } from '../../../shared/schemas/phone.ts';
import { CODE_FORMAT_MESSAGE } from '../../../shared/schemas/phone-sign-in.ts';
import { ButtonSpinner, FormError, TextField } from '../../components/form-field.tsx';
import { ResendCode, SmsCodeField } from '../../components/sms-code-field.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { requestAccountPhoneCode, useAddPhone } from './api/profile-api.ts';

/**
 * An account adds its mobile number (decision 091): the shop texts a code, the code proves
 * the phone, and from then on the phone signs in to this account by code too.
 */
export function AddPhoneForm() {
  const add = useAddPhone();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  async function send(phoneText: string) {
    const parsed = phoneSchema.safeParse(phoneText);
    if (!parsed.success) return setErrors({ phone: parsed.error.issues[0]?.message });
    setErrors({});
    setFailure(undefined);
    setSending(true);
    try {
      const sent = await requestAccountPhoneCode(parsed.data);
      setSentTo(parsed.data);
      startCountdown(sent.resendAfter);
    } catch (error) {
      if (isApiRequestError(error, 400) && error.issues?.phone) {
        setErrors({ phone: error.issues.phone });
      } else setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: CODE_FORMAT_MESSAGE });
    setErrors({});
    setFailure(undefined);
    add.mutate(
      { phone: sentTo, code },
      {
        onSuccess: () => toast.success('Your mobile number is added.'),
        onError: (error) => {
          if (isApiRequestError(error, 400) && error.issues?.code) {
            setErrors({ code: error.issues.code });
          } else setFailure(errorMessage(error));
        },
      },
    );
  }

  if (!sentTo) {
    return (
      <form
        noValidate
        aria-label="Add a mobile number"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(typed);
        }}
      >
        <TextField
          label="Mobile number to add"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          hint="We text you a 6-digit code; then you can sign in with it."
          value={typed}
          error={errors.phone}
          onChange={(event) => setTyped(event.target.value)}
        />
        <FormError message={failure} />
        <button type="submit" className="btn btn-outline btn-sm" disabled={sending}>
          {sending ? <ButtonSpinner label="Sending the code" /> : null}
          Send code
        </button>
      </form>
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
        <button type="button" className="link link-primary" onClick={() => setSentTo(undefined)}>
          Change number
        </button>
      </p>
      <SmsCodeField label="Code" value={code} error={errors.code} onValue={setCode} />
      <FormError message={failure} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={add.isPending}>
          {add.isPending ? <ButtonSpinner label="Checking the code" /> : null}
          Add number
        </button>
        <ResendCode
          secondsLeft={secondsLeft}
          sending={sending}
          onResend={() => void send(sentTo)}
        />
      </div>
    </form>
  );
}
