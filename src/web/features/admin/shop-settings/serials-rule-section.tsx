import { useQuery } from '@tanstack/react-query';
import { CheckboxField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/use-session.ts';
import {
  useSaveWarrantySettings,
  warrantySettingsQuery,
} from '../../warranty/api/warranty-desk-api.ts';

/**
 * The order rule of the warranty desk (docs/product.md#warranty-desk): an order with a
 * serial-tracked line waits for every unit's serial before it is shipped or booked with a
 * courier. A switch saves at once; only the owner may change it, other admins see it.
 */
export function SerialsRuleSection() {
  const { user } = useSession();
  const { data, error, refetch } = useQuery(warrantySettingsQuery());
  const save = useSaveWarrantySettings();
  const owner = user?.role === 'owner';
  return (
    <section
      aria-labelledby="serials-rule"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="serials-rule" className="text-lg font-semibold">
        Serial numbers
      </h2>
      <p className="text-sm opacity-80">
        Products marked &quot;Serial numbers tracked&quot; get one serial per unit, scanned on the
        order page when packing. With this on, such an order cannot be marked shipped or booked with
        a courier until every unit has its serial.
      </p>
      {error && !data ? (
        <QueryError error={error} what="the serials rule" onRetry={() => void refetch()} />
      ) : (
        <CheckboxField
          toggle
          label="Serials required before shipping"
          hint={owner ? undefined : 'Only the shop’s owner changes this rule.'}
          checked={data?.serialsBeforeShipping ?? false}
          disabled={!data || !owner || save.isPending}
          onChange={(event) =>
            save.mutate(
              { serialsBeforeShipping: event.target.checked },
              {
                onSuccess: (saved) =>
                  toast.success(
                    saved.serialsBeforeShipping
                      ? 'Saved: orders wait for their serials before shipping.'
                      : 'Saved: orders may ship without their serials.',
                  ),
                onError: (failure) => toast.error(errorMessage(failure)),
              },
            )
          }
        />
      )}
    </section>
  );
}
