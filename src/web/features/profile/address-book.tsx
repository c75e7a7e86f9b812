import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import MapPin from 'lucide-react/icons/map-pin';
import { MAX_ADDRESSES, type Address } from '../../../shared/schemas/address.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { addressesQuery, useRemoveAddress, useSaveAddress } from './api/address-api.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

// The address book in My Profile (docs/product.md#my-profile): checkout and the order modal
// start from the default address, so making one the default is one click.

type Editing = { address?: Address } | null;

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveAddress();
  const title = address.label || address.name;
  const makeDefault = () =>
    save.mutate(
      {
        id: address._id,
        address: {
          label: address.label,
          name: address.name,
          phone: address.phone,
          district: address.district,
          area: address.area,
          line: address.line,
          isDefault: true,
        },
      },
      {
        onSuccess: () => toast.success(`${title} is now your default address.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <li
      aria-label={title}
      className="flex flex-wrap items-start justify-between gap-3 rounded-box border border-base-300 p-4"
    >
      <div className="space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {address.label ? <span>{address.label}</span> : null}
          {address.isDefault ? <span className="badge badge-primary badge-sm">Default</span> : null}
        </p>
        <p>
          {address.name} · {address.phone}
        </p>
        <p className="opacity-80">
          {address.line}, {address.area}, {address.district}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        {address.isDefault ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={save.isPending}
            onClick={makeDefault}
          >
            Make default
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-ghost btn-sm text-error" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

export function AddressBook({ accountName }: { accountName: string }) {
  const { data: addresses, error, isPending, refetch } = useQuery(addressesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useRemoveAddress();

  const confirmDelete = (address: Address) =>
    remove.mutate(address._id, {
      onSuccess: () => {
        toast.success('The address is deleted.');
        setDeleting(null);
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  return (
    <section
      aria-labelledby="address-book"
      className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="address-book" className="text-lg font-semibold">
          Address book
        </h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={(addresses?.length ?? 0) >= MAX_ADDRESSES}
          onClick={() => setEditing({})}
        >
          Add address
        </button>
      </div>
      {error ? (
        <QueryError error={error} what="your addresses" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Loading your addresses" />
      ) : addresses.length === 0 ? (
        <p className="flex items-center gap-2 text-sm opacity-80">
          <MapPin className="size-4" aria-hidden="true" />
          No saved addresses yet. Checkout and Buy Now start from your default address.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard
              key={address._id}
              address={address}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AddressFormDialog
          address={editing.address}
          accountName={accountName}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this address?"
          confirmLabel="Delete address"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            {deleting.line}, {deleting.area}, {deleting.district} will be removed from your address
            book.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
