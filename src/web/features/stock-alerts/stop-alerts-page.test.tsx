import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerRequests, renderInApp } from '../../test-support.tsx';
import { StopAlertsPage } from './stop-alerts-page.tsx';

// The stop link's page (decision 078): it acts only on its button, and says what it stopped.

describe('the stop page', () => {
  test('stops only when the button is pressed, and says what it stopped', async () => {
    const calls = answerRequests(({ url }) =>
      url === '/api/stock-alerts/stop'
        ? { body: { contact: '01712345678', stopped: 2 } }
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not here' } },
    );
    renderInApp(<StopAlertsPage />, '/stock-alerts/stop?token=abc');
    expect(screen.getByRole('heading', { name: 'Stop back-in-stock alerts' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop my alerts' }));
    expect(
      await screen.findByText(
        'Done: 2 alerts waiting for 01712345678 are stopped. Nothing more will be sent.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc' });
  });

  test('an unknown link is told so; no link at all asks to open it again', async () => {
    answerRequests(() => ({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: 'This link to stop alerts is not valid.',
      },
    }));
    const { unmount } = renderInApp(<StopAlertsPage />, '/stock-alerts/stop?token=zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Stop my alerts' }));
    expect(await screen.findByText('This link to stop alerts is not valid.')).toBeTruthy();
    unmount();
    renderInApp(<StopAlertsPage />, '/stock-alerts/stop');
    expect(screen.getByText(/This link to stop alerts is not complete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop my alerts' })).toBeNull();
  });
});
