import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

interface DialogProps {
  title: string;
  /** Called when the visitor closes the dialog (Escape, Close, the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** While something is being saved the dialog stays open. */
  busy?: boolean;
  wide?: boolean;
}

/**
 * The shop's modal with a title, for the dashboard's forms and questions. Mount it
 * to open it, unmount it to close it. Focus starts on the element marked
 * `data-autofocus`, else the form's first field; it goes back to the control that
 * opened the dialog, or to the page's content when that control is gone (a
 * deleted row), so keyboard users are not dropped at the top of the page.
 */
export function Dialog({ title, onClose, children, busy = false, wide = false }: DialogProps) {
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // Read before the modal moves focus into itself.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const body = bodyRef.current;
    const first =
      body?.querySelector<HTMLElement>('[data-autofocus]') ??
      body?.querySelector<HTMLElement>('form :is(input, select, textarea)');
    first?.focus();
    return () => {
      if (!opener?.isConnected) document.getElementById('main')?.focus();
    };
  }, [opener]);

  return (
    <Modal
      labelledBy={titleId}
      onClose={() => {
        if (!busy) onClose();
      }}
      className={wide ? 'sm:max-w-2xl' : ''}
    >
      <h2 id={titleId} className="mb-4 pr-10 text-xl font-bold">
        {title}
      </h2>
      <div ref={bodyRef}>{children}</div>
    </Modal>
  );
}
