import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import { paths } from '../../../shared/paths.ts';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '../../../shared/schemas/password-reset.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CentredCard } from '../../components/centred-card.tsx';

/** /forgot-password: asks for a reset link by email; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const request = useMutation({
    mutationFn: (body: PasswordResetRequest) => apiCall(authRoutes.passwordReset, { body }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema) });

  const onSubmit = handleSubmit((input) => request.mutate(input));

  return (
    <CentredCard title="Forgot password?">
      {request.data ? (
        <p role="status" className="text-center">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <p className="text-sm">
            Type the email of your account and we will send you a link to choose a new password.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Your email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormError message={request.error?.message} />
          <button type="submit" className="btn btn-primary w-full" disabled={request.isPending}>
            {request.isPending ? <Spinner size="sm" label="Sending" /> : null}
            Send reset link
          </button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to={paths.login} className="link link-primary">
          Back to Login
        </Link>
      </p>
    </CentredCard>
  );
}
