import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeliverySettingsInput } from '../../../shared/schemas/delivery.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { deliverySettingsQuery, useSaveDeliverySettings } from './api/delivery-api.ts';
import { DistrictZoneTable } from './district-zone-table.tsx';
import { PickupPointsFields } from './pickup-points-fields.tsx';
import { PaymentRulesSection } from './payment-rules-form.tsx';
import { ZoneFields } from './zone-fields.tsx';

const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Every message of a refused save, since one may sit deep in a zone or a district. */
function refusal(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isApiRequestError(error, 400) && error.issues) return Object.values(error.issues).join(' ');
  return errorMessage(error);
}

function SettingsForm({ saved }: { saved: DeliverySettingsInput }) {
  const [settings, setSettings] = useState(saved);
  const save = useSaveDeliverySettings();
  const set = (patch: Partial<DeliverySettingsInput>) => setSettings({ ...settings, ...patch });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(settings, {
      onSuccess: (answer) => {
        setSettings(answer);
        toast.success('Delivery settings are saved');
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-8">
      <section aria-labelledby="zones-heading" className="space-y-3">
        <h2 id="zones-heading" className="text-xl font-semibold">
          Zones, charges and times
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          {settings.zones.map((zone, index) => (
            <ZoneFields
              key={zone.id}
              zone={zone}
              onChange={(next) =>
                set({ zones: settings.zones.map((z, at) => (at === index ? next : z)) })
              }
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="parcel-heading" className="grid gap-4 sm:grid-cols-2">
        <h2 id="parcel-heading" className="text-xl font-semibold sm:col-span-2">
          Heavy parcels and free delivery
        </h2>
        <label className="space-y-1">
          <span className="block text-sm font-medium">Charge per kg above the first (Tk)</span>
          <input
            className="input w-full"
            type="number"
            min={0}
            step={1}
            value={settings.extraKgCharge}
            onChange={(event) => set({ extraKgCharge: Number(event.target.value) })}
          />
        </label>
        <label className="space-y-1">
          <span className="block text-sm font-medium">
            Free home delivery from a subtotal of (Tk, empty: never)
          </span>
          <input
            className="input w-full"
            type="number"
            min={1}
            step={1}
            value={settings.freeDeliveryThreshold ?? ''}
            onChange={(event) => set({ freeDeliveryThreshold: wholeOrNull(event.target.value) })}
          />
        </label>
      </section>
      <section aria-labelledby="districts-heading" className="space-y-3">
        <h2 id="districts-heading" className="text-xl font-semibold">
          Districts and their zones
        </h2>
        <DistrictZoneTable
          zones={settings.zones}
          districtZones={settings.districtZones}
          onChange={(districtZones) => set({ districtZones })}
        />
      </section>
      <section aria-labelledby="pickup-heading" className="space-y-3">
        <h2 id="pickup-heading" className="text-xl font-semibold">
          Pickup points
        </h2>
        <PickupPointsFields
          points={settings.pickupPoints}
          onChange={(pickupPoints) => set({ pickupPoints })}
        />
      </section>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 py-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? <ButtonSpinner label="Saving" /> : null}
          Save delivery settings
        </button>
        <FormError message={refusal(save.error)} />
      </div>
    </form>
  );
}

/**
 * /dashboard/delivery-settings (docs/product.md#delivery-settings), admins only: what delivery
 * costs and takes in each zone, which zone each district is in, and the pickup points.
 */
export default function DeliverySettingsPage() {
  const { data, error, isPending, refetch } = useQuery(deliverySettingsQuery());
  return (
    <div className="max-w-5xl">
      <PageHeader
        title="Delivery settings"
        description="Charges and times per zone; the next quote and checkout use what you save."
      />
      {error ? (
        <QueryError error={error} what="the delivery settings" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <SettingsForm saved={data} />
      )}
      <PaymentRulesSection />
    </div>
  );
}
