import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import { paths } from '../../../shared/paths.ts';
import { passwordField } from '../../../shared/schemas/auth.ts';
import { RESET_LINK_INVALID } from '../../../shared/schemas/password-reset.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CentredCard } from '../../components/centred-card.tsx';

const newPasswordSchema = z
  .object({ password: passwordField, repeat: z.string() })
  .refine((input) => input.password === input.repeat, {
    path: ['repeat'],
    message: 'The two passwords are not the same',
  });
type NewPassword = z.infer<typeof newPasswordSchema>;

/** /reset-password?token=…: the page the mailed link opens; sets a new password once. */
export function ResetPasswordPage() {
  usePageTitle('Set a new password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useMutation({
    mutationFn: (password: string) =>
      apiCall(authRoutes.passwordResetConfirm, { body: { token, password } }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema) });

  const onSubmit = handleSubmit(({ password }) => reset.mutate(password));
  const again = (
    <Link to={paths.forgotPassword} className="link link-primary">
      Ask for a new link
    </Link>
  );

  if (reset.isSuccess) {
    return (
      <CentredCard title="Password changed">
        <p role="status" className="text-center">
          Your new password is set, and every device that was signed in is signed out.
        </p>
        <Link to={paths.login} className="btn btn-primary w-full">
          Login
        </Link>
      </CentredCard>
    );
  }
  return (
    <CentredCard title="Set a new password">
      {token ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            error={errors.repeat?.message}
            {...register('repeat')}
          />
          <FormError message={reset.error?.message} />
          <button type="submit" className="btn btn-primary w-full" disabled={reset.isPending}>
            {reset.isPending ? <Spinner size="sm" label="Saving" /> : null}
            Set new password
          </button>
        </form>
      ) : (
        <FormError message={RESET_LINK_INVALID} />
      )}
      <p className="text-center text-sm">{again}</p>
    </CentredCard>
  );
}
