import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// daisyUI's red is too light for small text on white; mixing in the text colour
// darkens it in the light theme and lightens it in the dark one, keeping AA contrast.
export const ERROR_TEXT =
  'text-[color-mix(in_oklab,var(--color-error)_62%,var(--color-base-content))]';

// Labelled controls for every form (sign-in, order, review, dashboard): the
// hint and the validation message are tied to the control, so screen readers
// read them with it.

interface FieldShellProps {
  id: string;
  label: string;
  error: string | undefined;
  hint: ReactNode;
  children: ReactNode;
}

/** A label, the control, then the hint and the validation message tied to it. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and its error, under it, with the ids `describedBy` names. */
function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs opacity-80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The ids of the hint and the error, for the control's aria-describedby. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface Common {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

// Read-only fields look filled in by the shop rather than waiting for typing.
const readOnlyLook = 'read-only:bg-base-200 read-only:cursor-default';

export function TextField({
  label,
  error,
  hint,
  className = 'w-full',
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input ${className} ${readOnlyLook} ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={4}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A tick box (or, as `toggle`, a switch) with its label beside it, the hint and error tied to it. */
export function CheckboxField({
  label,
  error,
  hint,
  toggle = false,
  ...input
}: Common & { toggle?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className={toggle ? 'toggle toggle-primary' : 'checkbox checkbox-primary'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <span className="text-sm font-medium">{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
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

/** A failure that belongs to no one field (the server's answer), in red under the form. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm font-medium ${ERROR_TEXT}`}>
      {message}
    </p>
  );
}

interface FormButtonsProps {
  submitLabel: string;
  /** While the form is on its way: the submit button is disabled and says this. */
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
}

/** A modal form's buttons: Cancel, then the submit button with its spinner while busy. */
export function ModalFormButtons({ submitLabel, busy, busyLabel, onCancel }: FormButtonsProps) {
  return (
    <div className="modal-action mt-2">
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? <ButtonSpinner label={busyLabel} /> : null}
        {submitLabel}
      </button>
    </div>
  );
}
