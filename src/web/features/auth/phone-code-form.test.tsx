import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../../shared/schemas/auth.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { PhoneCodeForm } from './phone-code-form.tsx';

// The phone/code form as a shopper meets it: the phone, the code the shop texted, a name
// only for a new phone, the server's refusals in words, and the resend countdown (on fake
// intervals: no waiting).

const user: User = {
  _id: '00000000-0000-4000-8000-0000000000ab',
  email: null,
  phone: '01712345678',
  name: 'Rahim',
  role: 'customer',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const sent = { status: 202, body: { expiresIn: 300, resendAfter: 60 } };

let answer: (call: Call) => Answer;
let calls: Call[];
const onSignedIn = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onSignedIn.mockReset();
  answer = (call) => {
    if (call.url.endsWith('/otp/request')) return sent;
    if (call.url.endsWith('/otp/verify')) return { body: { token: 't', user, created: false } };
    return { body: { token: 't' } };
  };
  calls = answerRequests((call) => answer(call));
  renderInApp(<PhoneCodeForm purpose="sign-in" onSignedIn={onSignedIn} />);
});
afterEach(() => {
  vi.useRealTimers();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function askForCode(phone = '01712345678') {
  type('Mobile number', phone);
  click('Send code');
  await screen.findByLabelText('Code');
}

describe('the phone/code form', () => {
  test('refuses a malformed phone before sending, then shows a code field ready for autofill', async () => {
    type('Mobile number', '0123');
    click('Send code');
    expect(await screen.findByText(/Bangladeshi mobile/i)).toBeTruthy();
    expect(calls).toEqual([]);
    await askForCode('+880 1712-345678');
    expect(calls[0]?.body).toEqual({ phone: '01712345678', purpose: 'sign-in' });
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
  });

  test('says every refusal in words: a limit, the SMS gateway down, a wrong code', async () => {
    answer = () => ({
      status: 429,
      body: { message: 'Too many codes asked for. Please try again in 42 minutes.' },
      headers: { 'retry-after': '2520' },
    });
    type('Mobile number', '01712345678');
    click('Send code');
    expect(await screen.findByText(/try again in 42 minutes/)).toBeTruthy();
    answer = () => ({
      status: 503,
      body: { message: 'We could not send the SMS just now. Please try again in a minute.' },
    });
    click('Send code');
    expect(await screen.findByText(/could not send the SMS/)).toBeTruthy();
    answer = () => sent;
    await askForCode();
    type('Code', '12');
    click('Sign in');
    expect(await screen.findByText('The code is the 6 digits in the SMS')).toBeTruthy();
    answer = () => ({
      status: 400,
      body: {
        message: 'That code is not right. Please check the SMS and try again.',
        issues: { code: 'That code is not right. Please check the SMS and try again.' },
      },
    });
    type('Code', '123456');
    click('Sign in');
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('asks a name only when the phone is new, then signs in', async () => {
    await askForCode();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    answer = (call) =>
      call.url.endsWith('/otp/verify') && !(call.body as { name?: string }).name
        ? {
            status: 400,
            body: { message: 'Name is Required', issues: { name: 'Name is Required' } },
          }
        : call.url.endsWith('/otp/verify')
          ? { body: { token: 't', user, created: true } }
          : { body: { token: 't' } };
    type('Code', '123456');
    click('Sign in');
    type(await screen.findByLabelText('Your name').then(() => 'Your name'), 'Rahim');
    click('Sign in');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ created: true, user: { name: 'Rahim' } });
  });

  test('offers a resend only after the 60 s countdown', async () => {
    await askForCode();
    expect(screen.getByText('Resend code in 60 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByText('Resend code in 1 s')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    click('Resend code');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/otp/request'))).toHaveLength(2),
    );
    expect(await screen.findByText('Resend code in 60 s')).toBeTruthy();
  });
});
