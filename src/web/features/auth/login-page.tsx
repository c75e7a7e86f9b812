import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { signInSchema, type SignIn, type SignInInput } from '../../../shared/schemas/auth.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useShop } from '../../lib/use-shop.ts';
import { useSignIn } from './sign-in-api.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { returnToState, useReturnTo } from './return-to.ts';
import { CentredCard } from '../../components/centred-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { PhoneCodeForm } from './phone-code-form.tsx';
import { useSession } from '../../lib/use-session.ts';

export function LoginPage() {
  usePageTitle('Login');
  const shop = useShop();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const signIn = useSignIn();
  const { phone } = useSession();
  const done = () => void navigate(returnTo, { replace: true });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput, unknown, SignIn>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit((input) => signIn.mutate(input, { onSuccess: done }));

  return (
    <CentredCard title="Login">
      {/* Most shoppers here carry a phone, not an email they read: the phone comes first. */}
      {phone ? (
        <>
          <PhoneCodeForm purpose="sign-in" onSignedIn={done} />
          <div className="divider text-sm">OR WITH EMAIL</div>
        </>
      ) : null}
      <form
        noValidate
        aria-label="Sign in to your account"
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
      >
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
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="link link-primary">
            Forgot password?
          </Link>
        </p>
        <FormError message={signIn.error?.message} />
        <button type="submit" className="btn btn-primary w-full" disabled={signIn.isPending}>
          {signIn.isPending ? <Spinner size="sm" label="Signing in" /> : null}
          Login
        </button>
      </form>
      <p className="text-center text-sm">
        New to {shop.name}?{' '}
        <Link to={paths.signup} state={returnToState(returnTo)} className="link link-primary">
          Create New Account
        </Link>
      </p>
      <GoogleButton returnTo={returnTo} />
    </CentredCard>
  );
}
