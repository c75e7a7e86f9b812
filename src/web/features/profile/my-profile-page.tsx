import { useQuery } from '@tanstack/react-query';
import KeyRound from 'lucide-react/icons/key-round';
import { PageSpinner } from '../../components/spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { AddressBook } from './address-book.tsx';
import { EmailVerificationNotice } from './email-verification-notice.tsx';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { profileQuery } from './api/profile-api.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/**
 * /dashboard/my-profile: name and photo, the address book, and the password for password
 * accounts (docs/product.md#my-profile).
 */
const ROLE_LABELS: Record<Profile['role'], string> = {
  owner: 'Shop owner',
  admin: 'Shop admin',
  customer: 'Customer account',
};

export function MyProfilePage() {
  const { data: profile, error, isPending, refetch } = useQuery(profileQuery());
  return (
    <div className="max-w-2xl">
      <PageHeader
        title="My Profile"
        description="How you appear in the shop, and how you sign in."
      />
      {error ? (
        <QueryError error={error} what="your profile" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <div className="space-y-6">
          <p className="text-sm opacity-80">
            Signed up on {formatDate(profile.createdAt)} · {ROLE_LABELS[profile.role]}
          </p>
          {profile.emailVerified || profile.email === null ? null : (
            <EmailVerificationNotice email={profile.email} />
          )}
          <ProfileForm profile={profile} />
          <AddressBook accountName={profile.name} />
          {profile.hasPassword ? (
            <PasswordForm email={profile.email ?? ''} />
          ) : (
            <section
              aria-labelledby="password-change"
              className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
            >
              <KeyRound className="size-6 shrink-0 opacity-70" aria-hidden="true" />
              <div>
                <h2 id="password-change" className="font-semibold">
                  Password
                </h2>
                <p className="text-sm opacity-80">
                  You sign in with Google, so this account has no password to change.
                </p>
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
