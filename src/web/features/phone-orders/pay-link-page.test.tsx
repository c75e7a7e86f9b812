import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { answerRequests, renderInApp } from '../../test-support.tsx';
import { PayLinkDonePage, PayLinkPage } from './pay-link-page.tsx';

// The SMS payment link's pages as the customer sees them; the server is replaced by answers
// given here, the page and its api calls are the real ones.

const token = 'a'.repeat(43);
const shown = {
  orderNumber: 'CH-000042',
  customerName: 'Shirin Akter',
  method: 'bkash',
  amount: 5280,
  lines: [{ name: 'Crucial MX500 500GB', quantity: 1 }],
  expiresAt: '2026-12-05T18:00:00.000Z',
};

function renderPage(url = `/pay/${token}`) {
  renderInApp(
    <Routes>
      <Route path="/pay/done" element={<PayLinkDonePage />} />
      <Route path="/pay/:token" element={<PayLinkPage />} />
    </Routes>,
    url,
  );
}

describe('the pay-link page', () => {
  test('an expired link shows the API’s words and no Pay button', async () => {
    answerRequests(() => ({
      status: 410,
      body: { message: 'This payment link has expired. Please call the shop for a new one.' },
    }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link cannot be paid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This payment link has expired. Please call the shop for a new one.',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  test('the order, then the gateway being down is said under the Pay button, which stays', async () => {
    const calls = answerRequests((call) =>
      call.method === 'POST'
        ? { status: 503, body: { message: 'The payment gateway could not be reached.' } }
        : { body: shown },
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pay for order CH-000042' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Items' }).textContent).toContain('Crucial MX500');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('The payment gateway could not be reached.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy();
  });

  test('coming back from the gateway: paid, or not, without signing in', () => {
    const calls = answerRequests(() => ({ status: 500 }));
    renderPage('/pay/done?order=CH-000042&payment=paid');
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByTestId('paid-order').textContent).toBe('Order CH-000042');
    // It words only what its address says: nothing is asked of the server.
    expect(calls).toHaveLength(0);
  });
});
