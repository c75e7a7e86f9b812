import { act, renderHook } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { errorMessage, namesAField, showFieldIssues } from './server-errors.ts';

// The one way forms take what the server refused: a 400's `issues` become the
// matching fields' errors (the form field shows them under the control, see the
// order and review form tests); fields the form does not have, and failures that
// are not a 400, are left for the whole form or a toast.

interface Values {
  phone: string;
  address: string;
}
const FIELDS = ['phone', 'address'] as const;

const refused = (issues?: Record<string, string>, status = 400) =>
  new ApiRequestError(status, 'Some fields are not right', issues);

const messageOf = (form: UseFormReturn<Values>, field: keyof Values) =>
  form.getFieldState(field).error?.message;

function renderForm() {
  return renderHook(() => useForm<Values>({ defaultValues: { phone: '', address: '' } })).result;
}

describe('server field errors', () => {
  test('a 400 puts each message on the field it names and ignores fields the form lacks', () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = showFieldIssues(
        refused({
          address: 'Address is too short',
          phone: 'Provide a Bangladeshi mobile number, like 01712345678',
          coupon: 'No such coupon',
        }),
        form.current.setError,
        FIELDS,
      );
    });

    expect(shown).toBe(true);
    expect(messageOf(form.current, 'phone')).toBe(
      'Provide a Bangladeshi mobile number, like 01712345678',
    );
    expect(messageOf(form.current, 'address')).toBe('Address is too short');
  });

  test('a refusal naming none of the form’s fields is for the whole form', () => {
    const form = renderForm();
    let shown = true;
    act(() => {
      shown = showFieldIssues(refused({ coupon: 'No such coupon' }), form.current.setError, FIELDS);
    });
    expect(shown).toBe(false);
    expect(FIELDS.map((field) => messageOf(form.current, field))).toEqual([undefined, undefined]);
    expect(namesAField(refused({ coupon: 'No such coupon' }), FIELDS)).toBe(false);
    expect(namesAField(refused(), FIELDS)).toBe(false);
    expect(namesAField(refused({ phone: 'Phone is Required' }), FIELDS)).toBe(true);
  });

  test('only a 400 carries field messages; a 409 or a network failure is a toast', () => {
    const form = renderForm();
    act(() => {
      showFieldIssues(refused({ phone: 'Sold out' }, 409), form.current.setError, FIELDS);
      showFieldIssues(new TypeError('Failed to fetch'), form.current.setError, FIELDS);
    });
    expect(FIELDS.map((field) => messageOf(form.current, field))).toEqual([undefined, undefined]);
    expect(namesAField(refused({ phone: 'Sold out' }, 409), FIELDS)).toBe(false);
    expect(errorMessage(refused({}, 409))).toBe('Some fields are not right');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
