import { useId, type InputHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/paths.ts';

// daisyUI's red is too light for small text on white; mixing in the text colour
// darkens it in the light theme and lightens it in the dark one, keeping AA contrast.
export const ERROR_TEXT =
  'text-[color-mix(in_oklab,var(--color-error)_62%,var(--color-base-content))]';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its validation message under it, tied together for screen readers. */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The identity provider's answer, in red under the form (spec §8). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm font-medium ${ERROR_TEXT}`}>
      {message}
    </p>
  );
}

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

const isOwnPath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * Where to go after signing in: the page a guard sent the visitor here from
 * (router state), or `?from=` after a failed Google attempt, or home.
 */
export function useReturnTo(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const candidate = from?.pathname
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : new URLSearchParams(location.search).get('from');
  if (!candidate || !isOwnPath(candidate)) return paths.home;
  // Never "back" to the sign-in pages themselves.
  if ([paths.login, paths.signup].some((page) => candidate.startsWith(page))) return paths.home;
  return candidate;
}
