import { useQuery } from '@tanstack/react-query';
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
import { SignInMethods } from './sign-in-methods.tsx';

/**
 * /dashboard/my-profile: name and photo, the address book, how the account signs in (email,
 * mobile number, password: each shown, added or changed) (docs/product.md#my-profile).
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
          <SignInMethods profile={profile} />
          {profile.hasPassword ? <PasswordForm email={profile.email ?? ''} /> : null}
        </div>
      )}
    </div>
  );
}
