import { useState } from 'react';
import { phoneSchema } from '../../shared/schemas/phone.ts';
import { isApiRequestError } from './api-client.ts';
import { errorMessage } from './server-errors.ts';
import { useCountdown } from './use-countdown.ts';

// Asking the shop to text a code to a phone, the same way wherever one is asked for (the login
// page and checkout's sign-in, My Profile's added phone): the number read as checkout reads it,
// the server's word on a bad number under the field, any other refusal (limits, SMS down) as
// the form's message, and the wait before the next request counted down.

export function usePhoneCodeRequest(request: (phone: string) => Promise<{ resendAfter: number }>) {
  const [sentTo, setSentTo] = useState<string>();
  const [changedFrom, setChangedFrom] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  async function send(phoneText: string) {
    const parsed = phoneSchema.safeParse(phoneText);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'Enter your mobile number');
      return;
    }
    setPhoneError(undefined);
    setFailure(undefined);
    setSending(true);
    try {
      const sent = await request(parsed.data);
      setSentTo(parsed.data);
      startCountdown(sent.resendAfter);
    } catch (error) {
      if (isApiRequestError(error, 400) && error.issues?.phone) setPhoneError(error.issues.phone);
      else setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return {
    /** The number the code went to; undefined until one was sent (or after Change number). */
    sentTo,
    phoneError,
    failure,
    setFailure,
    sending,
    secondsLeft,
    send,
    /** The number a Change number left, for the number field to start from. */
    changedFrom,
    changeNumber: () => {
      setChangedFrom(sentTo ?? '');
      setSentTo(undefined);
      setFailure(undefined);
    },
  };
}
