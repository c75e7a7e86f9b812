import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../../../shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../../shared/shop-defaults.ts';
import { answerRequests, renderInApp, type Call } from '../../../test-support.tsx';
import { SettingsPage } from './settings-page.tsx';

// The Settings form as an admin meets it: the settings in force filled in, lists typed
// one item a line (or a paragraph apart), every rule checked before anything is sent.

let calls: Call[];
let inForce: ShopSettings;

beforeEach(() => {
  localStorage.clear();
  inForce = DEFAULT_SHOP_SETTINGS;
  calls = answerRequests(({ method, url, body }) => {
    if (url === '/api/shop' && method === 'GET') return { body: inForce };
    if (url === '/api/shop' && method === 'PUT') return { body };
    if (url === '/api/admin/phone-code-setting' && method === 'GET')
      return { body: { hourlyCap: 200 } };
    if (url === '/api/admin/phone-code-setting' && method === 'PUT') return { body };
    return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } };
  });
});

const saves = () => calls.filter((call) => call.method === 'PUT');

async function renderPage() {
  renderInApp(<SettingsPage />, '/dashboard/settings');
  const form = await screen.findByRole('form', { name: 'Shop settings' });
  return {
    form,
    field: (label: string) => within(form).getByLabelText<HTMLInputElement>(label),
  };
}

describe('the Settings page', () => {
  test('shows the settings in force, lists as lines and paragraphs', async () => {
    const { field } = await renderPage();
    expect(field('Shop name').value).toBe('Circuit Haat');
    expect(field('Address').value).toBe(DEFAULT_SHOP_SETTINGS.address.join('\n'));
    expect(field('Biography').value).toBe(DEFAULT_SHOP_SETTINGS.owner.bio.join('\n\n'));
  });

  test('names each bad field under it and sends nothing', async () => {
    const { form, field } = await renderPage();
    fireEvent.change(field('Contact phone'), { target: { value: 'ring us' } });
    fireEvent.change(field('Address'), { target: { value: 'a\nb\nc\nd\ne' } });
    fireEvent.change(field('Facebook page'), { target: { value: 'http://facebook.com/x' } });
    fireEvent.submit(form);
    await within(form).findByText(/Phone must be digits/);
    within(form).getByText('Address may have at most 4 lines');
    within(form).getByText('Facebook must start with https://');
    expect(field('Contact phone').getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toEqual([]);
  });

  test('a file that is not a picture is named at once, with no picture standing in', async () => {
    const { form, field } = await renderPage();
    const notes = new File(['shop notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(field('Owner photo'), { target: { files: [notes] } });
    await within(form).findByText(/This file is not a picture/);
    expect(within(form).queryByRole('img', { name: 'Preview of the chosen picture' })).toBeNull();
    fireEvent.submit(form);
    await within(form).findByText('Choose a JPEG, PNG, WebP or AVIF picture');
    expect(saves()).toEqual([]);
  });

  test('a shop emptied of the demo’s words (no carousel, owner, address or email) saves as it is', async () => {
    inForce = { ...DEFAULT_SHOP_SETTINGS, owner: null, slides: [], address: [], email: '' };
    const { form, field } = await renderPage();
    expect(within(form).getByText('The About page shows no owner profile.')).toBeTruthy();
    expect(within(form).getByText('The home page shows no carousel.')).toBeTruthy();
    fireEvent.change(field('Shop name'), { target: { value: 'Dhaka PC House' } });
    fireEvent.submit(form);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ ...inForce, name: 'Dhaka PC House' });

    // An owner profile added back is checked as any other.
    fireEvent.click(within(form).getByRole('button', { name: 'Add an owner profile' }));
    fireEvent.submit(form);
    await within(form).findByText('Owner name is required');
    expect(saves()).toHaveLength(1);
  });

  test('sends the whole settings with lists split, and shows the saved ones', async () => {
    const { form, field } = await renderPage();
    fireEvent.change(field('Shop name'), { target: { value: 'Dhaka PC House' } });
    fireEvent.change(field('Address'), { target: { value: ' House 7, Road 2 \n\nDhaka 1205\n' } });
    fireEvent.change(field('Story'), { target: { value: 'First part.\n\nSecond\npart.' } });
    fireEvent.submit(form);
    await waitFor(() => expect(saves()).toHaveLength(1));
    const sent = saves()[0]?.body as ShopSettings;
    expect(sent).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      name: 'Dhaka PC House',
      address: ['House 7, Road 2', 'Dhaka 1205'],
      owner: { ...DEFAULT_SHOP_SETTINGS.owner, story: ['First part.', 'Second part.'] },
    });
    await screen.findByText(/Settings saved/);
  });

  test("the owner's hourly cap on code SMS: 200 by default, checked, then saved", async () => {
    renderInApp(<SettingsPage />, '/dashboard/settings');
    const form = await screen.findByRole('form', { name: 'Sign-in codes by SMS' });
    const cap = within(form).getByLabelText<HTMLInputElement>('SMS an hour');
    await waitFor(() => expect(cap.value).toBe('200'));
    fireEvent.change(cap, { target: { value: '0' } });
    fireEvent.submit(form);
    expect(
      await within(form).findByText('The hourly cap must be a whole number from 1 to 100000'),
    ).toBeTruthy();
    expect(
      calls.filter((call) => call.url === '/api/admin/phone-code-setting' && call.method === 'PUT'),
    ).toEqual([]);
    fireEvent.change(cap, { target: { value: '350' } });
    fireEvent.submit(form);
    await screen.findByText(/at most 350 sign-in code SMS an hour/);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ hourlyCap: 350 });
  });
});
