import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { signUpSchema, type SignUp, type SignUpInput } from '../../../shared/schemas/auth.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSignUp } from '../../lib/auth-api.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';

export function SignupPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUp>({ resolver: zodResolver(signUpSchema) });

  // A new account lands on /home (docs/product.md#sign-in-and-sign-up).
  const onSubmit = handleSubmit((input) =>
    signUp.mutate(input, { onSuccess: () => void navigate(paths.homeAlias, { replace: true }) }),
  );

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Your name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Your email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormError message={signUp.error?.message} />
        <button type="submit" className="btn btn-primary w-full" disabled={signUp.isPending}>
          {signUp.isPending ? <Spinner size="sm" label="Creating your account" /> : null}
          Sign Up
        </button>
      </form>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login} className="link link-primary">
          Please Login
        </Link>
      </p>
      <GoogleButton returnTo={paths.homeAlias} />
    </AuthCard>
  );
}
