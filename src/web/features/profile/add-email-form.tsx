import { useState, type FormEvent } from 'react';
import { emailField } from '../../../shared/schemas/auth.ts';
import { ButtonSpinner, FormError, TextField } from '../../components/form-field.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { useAddEmail } from './api/profile-api.ts';

/**
 * A phone account adds an email (decision 091): the shop mails a link to it, and the address
 * is the account's once the link is opened, so order mails only go where someone reads them.
 */
export function AddEmailForm() {
  const add = useAddEmail();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    add.mutate(
      { email: parsed.data },
      {
        onError: (error) => {
          if (isApiRequestError(error, 400) && error.issues?.email) {
            setFieldError(error.issues.email);
          }
        },
      },
    );
  }

  if (add.isSuccess) {
    return (
      <p role="status" className="text-sm">
        {add.data.message} If it does not come, look in spam.
      </p>
    );
  }
  return (
    <form noValidate aria-label="Add an email" className="space-y-3" onSubmit={submit}>
      <TextField
        label="Email to add"
        type="email"
        autoComplete="email"
        hint="For order mails and signing in with a password."
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormError message={add.isError && !fieldError ? errorMessage(add.error) : undefined} />
      <button type="submit" className="btn btn-outline btn-sm" disabled={add.isPending}>
        {add.isPending ? <ButtonSpinner label="Sending the link" /> : null}
        Send link
      </button>
    </form>
  );
}
