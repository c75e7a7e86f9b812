import MailWarning from 'lucide-react/icons/mail-warning';
import { Spinner } from '../../components/spinner.tsx';
import { FormError } from '../../components/form-field.tsx';
import { useResendVerification } from './api/profile-api.ts';

/**
 * Shown on My Profile until the account's email is proven: the account shops as any
 * other, but order mails leave out what the customer typed, and ADMIN_EMAILS cannot make
 * it admin (docs/product.md#email-verification).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      aria-labelledby="email-verification"
      className="flex gap-3 rounded-box border border-warning bg-base-100 p-4 sm:p-6"
    >
      <MailWarning className="size-6 shrink-0 text-warning" aria-hidden="true" />
      <div className="space-y-2">
        <h2 id="email-verification" className="font-semibold">
          Email not verified
        </h2>
        <p className="text-sm opacity-80">
          We mailed a link to {email} when you signed up. Until you open it, order mails do not
          repeat your delivery address. Not there? Look in spam, or ask for a new link.
        </p>
        {resend.isSuccess ? (
          <p role="status" className="text-sm font-medium">
            {resend.data.message}
          </p>
        ) : (
          <>
            <FormError message={resend.error?.message} />
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? <Spinner size="sm" label="Sending" /> : null}
              Resend verification link
            </button>
          </>
        )}
      </div>
    </section>
  );
}
