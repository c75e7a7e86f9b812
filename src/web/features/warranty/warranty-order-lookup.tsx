import { useState } from 'react';
import { formatOrderNumber, parseOrderNumber } from '../../../shared/order-number.ts';
import { normaliseBdMobile } from '../../../shared/phone.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useOrderWarrantyLookup } from './api/warranty-api.ts';
import { warrantyRefusal } from './warranty-refusal.ts';
import { WarrantyUnitCard } from './warranty-unit-card.tsx';

/**
 * The check by order number and the order's phone: every unit of the order with its warranty.
 * The phone stays out of the address bar and the history (as on /track).
 */
export function WarrantyOrderLookup() {
  const lookup = useOrderWarrantyLookup();
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ number?: string; phone?: string }>({});

  return (
    <>
      <form
        noValidate
        aria-label="Check an order's units"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const orderNumber = parseOrderNumber(number);
          const mobile = normaliseBdMobile(phone);
          const found = {
            ...(orderNumber === null && { number: 'Type the order number, like CH-000123' }),
            ...(!mobile && { phone: 'Provide a Bangladeshi mobile number, like 01712345678' }),
          };
          setErrors(found);
          if (orderNumber !== null && mobile)
            lookup.mutate({ orderNumber: formatOrderNumber(orderNumber), phone: mobile });
        }}
      >
        <TextField
          label="Order number"
          placeholder="CH-000123"
          autoComplete="off"
          value={number}
          error={errors.number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="01712345678"
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={lookup.isPending}>
          {lookup.isPending ? <Spinner size="sm" label="Checking" /> : null}
          Check the order&apos;s units
        </button>
      </form>
      <div aria-live="polite" className="space-y-3">
        {lookup.error ? (
          <FormError message={warrantyRefusal(lookup.error, 'order')} />
        ) : lookup.data ? (
          lookup.data.units.length === 0 ? (
            <p>
              Order {lookup.data.orderNumber} has no unit with a serial number recorded yet: serials
              are recorded when the order is packed.
            </p>
          ) : (
            lookup.data.units.map((unit) => <WarrantyUnitCard key={unit.serial} unit={unit} />)
          )
        ) : null}
      </div>
    </>
  );
}
