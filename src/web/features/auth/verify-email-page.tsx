import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { authRoutes } from '../../../shared/api/routes/accounts.ts';
import { paths } from '../../../shared/paths.ts';
import { VERIFY_LINK_INVALID } from '../../../shared/schemas/email-verification.ts';
import { FormError } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiCall } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CentredCard } from '../../components/centred-card.tsx';

/**
 * /verify-email?token=…: the page the mailed verification link opens. The link is used
 * only when the reader presses the button, never on opening: mail scanners that open
 * links (and run their scripts) must not prove an address for whoever typed it.
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm your email');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useMutation({
    mutationFn: () => apiCall(authRoutes.verifyEmail, { body: { token } }),
  });

  if (verify.isSuccess) {
    return (
      <CentredCard title="Email confirmed">
        <p role="status" className="text-center">
          Thank you: {verify.data.email} is confirmed as yours.
        </p>
        <Link to={paths.home} className="btn btn-primary w-full">
          Continue shopping
        </Link>
      </CentredCard>
    );
  }
  return (
    <CentredCard title="Confirm your email">
      {token ? (
        <>
          <p className="text-center">
            Confirm that you signed up at this shop with this email address.
          </p>
          <FormError message={verify.error?.message} />
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={verify.isPending}
            onClick={() => verify.mutate()}
          >
            {verify.isPending ? <Spinner size="sm" label="Confirming" /> : null}
            Confirm my email
          </button>
        </>
      ) : (
        <FormError message={VERIFY_LINK_INVALID} />
      )}
    </CentredCard>
  );
}
