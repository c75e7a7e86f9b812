import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { signUpSchema, type SignUp, type SignUpInput } from '../../../shared/schemas/auth.ts';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { useSignUp } from '../../lib/auth-api.ts';

/**
 * /setup?token=...: the one-time page that creates the shop owner's account, opened
 * from the link an empty shop prints in its start-up log. The owner lands on the
 * dashboard, signed in.
 */
export function SetupPage() {
  usePageTitle('Set Up Your Shop');
  const [search] = useSearchParams();
  const setupToken = search.get('token') ?? '';
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    // The token goes with the form: with it the owner may name themselves after the shop.
    defaultValues: { setupToken },
  });

  const onSubmit = handleSubmit((input) =>
    signUp.mutate(input, { onSuccess: () => void navigate(paths.dashboard, { replace: true }) }),
  );

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-2xl">Create the Owner&apos;s Account</h1>
          {setupToken ? (
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
              <p className="text-sm opacity-80">
                This account will own the shop: it can do everything an admin can, and nobody can
                remove it. The link works once.
              </p>
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
              <FormError message={signUp.error?.message ?? errors.setupToken?.message} />
              <button type="submit" className="btn btn-primary w-full" disabled={signUp.isPending}>
                {signUp.isPending ? (
                  <Spinner size="sm" label="Creating the owner's account" />
                ) : null}
                Create Owner Account
              </button>
            </form>
          ) : (
            <FormError message="This page needs the setup link from the shop's start-up log (it ends in ?token=...)." />
          )}
        </div>
      </div>
    </div>
  );
}
