import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Address } from '../../../../shared/schemas/address.ts';
import type { PhoneCustomer } from '../../../../shared/schemas/phone-order.ts';
import { ButtonSpinner, FormError, TextField } from '../../../components/form-field.tsx';
import { mobileNumberInput } from '../../../components/address-inputs.ts';
import { createPhoneCustomer, findPhoneCustomer } from './take-order-api.ts';

export interface FoundCustomer {
  customer: PhoneCustomer;
  addresses: readonly Address[];
}

/**
 * Step one: the caller's phone finds their account; a phone without one offers to make it
 * from the phone and a name. Every refusal shows the API's words.
 */
export function CustomerStep({ onFound }: { onFound: (found: FoundCustomer) => void }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const find = useMutation({
    mutationFn: findPhoneCustomer,
    onSuccess: ({ customer, addresses }) => {
      if (customer) onFound({ customer, addresses });
    },
  });
  const create = useMutation({
    mutationFn: createPhoneCustomer,
    onSuccess: (customer) => onFound({ customer, addresses: [] }),
  });
  const notFound = find.data && !find.data.customer;
  return (
    <section aria-labelledby="customer-heading" className="space-y-4">
      <h2 id="customer-heading" className="text-lg font-semibold">
        Customer
      </h2>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.reset();
          find.mutate(phone.trim());
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            {...mobileNumberInput}
            label="Customer’s mobile number"
            autoComplete="off"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={find.isPending}>
          {find.isPending ? <ButtonSpinner label="Finding" /> : null}
          Find customer
        </button>
      </form>
      <FormError message={find.error?.message} />
      {notFound ? (
        <form
          noValidate
          className="space-y-3 rounded-box border border-base-300 p-4"
          aria-label="New customer"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ phone: phone.trim(), name: name.trim() });
          }}
        >
          <p role="status">No account has this phone yet. Make one with the customer’s name:</p>
          <TextField
            label="Customer’s name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <FormError message={create.error?.message} />
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={create.isPending}
          >
            {create.isPending ? <ButtonSpinner label="Making the account" /> : null}
            Create customer
          </button>
        </form>
      ) : null}
    </section>
  );
}
