import type { DeliveryZone } from '../../../shared/schemas/delivery.ts';

// One delivery zone's charges and times, as the Delivery settings page edits them. Number
// fields hold whole Taka; an empty express charge means the zone has no express delivery.

interface ZoneFieldsProps {
  zone: DeliveryZone;
  onChange: (zone: DeliveryZone) => void;
}

const taka = (text: string) => (text.trim() === '' ? null : Number(text));

export function ZoneFields({ zone, onChange }: ZoneFieldsProps) {
  const set = (patch: Partial<DeliveryZone>) => onChange({ ...zone, ...patch });
  return (
    <fieldset
      className="grid gap-3 rounded-box border border-base-300 p-4 sm:grid-cols-2"
      aria-label={`Zone ${zone.name}`}
    >
      <legend className="px-1 font-semibold">{zone.name}</legend>
      <label className="space-y-1 sm:col-span-2">
        <span className="block text-sm font-medium">Zone name</span>
        <input
          className="input w-full"
          value={zone.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </label>
      <label className="space-y-1">
        <span className="block text-sm font-medium">Home delivery charge (Tk)</span>
        <input
          className="input w-full"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={zone.homeCharge}
          onChange={(event) => set({ homeCharge: Number(event.target.value) })}
        />
      </label>
      <label className="space-y-1">
        <span className="block text-sm font-medium">Home delivery time</span>
        <input
          className="input w-full"
          value={zone.homeEta}
          onChange={(event) => set({ homeEta: event.target.value })}
        />
      </label>
      <label className="space-y-1">
        <span className="block text-sm font-medium">Express charge (Tk, empty: no express)</span>
        <input
          className="input w-full"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={zone.expressCharge ?? ''}
          onChange={(event) => {
            const expressCharge = taka(event.target.value);
            set({
              expressCharge,
              expressEta: expressCharge === null ? null : (zone.expressEta ?? 'Next day'),
            });
          }}
        />
      </label>
      <label className="space-y-1">
        <span className="block text-sm font-medium">Express time</span>
        <input
          className="input w-full"
          value={zone.expressEta ?? ''}
          disabled={zone.expressCharge === null}
          onChange={(event) => set({ expressEta: event.target.value })}
        />
      </label>
    </fieldset>
  );
}
