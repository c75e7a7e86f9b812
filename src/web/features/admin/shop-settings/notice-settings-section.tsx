import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { noticeSettingsSchema } from '../../../../shared/schemas/notice.ts';
import { ButtonSpinner, TextField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { noticeSettingsQuery, useSaveNoticeSettings } from '../api/notices-api.ts';

type Input = z.input<typeof noticeSettingsSchema>;
type Values = z.output<typeof noticeSettingsSchema>;

/** Where the shop's copy of every new order is mailed: an address, or the owner's email. */
export function NoticeSettingsSection() {
  const { data, error, refetch } = useQuery(noticeSettingsQuery());
  return (
    <section
      aria-labelledby="notice-settings"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="notice-settings" className="text-lg font-semibold">
        New order emails
      </h2>
      {error ? (
        <QueryError error={error} what="the notice settings" onRetry={() => void refetch()} />
      ) : data ? (
        <NoticeSettingsForm adminEmail={data.adminEmail} sendsTo={data.sendsTo} />
      ) : (
        <Spinner label="Loading the notice settings" />
      )}
    </section>
  );
}

function NoticeSettingsForm({
  adminEmail,
  sendsTo,
}: {
  adminEmail: string;
  sendsTo: string | null;
}) {
  const save = useSaveNoticeSettings();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(noticeSettingsSchema),
    defaultValues: { adminEmail },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values.adminEmail, {
      onSuccess: () => toast.success('Saved. The next new order is mailed there.'),
      onError: (failure) => toast.error(errorMessage(failure)),
    }),
  );
  return (
    <form
      noValidate
      aria-label="New order emails"
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3"
    >
      <TextField
        label="Send the shop's copy of each new order to"
        type="email"
        autoComplete="email"
        placeholder="Empty: the owner's email"
        hint={sendsTo ? `Now sent to ${sendsTo}.` : 'No owner yet: no copy is sent.'}
        error={errors.adminEmail?.message}
        {...register('adminEmail')}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner label="Saving" /> : null}
        Save
      </button>
    </form>
  );
}
