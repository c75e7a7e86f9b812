import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Address } from '../../../shared/schemas/address.ts';
import { answerRequests, renderInApp, type Answer, type Call } from '../../test-support.tsx';
import { AddressBook } from './address-book.tsx';

// The address book as a customer meets it in My Profile: the saved addresses with the default
// marked, and the server's refusals shown where they belong.

const office: Address = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  label: 'Office',
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Dhaka',
  area: 'Dhanmondi',
  line: 'House 12, Road 5',
  isDefault: true,
};
const home: Address = {
  ...office,
  _id: '00000000-0000-4000-8000-0000000000a2',
  label: 'Home',
  phone: '01812345678',
  district: 'Sylhet',
  area: 'Zindabazar',
  line: 'House 4, Lamabazar Road',
  isDefault: false,
};

let answer: (call: Call) => Answer;
let calls: Call[];

beforeEach(() => {
  answer = () => ({ body: [office, home] });
  calls = answerRequests((call) => answer(call));
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the address book', () => {
  test('lists each address with its contact, place and the default badge', async () => {
    renderInApp(<AddressBook accountName="Rahim Uddin" />);
    await screen.findByRole('listitem', { name: 'Home' });
    expect(card('Home').textContent).toContain('Rahim Uddin · 01812345678');
    expect(card('Home').textContent).toContain('House 4, Lamabazar Road, Zindabazar, Sylhet');
    expect(within(card('Office')).getByText('Default')).toBeTruthy();
    expect(within(card('Home')).queryByText('Default')).toBeNull();
    expect(within(card('Office')).queryByRole('button', { name: 'Make default' })).toBeNull();
  });

  test('make default sends the whole address with isDefault', async () => {
    renderInApp(<AddressBook accountName="Rahim Uddin" />);
    await screen.findByRole('listitem', { name: 'Home' });
    answer = ({ method }) => (method === 'PUT' ? { body: { ...home, isDefault: true } } : {});
    fireEvent.click(within(card('Home')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/addresses/${home._id}`,
      body: {
        label: 'Home',
        name: 'Rahim Uddin',
        phone: '01812345678',
        district: 'Sylhet',
        area: 'Zindabazar',
        line: 'House 4, Lamabazar Road',
        isDefault: true,
      },
    });
  });

  test('delete asks first, and Keep it sends nothing', async () => {
    renderInApp(<AddressBook accountName="Rahim Uddin" />);
    await screen.findByRole('listitem', { name: 'Home' });
    fireEvent.click(within(card('Home')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(calls.every((call) => call.method === 'GET')).toBe(true);

    answer = ({ method }) => (method === 'DELETE' ? { status: 204 } : { body: [office] });
    fireEvent.click(within(card('Home')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete address' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        url: `/api/addresses/${home._id}`,
        body: undefined,
      }),
    );
  });

  test('a field the server refuses is shown under that field in the form', async () => {
    answer = ({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'area: No such area in Sylhet',
              issues: { area: 'No such area in Sylhet' },
            },
          }
        : { body: [] };
    renderInApp(<AddressBook accountName="Rahim Uddin" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect((field('Contact name') as HTMLInputElement).value).toBe('Rahim Uddin');
    fireEvent.change(field('Mobile number'), { target: { value: '01812345678' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'District' }), {
      target: { value: 'সিলে' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('option', { name: /^Sylhet / }));
    fireEvent.change(field('Area or thana'), { target: { value: 'Nowhere' } });
    fireEvent.change(field('Street address'), { target: { value: 'House 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));

    expect(await within(dialog).findByText('No such area in Sylhet')).toBeTruthy();
    expect(field('Area or thana').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText('area: No such area in Sylhet')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: '',
      name: 'Rahim Uddin',
      phone: '01812345678',
      district: 'Sylhet',
      area: 'Nowhere',
      line: 'House 4',
    });
  });
});
