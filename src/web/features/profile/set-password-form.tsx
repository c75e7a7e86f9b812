import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { setPasswordSchema } from '../../../shared/schemas/sign-in-methods.ts';
import { ButtonSpinner } from '../../components/form-field.tsx';
import { errorMessage, showFieldIssues } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSetPassword } from './api/profile-api.ts';
import { confirmationField, NewPasswordFields, newPasswordsMatch } from './new-password-fields.tsx';

const setPasswordFormSchema = setPasswordSchema
  .extend(confirmationField)
  .refine(...newPasswordsMatch);
type SetPasswordValues = z.input<typeof setPasswordFormSchema>;

/**
 * A first password for an account made by a phone code or by Google (decision 091): it signs
 * in together with the account's email, so it is offered once the account has one.
 */
export function SetPasswordForm({ email }: { email: string }) {
  const set = useSetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) =>
    set.mutate(
      { newPassword },
      {
        onSuccess: () => toast.success('Your password is set. Sign in with your email and it.'),
        onError: (error) => {
          toast.error(errorMessage(error));
          showFieldIssues(error, setError, ['newPassword']);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      aria-label="Set a password"
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3"
    >
      {/* Lets password managers file the password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={errors}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={set.isPending}>
        {set.isPending ? <ButtonSpinner label="Setting the password" /> : null}
        Set password
      </button>
    </form>
  );
}
