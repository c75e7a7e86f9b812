import { useState, type ReactNode } from 'react';
import {
  MODERATION_REASON_MAX_LENGTH,
  moderationReasonField,
} from '../../../../shared/schemas/moderation.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { FormError, TextAreaField } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';

interface ReasonDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A red button for what cannot be undone. */
  danger?: boolean;
  busy: boolean;
  failure: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a moderation step, with the reason the activity log keeps. */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy,
  failure,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const checked = moderationReasonField.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    onConfirm(checked.data);
  };
  return (
    <Dialog title={title} onClose={onClose} busy={busy}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {children}
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={MODERATION_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          hint="Kept in the shop's activity log."
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <FormError message={failure} />
        <div className="modal-action">
          <button type="button" className="btn" data-autofocus disabled={busy} onClick={onClose}>
            Keep it
          </button>
          <button
            type="submit"
            className={`btn ${danger ? 'btn-error' : 'btn-primary'}`}
            disabled={busy}
          >
            {busy ? <Spinner size="sm" label="Working" /> : null}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
