import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CentredCard } from '../../components/centred-card.tsx';
import { GoogleButton } from './google-button.tsx';
import { returnToState, useReturnTo } from './return-to.ts';
import { SignUpForm } from './sign-up-form.tsx';

export function SignupPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  // A new account lands on /home (docs/product.md#sign-in-and-sign-up), unless the visitor
  // came from a page they were sent away from to sign in, such as an open order modal.
  const afterSignUp = returnTo === paths.home ? paths.homeAlias : returnTo;

  return (
    <CentredCard title="Sign Up">
      <SignUpForm
        submitLabel="Sign Up"
        pendingLabel="Creating your account"
        onSignedUp={() => void navigate(afterSignUp, { replace: true })}
      />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={paths.login} state={returnToState(returnTo)} className="link link-primary">
          Please Login
        </Link>
      </p>
      <GoogleButton returnTo={afterSignUp} />
    </CentredCard>
  );
}
