import { act, fireEvent, screen } from '@testing-library/react';
import { CODE_FORMAT_MESSAGE } from '../../../shared/schemas/phone-sign-in.ts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { PhoneProofStep } from './phone-proof-step.tsx';

// Checkout's code step as a visitor meets it (decision 084): the code field ready for the
// phone's autofill, Enter confirming the code (never submitting checkout's form again), the
// resend only after its countdown, and a refused resend said in words (fake intervals).

let answer: (call: Call) => Answer;
let calls: Call[];
const onConfirm = vi.fn();
const onSubmitForm = vi.fn((event: { preventDefault(): void }) => event.preventDefault());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onConfirm.mockReset();
  onSubmitForm.mockClear();
  answer = () => ({ status: 202, body: { expiresIn: 300, resendAfter: 60 } });
  calls = answerRequests((call) => answer(call));
  renderInApp(
    <form onSubmit={onSubmitForm}>
      <PhoneProofStep
        phone="01712345678"
        sent={{ expiresIn: 300, resendAfter: 60 }}
        busy={false}
        error={undefined}
        onConfirm={onConfirm}
        onChangePhone={() => undefined}
      />
    </form>,
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkout’s phone code step', () => {
  test('the code field is ready for autofill; a short code is refused; Enter confirms the code only', () => {
    const field = screen.getByLabelText('SMS code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: '12 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and place order' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CODE_FORMAT_MESSAGE)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledWith('123456');
    expect(onSubmitForm).not.toHaveBeenCalled();
  });

  test('resend waits out its countdown, then a refusal is shown in words', async () => {
    expect(screen.getByText('Resend code in 60 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    answer = () => ({
      status: 429,
      body: { statusCode: 429, message: 'Too many codes for this phone. Try again in 50 minutes.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText(/Too many codes for this phone/)).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ phone: '01712345678', purpose: 'checkout' }]);
  });
});
