import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import type { z } from 'zod';
import { passwordChangeSchema } from '../../../shared/schemas/profile.ts';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/form-field.tsx';
import { errorMessage, showFieldIssues } from '../../lib/server-errors.ts';
import { useChangePassword } from './api/profile-api.ts';
import { confirmationField, NewPasswordFields, newPasswordsMatch } from './new-password-fields.tsx';

// The shared rules (new password: docs/product.md#validation-rules) plus a second entry of
// the new password, since a typo there would lock the owner out.
const passwordFormSchema = passwordChangeSchema
  .extend(confirmationField)
  .refine(...newPasswordsMatch);
type PasswordFormValues = z.input<typeof passwordFormSchema>;

const blank: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: blank,
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success('Your password is changed.');
          reset(blank);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          showFieldIssues(error, setError, ['currentPassword', 'newPassword']);
        },
      },
    ),
  );

  return (
    <section
      aria-labelledby="password-change"
      className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="password-change" className="text-lg font-semibold">
        Change password
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
        />
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? <Spinner size="sm" label="Changing the password" /> : null}
          Change password
        </button>
      </form>
    </section>
  );
}
