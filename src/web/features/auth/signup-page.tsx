import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export function SignupPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();

  return (
    <AuthCard title="Sign Up">
      <SignUpForm
        submitLabel="Sign Up"
        pendingLabel="Creating your account"
        // A new account lands on /home (docs/product.md#sign-in-and-sign-up).
        onSignedUp={() => void navigate(paths.homeAlias, { replace: true })}
      />
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
