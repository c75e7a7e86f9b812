import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form-field.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CentredCard } from '../../components/centred-card.tsx';
import { SignUpForm } from './sign-up-form.tsx';

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

  return (
    <CentredCard title="Create the Owner's Account">
      {setupToken ? (
        <>
          <p className="text-sm opacity-80">
            This account will own the shop: it can do everything an admin can, and nobody can remove
            it. The link works once.
          </p>
          <SignUpForm
            setupToken={setupToken}
            submitLabel="Create Owner Account"
            pendingLabel="Creating the owner's account"
            onSignedUp={() => void navigate(paths.dashboard, { replace: true })}
          />
        </>
      ) : (
        <FormError message="This page needs the setup link from the shop's start-up log (it ends in ?token=...)." />
      )}
    </CentredCard>
  );
}
