import KeyRound from 'lucide-react/icons/key-round';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { AddEmailForm } from './add-email-form.tsx';
import { AddPhoneForm } from './add-phone-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

/**
 * How the account signs in (decision 091): its email and its mobile number, each shown or
 * offered to add, and a first password for an account that has none. Changing a password
 * the account has is PasswordForm's, below this.
 */
export function SignInMethods({ profile }: { profile: Profile }) {
  return (
    <section
      aria-labelledby="sign-in-methods"
      className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="sign-in-methods" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5 opacity-70" aria-hidden="true" />
        How you sign in
      </h2>
      <dl className="space-y-4">
        <div className="space-y-1">
          {/* A missing method shows only its form, whose field names it already. */}
          <dt className={profile.email ? 'text-sm font-medium' : 'sr-only'}>Email</dt>
          <dd className="break-all">{profile.email ?? <AddEmailForm />}</dd>
        </div>
        <div className="space-y-1">
          <dt className={profile.phone ? 'text-sm font-medium' : 'sr-only'}>Mobile number</dt>
          <dd>
            {profile.phone ? (
              <>
                {profile.phone}
                <span className="block text-sm opacity-80">Sign in with a code texted to it.</span>
              </>
            ) : (
              <AddPhoneForm />
            )}
          </dd>
        </div>
        {profile.hasPassword ? null : (
          <div className="space-y-1">
            <dt className="text-sm font-medium">Password</dt>
            <dd>
              {profile.email ? (
                <SetPasswordForm email={profile.email} />
              ) : (
                <p className="text-sm opacity-80">
                  No password: you sign in with a code. Add an email first to set one.
                </p>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
