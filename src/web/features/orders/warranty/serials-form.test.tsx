import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { OrderSerials } from '../../../../shared/schemas/warranty-desk.ts';
import { answerRequests, renderInApp } from '../../../test-support.tsx';
import { SerialsForm } from './serials-form.tsx';

// The scanner's form (docs/product.md#warranty-desk): Enter moves on, and a serial that cannot
// be sold here is said under its own field before anything is saved.

const serials: OrderSerials = {
  orderId: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'CH-000042',
  lines: [
    {
      lineNo: 1,
      productId: 'p1',
      name: 'Ryzen 5 7600',
      sku: 'CPU-1',
      quantity: 2,
      serialTracked: true,
      serials: [],
    },
  ],
  complete: false,
  requiredBeforeShipping: true,
};

/** Types as a scanner does: the characters, then Enter. */
function scan(field: HTMLElement, serial: string) {
  fireEvent.change(field, { target: { value: serial } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the serials form', () => {
  test('Enter moves from unit to unit and then to Save; a sold serial and a duplicate are refused on their field', async () => {
    const calls = answerRequests(({ url }) =>
      url.includes('SOLD-1')
        ? { body: { serial: 'SOLD-1', free: false, reason: 'Sold with CH-000007' } }
        : { body: { serial: 'X', free: true, reason: null } },
    );
    renderInApp(<SerialsForm serials={serials} />);
    const first = screen.getByLabelText('Ryzen 5 7600, unit 1 serial');
    const second = screen.getByLabelText('Ryzen 5 7600, unit 2 serial');
    first.focus();
    scan(first, 'sold-1');
    expect(document.activeElement).toBe(second);
    expect(await screen.findByText('Sold with CH-000007')).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    scan(second, 'SOLD-1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save serials' }));
    expect(screen.getAllByText('This serial is already in this form')).toHaveLength(2);
    // Saving with a refused field sends nothing and goes back to it.
    fireEvent.click(screen.getByRole('button', { name: 'Save serials' }));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  test('a corrected serial asks for a note, sent with the change', async () => {
    const recorded = { ...serials, lines: [{ ...serials.lines[0]!, serials: ['AAA', 'BBB'] }] };
    const calls = answerRequests(({ method }) =>
      method === 'PUT'
        ? { body: { ...recorded, complete: true } }
        : { body: { serial: 'X', free: true, reason: null } },
    );
    renderInApp(<SerialsForm serials={recorded} />);
    const first = screen.getByLabelText('Ryzen 5 7600, unit 1 serial');
    fireEvent.change(first, { target: { value: 'ccc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save serials' }));
    expect(await screen.findByText(/Say why a recorded serial changes/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Why the recorded serial changes'), {
      target: { value: 'Box label was misread' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save serials' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        lines: [{ lineNo: 1, serials: ['CCC', 'BBB'] }],
        note: 'Box label was misread',
      }),
    );
  });
});
