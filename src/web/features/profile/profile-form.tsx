import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { z } from 'zod';
import { nameField } from '../../../shared/schemas/auth.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { Spinner } from '../../components/spinner.tsx';
import { uploadImage } from '../dashboard/api/upload-image.ts';
import { TextField } from '../../components/form-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { optionalImageFileField } from '../../lib/image-file.ts';
import { errorMessage, showFieldIssues } from '../../lib/server-errors.ts';
import { useUpdateProfile } from './api/profile-api.ts';

const profileFormSchema = z.object({ name: nameField, photo: optionalImageFileField() });
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormValues = z.output<typeof profileFormSchema>;

/** Name and photo; a new photo goes to the image host first (like product pictures). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name },
  });
  const file = useWatch({ control, name: 'photo' })?.[0];

  const onSubmit = handleSubmit(async ({ name, photo }, event) => {
    try {
      const photoUrl = photo ? await uploadImage(photo) : undefined;
      const saved = await update.mutateAsync(photoUrl ? { name, photoUrl } : { name });
      toast.success('Your profile is saved.');
      // The native reset empties the file input (nothing else can); then the
      // form takes the saved name.
      if (event?.target instanceof HTMLFormElement) event.target.reset();
      reset({ name: saved.name, photo: undefined });
    } catch (error) {
      toast.error(errorMessage(error));
      showFieldIssues(error, setError, ['name']);
    }
  });

  const removePhoto = () =>
    update.mutate(
      { photoUrl: null },
      {
        onSuccess: () => toast.success('Your photo is removed.'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const busy = isSubmitting || update.isPending;
  return (
    <section
      aria-labelledby="profile-details"
      className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="profile-details" className="text-lg font-semibold">
        Name and photo
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <ImageField
          label="Photo"
          hint="JPEG, PNG, WebP or AVIF, up to 5 MB."
          round
          file={file}
          currentUrl={profile.photoUrl}
          error={errors.photo?.message}
          {...register('photo')}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {isSubmitting ? <Spinner size="sm" label="Saving" /> : null}
            Save profile
          </button>
          {profile.photoUrl ? (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={removePhoto}>
              Remove photo
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
