import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice; it has the focus when the dialog opens. */
  cancelLabel?: string;
  busy: boolean;
  /** danger (the default) for what takes something away; primary for a step forward. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (delete, cancel, mark delivered). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} busy={busy}>
      <div className="space-y-2">{children}</div>
      <div className="modal-action">
        <button type="button" className="btn" data-autofocus disabled={busy} onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? <Spinner size="sm" label="Working" /> : null}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
