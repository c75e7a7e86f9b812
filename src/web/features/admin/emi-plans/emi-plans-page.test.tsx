import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { answerRequests, renderInApp, type Answer, type Call } from '../../../test-support.tsx';
import { EmiPlansPage } from './emi-plans-page.tsx';

// The owner's EMI plans screen: each bank's plan shown as kept, changed and saved together,
// a bank added, every refusal of the server beside the field it names, and the products kept
// out of EMI saved on their own. The network answers as the server would.

const cityBank = {
  bank: 'City Bank',
  months: [3, 12],
  feePercent: { '12': 3.5 },
  minAmount: 5000,
  enabled: true,
};

let savePlans: (call: Call) => Answer;
let calls: Call[];

beforeEach(() => {
  savePlans = (call) => ({ body: call.body });
  calls = answerRequests((call) => {
    if (call.url === '/api/admin/emi-plans') {
      return call.method === 'PUT' ? savePlans(call) : { body: [cityBank] };
    }
    if (call.url === '/api/admin/emi-exclusions') {
      return call.method === 'PUT' ? { body: call.body } : { body: { productIds: [] } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
});

const plan = (name: string) => screen.getByRole('group', { name });
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('the EMI plans screen', () => {
  test('shows each plan as kept, and saves a changed fee, a new tenure and a new bank', async () => {
    renderInApp(<EmiPlansPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'EMI plans' })).toBeTruthy();
    const city = plan('City Bank');
    expect(within(city).getByRole<HTMLInputElement>('textbox', { name: 'Bank' }).value).toBe(
      'City Bank',
    );
    expect(
      within(city).getByRole<HTMLInputElement>('spinbutton', { name: 'Minimum (Tk)' }).value,
    ).toBe('5000');
    expect(
      within(city).getByRole<HTMLInputElement>('checkbox', { name: 'Offered to shoppers' }).checked,
    ).toBe(true);
    const fee12 = within(city).getByRole<HTMLInputElement>('spinbutton', {
      name: 'Fee for 12 months (%)',
    });
    expect(fee12.value).toBe('3.5');
    expect(within(city).queryByRole('spinbutton', { name: 'Fee for 6 months (%)' })).toBeNull();

    fireEvent.click(within(city).getByRole('checkbox', { name: '6 months' }));
    fireEvent.change(within(city).getByRole('spinbutton', { name: 'Fee for 6 months (%)' }), {
      target: { value: '1.5' },
    });
    fireEvent.change(fee12, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a bank' }));
    const added = plan('Bank 2');
    fireEvent.change(within(added).getByRole('textbox', { name: 'Bank' }), {
      target: { value: 'EBL' },
    });
    fireEvent.click(within(plan('EBL')).getByRole('checkbox', { name: 'Offered to shoppers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual([
      { ...cityBank, months: [3, 6, 12], feePercent: { '6': 1.5, '12': 4 } },
      { bank: 'EBL', months: [3, 6, 12], feePercent: {}, minAmount: 5000, enabled: false },
    ]);
    expect(await screen.findByText('Saved 2 EMI plans.')).toBeTruthy();
  });

  test('every refusal shows beside the field it names, and a refused list stays as typed', async () => {
    savePlans = () => ({
      status: 400,
      body: {
        message: 'Invalid body: 0.minAmount: minAmount must be at least 5000',
        issues: {
          '0.minAmount': "minAmount must be at least 5000 (SSLCommerz's least EMI amount)",
          '0.feePercent.12': 'feePercent must be from 0 to 30 %',
        },
      },
    });
    renderInApp(<EmiPlansPage />);
    const city = await screen.findByRole('group', { name: 'City Bank' });
    const minimum = within(city).getByRole<HTMLInputElement>('spinbutton', {
      name: 'Minimum (Tk)',
    });
    fireEvent.change(minimum, { target: { value: '4000' } });
    fireEvent.change(within(city).getByRole('spinbutton', { name: 'Fee for 12 months (%)' }), {
      target: { value: '31' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));

    const why = await within(city).findByText(/minAmount must be at least 5000/);
    expect(minimum.getAttribute('aria-describedby')).toContain(why.id);
    const fee = within(city).getByRole('spinbutton', { name: 'Fee for 12 months (%)' });
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(within(city).getByText('feePercent must be from 0 to 30 %')).toBeTruthy();
    expect(minimum.value).toBe('4000');
  });

  test('a bank listed twice is said under the plans', async () => {
    savePlans = () => ({
      status: 400,
      body: {
        message: 'Invalid body: request: a bank is listed twice: keep one plan per bank',
        issues: { request: 'a bank is listed twice: keep one plan per bank' },
      },
    });
    renderInApp(<EmiPlansPage />);
    await screen.findByRole('group', { name: 'City Bank' });
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));
    expect(await screen.findByText('a bank is listed twice: keep one plan per bank')).toBeTruthy();
  });

  test('a plan taken off is left out of what is saved', async () => {
    renderInApp(<EmiPlansPage />);
    await screen.findByRole('group', { name: 'City Bank' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove City Bank' }));
    expect(screen.getByText(/No EMI plans yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save plans' }));
    await waitFor(() => expect(puts()[0]?.body).toEqual([]));
  });
});
