import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ERROR_TEXT } from '../features/auth/auth-form-parts.tsx';

// Labelled inputs for the order and review forms: a hint and the validation
// message are tied to the input, so screen readers read them with it.

interface FrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

interface NotesProps {
  hint: string | undefined;
  error: string | undefined;
  hintId: string;
  errorId: string;
}

function FieldNotes({ hint, error, hintId, errorId }: NotesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs opacity-80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

// Read-only fields look filled in by the shop rather than waiting for typing.
const readOnlyLook = 'read-only:bg-base-200 read-only:cursor-default';

interface InputFieldProps extends FrameProps, InputHTMLAttributes<HTMLInputElement> {
  /** Extra classes for the input itself, e.g. a narrower width. */
  inputClassName?: string;
}

export function InputField({
  label,
  hint,
  error,
  inputClassName = 'w-full',
  ...input
}: InputFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="space-y-1">
      <label htmlFor={ids.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={ids.id}
        className={`input ${inputClassName} ${readOnlyLook} ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="space-y-1">
      <label htmlFor={ids.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={ids.id}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

/** A spinner for inside a submit button: in the button's own colour, announced politely. */
export function ButtonSpinner({ label }: { label: string }) {
  return (
    <>
      <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      <span role="status" className="sr-only">
        {label}
      </span>
    </>
  );
}
