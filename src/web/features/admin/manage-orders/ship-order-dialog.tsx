import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changeOrderStatusSchema } from '../../../../shared/schemas/order.ts';
import { ModalFormButtons, TextField } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';

/** The couriers most Bangladeshi shops send with, offered as the admin types. */
const COURIERS = ['Pathao', 'Steadfast', 'RedX', 'Paperfly', 'eCourier', 'Sundarban'];

const shipSchema = changeOrderStatusSchema.transform(({ courier = '', trackingCode = '' }) => ({
  courier,
  trackingCode,
}));
type ShipInput = z.input<typeof shipSchema>;
export type Parcel = z.output<typeof shipSchema>;

/**
 * Shipping asks for the courier and the parcel's tracking code (the server refuses a
 * shipment without them): the customer's SMS, email and /track show both.
 */
export function ShipOrderDialog({
  orderNumber,
  busy,
  onShip,
  onClose,
}: {
  orderNumber: string;
  busy: boolean;
  /** A refusal is told by the page's toast; the dialog stays open to try again. */
  onShip: (parcel: Parcel) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const listId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShipInput, unknown, Parcel>({
    resolver: zodResolver(shipSchema),
    defaultValues: { status: 'shipped', courier: '', trackingCode: '' },
  });
  const onSubmit = handleSubmit(onShip);
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        Ship order {orderNumber}
      </h2>
      <p className="mt-3">The customer gets the courier and tracking code by SMS and email.</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-3">
        <TextField
          label="Courier"
          list={listId}
          autoComplete="off"
          error={errors.courier?.message}
          {...register('courier')}
        />
        <datalist id={listId}>
          {COURIERS.map((courier) => (
            <option key={courier} value={courier} />
          ))}
        </datalist>
        <TextField
          label="Tracking code"
          autoComplete="off"
          error={errors.trackingCode?.message}
          {...register('trackingCode')}
        />
        <ModalFormButtons
          submitLabel="Mark shipped"
          busy={busy}
          busyLabel="Shipping the order"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
