import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { authRoutes } from '../../../../shared/api/routes/accounts.ts';
import {
  phoneCodeSettingSchema,
  type PhoneCodeSetting,
} from '../../../../shared/schemas/phone-sign-in.ts';
import { ButtonSpinner, TextField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';

// The owner's cap on sign-in code SMS an hour (decision 082): each SMS costs the shop money,
// and the cap stops a fraudster from making the shop text numbers they are paid for.

const settingKey = ['admin', 'phone-code-setting'] as const;
const settingQuery = () =>
  queryOptions({
    queryKey: settingKey,
    queryFn: ({ signal }) => apiCall(authRoutes.phoneCodeSetting, {}, { signal }),
  });

export function PhoneCodeCapSection() {
  const { data, error, refetch } = useQuery(settingQuery());
  const save = useMutation({
    mutationFn: (setting: PhoneCodeSetting) =>
      apiCall(authRoutes.savePhoneCodeSetting, { body: setting }),
    onSuccess: (saved) => queryClient.setQueryData(settingKey, saved),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PhoneCodeSetting>({ resolver: zodResolver(phoneCodeSettingSchema), values: data });
  const onSubmit = handleSubmit(async (setting) => {
    try {
      const saved = await save.mutateAsync(setting);
      toast.success(`Saved: at most ${saved.hourlyCap} sign-in code SMS an hour.`);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  });
  return (
    <section
      aria-labelledby="phone-code-cap"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="phone-code-cap" className="text-lg font-semibold">
        Sign-in codes by SMS
      </h2>
      <p className="text-sm opacity-80">
        The most code SMS the shop sends in an hour, for all shoppers together. Each SMS costs
        money; past the cap shoppers are asked to try again later.
      </p>
      {error && !data ? (
        <QueryError error={error} what="the SMS code cap" onRetry={() => void refetch()} />
      ) : (
        <form
          noValidate
          aria-label="Sign-in codes by SMS"
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-wrap items-start gap-3"
        >
          <div className="w-40">
            <TextField
              label="SMS an hour"
              type="number"
              inputMode="numeric"
              min={1}
              disabled={!data}
              error={errors.hourlyCap?.message}
              {...register('hourlyCap', { valueAsNumber: true })}
            />
          </div>
          <button type="submit" className="btn btn-primary mt-6" disabled={!data || isSubmitting}>
            {isSubmitting ? <ButtonSpinner label="Saving the cap" /> : null}
            Save cap
          </button>
        </form>
      )}
    </section>
  );
}
