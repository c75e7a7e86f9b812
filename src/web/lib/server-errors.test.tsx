import { act, render, screen } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { TextField } from '../components/form-field.tsx';
import { ApiRequestError } from './api-client.ts';
import { errorMessage, namesAField, showFieldIssues } from './server-errors.ts';

// The one way forms show what the server refused: a 400's `issues` go under the
// matching fields, read with them by screen readers, and focus goes to the first.

interface Values {
  phone: string;
  address: string;
}
const FIELDS = ['phone', 'address'] as const;

let setError: UseFormSetError<Values>;
function Form() {
  const form = useForm<Values>({ defaultValues: { phone: '', address: '' } });
  setError = form.setError;
  const { errors } = form.formState;
  return (
    <form>
      <TextField label="Phone" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Address" error={errors.address?.message} {...form.register('address')} />
    </form>
  );
}

const refused = (issues?: Record<string, string>, status = 400) =>
  new ApiRequestError(status, 'Some fields are not right', issues);

describe('server field errors', () => {
  test('go under the fields they name, described to screen readers, focus on the first', () => {
    render(<Form />);
    const error = refused({
      address: 'Address is too short',
      phone: 'Provide a Bangladeshi mobile number, like 01712345678',
      coupon: 'No such coupon',
    });
    let shown = false;
    act(() => {
      shown = showFieldIssues(error, setError, FIELDS);
    });

    expect(shown).toBe(true);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Provide a Bangladeshi mobile number, like 01712345678').id,
    );
    expect(screen.getByText('Address is too short')).toBeTruthy();
    expect(screen.queryByText('No such coupon')).toBeNull();
    // The form's order decides, not the order of the answer.
    expect(document.activeElement).toBe(phone);
  });

  test('a refusal that names none of the form’s fields is for the whole form', () => {
    render(<Form />);
    let shown = true;
    act(() => {
      shown = showFieldIssues(refused({ coupon: 'No such coupon' }), setError, FIELDS);
    });
    expect(shown).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBeNull();
    expect(namesAField(refused({ coupon: 'No such coupon' }), FIELDS)).toBe(false);
    expect(namesAField(refused(), FIELDS)).toBe(false);
    expect(namesAField(refused({ phone: 'Phone is Required' }), FIELDS)).toBe(true);
  });

  test('only a 400 carries field messages; a 409 or a network failure is a toast', () => {
    render(<Form />);
    act(() => {
      showFieldIssues(refused({ phone: 'Sold out' }, 409), setError, FIELDS);
      showFieldIssues(new TypeError('Failed to fetch'), setError, FIELDS);
    });
    expect(screen.queryByText('Sold out')).toBeNull();
    expect(errorMessage(refused({}, 409))).toBe('Some fields are not right');
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
