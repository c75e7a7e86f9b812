import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paymentRoutes } from '../../../shared/api/routes/payments.ts';
import type { PaymentRules } from '../../../shared/schemas/payment.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { paymentKeys } from '../payments/api/payment-api.ts';

const rulesKey = ['payments', 'rules'] as const;

/**
 * Beside delivery, the shop's rules for cash on delivery (docs/product.md#online-payment):
 * cash orders outside Dhaka pay their delivery charge online first, and a total above which
 * cash is not offered; and whether a visitor paying online proves the phone by an SMS code
 * too (cash orders always do; decision 084).
 */
export function PaymentRulesSection() {
  const { data } = useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => apiCall(paymentRoutes.rules, {}, { signal }),
  });
  return (
    <section aria-labelledby="payment-rules-heading" className="mt-8 space-y-3">
      <h2 id="payment-rules-heading" className="text-lg font-semibold">
        Cash on delivery rules
      </h2>
      {data ? <RulesForm saved={data} /> : null}
    </section>
  );
}

function RulesForm({ saved }: { saved: PaymentRules }) {
  const [advance, setAdvance] = useState(saved.advanceDeliveryOutsideDhaka);
  const [limit, setLimit] = useState(saved.codLimit === null ? '' : String(saved.codLimit));
  const [codeOnline, setCodeOnline] = useState(saved.phoneCodeOnline);
  const save = useMutation({
    mutationFn: (rules: PaymentRules) => apiCall(paymentRoutes.saveRules, { body: rules }),
    onSuccess: (rules) => {
      queryClient.setQueryData(rulesKey, rules);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.methods });
      toast.success('Payment rules saved');
    },
  });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          advanceDeliveryOutsideDhaka: advance,
          codLimit: limit.trim() === '' ? null : Number(limit),
          phoneCodeOnline: codeOnline,
        });
      }}
    >
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={advance}
          onChange={(event) => setAdvance(event.target.checked)}
        />
        Cash-on-delivery orders outside Dhaka pay the delivery charge online in advance
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={codeOnline}
          onChange={(event) => setCodeOnline(event.target.checked)}
        />
        Visitors paying online also prove their phone by SMS code (cash orders always do)
      </label>
      <label className="form-control max-w-xs">
        <span className="label-text">No cash on delivery above (Tk; empty: no limit)</span>
        <input
          className="input input-bordered input-sm"
          inputMode="numeric"
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner label="Saving" /> : null}
        Save payment rules
      </button>
      {save.error ? <FormError message={save.error.message} /> : null}
    </form>
  );
}
