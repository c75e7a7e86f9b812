import type { Address } from '../../../shared/schemas/address.ts';

interface SavedAddressChoiceProps {
  addresses: readonly Address[];
  /** The saved address the form holds now; null for one typed anew. */
  chosen: string | null;
  onChoose: (address: Address | null) => void;
}

/** One address as a line a customer recognises: who, where, and the number to call. */
function addressLine(address: Address): string {
  return [address.name, address.line, address.area, address.district, address.phone].join(', ');
}

/**
 * The customer's saved addresses, offered before the address fields (the default first, as the
 * address book lists them): choosing one fills the fields, "A new address" empties them.
 */
export function SavedAddressChoice({ addresses, chosen, onChoose }: SavedAddressChoiceProps) {
  if (addresses.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Deliver to a saved address</legend>
      {addresses.map((address) => (
        <label
          key={address._id}
          className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 ${address._id === chosen ? 'border-primary bg-primary/5' : 'border-base-300'}`}
        >
          <input
            type="radio"
            name="savedAddress"
            className="radio radio-primary radio-sm mt-0.5"
            checked={address._id === chosen}
            onChange={() => onChoose(address)}
          />
          <span className="min-w-0 text-sm">
            {address.label ? <span className="block font-medium">{address.label}</span> : null}
            <span className="block break-words">{addressLine(address)}</span>
          </span>
        </label>
      ))}
      <label
        className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 ${chosen === null ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      >
        <input
          type="radio"
          name="savedAddress"
          className="radio radio-primary radio-sm"
          checked={chosen === null}
          onChange={() => onChoose(null)}
        />
        <span className="text-sm">A new address</span>
      </label>
    </fieldset>
  );
}
