import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUp, type SignUpInput } from '../../../shared/schemas/auth.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useSignUp } from './sign-in-api.ts';

/**
 * Name, email and password for a new account, checked by the shared sign-up schema:
 * the sign-up page's form, and the owner's with the setup token from the link.
 */
export function SignUpForm({
  setupToken,
  submitLabel,
  pendingLabel,
  onSignedUp,
}: {
  setupToken?: string;
  submitLabel: string;
  pendingLabel: string;
  onSignedUp: () => void;
}) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    // With the token the owner may name themselves after the shop.
    ...(setupToken ? { defaultValues: { setupToken } } : {}),
  });

  const onSubmit = handleSubmit((input) => signUp.mutate(input, { onSuccess: onSignedUp }));

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // The server's answer (an email already in use, say) was about what the visitor
      // sent; once they edit a field it no longer applies.
      onChange={() => {
        if (signUp.error) signUp.reset();
      }}
      className="space-y-4"
    >
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
        {signUp.isPending ? <Spinner size="sm" label={pendingLabel} /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
