import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ShopSettings } from '../../../../shared/schemas/shop-settings.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { shopQuery } from '../../../lib/use-shop.ts';
import { useSession } from '../../../lib/use-session.ts';
import { uploadImage } from '../../dashboard/api/upload-image.ts';
import { ContactFields } from './contact-fields.tsx';
import { CategoryWeightsSection } from './category-weights-section.tsx';
import { DemoDataSection } from './demo-data-section.tsx';
import { LowStockSection } from './low-stock-section.tsx';
import { PhoneCodeCapSection } from './phone-code-cap-section.tsx';
import { SerialsRuleSection } from './serials-rule-section.tsx';
import { NoticeSettingsSection } from './notice-settings-section.tsx';
import { OwnerFields } from './owner-fields.tsx';
import { useSaveShopSettings } from './settings-api.ts';
import {
  formValuesOf,
  settingsFormSchema,
  settingsOf,
  type SettingsFormInput,
  type SettingsFormValues,
} from './settings-form-schema.ts';
import { SlidesFields, StatsFields } from './slides-fields.tsx';

/** /dashboard/settings: the shop's own name, contact, profile, slides and figures (admin). */
export function SettingsPage() {
  const { user } = useSession();
  const { data, error, refetch } = useQuery(shopQuery());
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeader
        title="Settings"
        description="What the shop shows about itself: every page shows a change within a second."
      />
      {error ? (
        <QueryError error={error} what="the settings" onRetry={() => void refetch()} />
      ) : data ? (
        <SettingsForm settings={data} />
      ) : (
        <Spinner label="Loading the settings" />
      )}
      <NoticeSettingsSection />
      <SerialsRuleSection />
      <LowStockSection />
      <PhoneCodeCapSection />
      <CategoryWeightsSection />
      {user?.role === 'owner' ? <DemoDataSection /> : null}
    </div>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveShopSettings();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesOf(settings),
  });
  const parts = { register, errors, control, setValue };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(await settingsOf(values, uploadImage));
      toast.success('Settings saved. The shop shows them now.');
      // The chosen files are uploaded: the form starts again from what was saved.
      reset(formValuesOf(saved));
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  });

  return (
    <form
      noValidate
      aria-label="Shop settings"
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-10 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <ContactFields {...parts} />
      <OwnerFields {...parts} />
      <SlidesFields {...parts} />
      <StatsFields {...parts} />
      <div className="sticky bottom-0 -mx-4 border-t border-base-300 bg-base-100 px-4 py-3 sm:-mx-6 sm:px-6">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="sm" label="Saving the settings" /> : null}
          Save settings
        </button>
      </div>
    </form>
  );
}
