import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import X from 'lucide-react/icons/x';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the box; the page behind is out of reach. */
function keepFocusInside(box: HTMLElement, event: KeyboardEvent) {
  const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !box.contains(active);
  if (event.shiftKey && (active === first || active === box || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra classes for the box, e.g. a wider max-width. */
  className?: string;
}

/**
 * A modal dialog in daisyUI's look. Not the native <dialog>: that one sits in the
 * browser's top layer, above the toasts, so a failure toast would show dimmed
 * behind it. Here the toasts stay on top, and the dialog does what a native one
 * would: focus moves in and is kept in, Escape and the backdrop close it, and
 * focus goes back to where it was when it closes.
 */
export function Modal({ labelledBy, onClose, children, className = '' }: ModalProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previous = document.activeElement;
    boxRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && boxRef.current) {
        keepFocusInside(boxRef.current, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
        previous.focus();
      }
    };
  }, []);

  // On <body>, so no transformed or clipped ancestor (a drawer, a table) can trap it.
  return createPortal(
    <div className="modal modal-open modal-bottom sm:modal-middle">
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`modal-box ${className}`}
      >
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute top-3 right-3"
          aria-label="Close"
          onClick={onClose}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        {children}
      </div>
      {/* Pointer users close by clicking outside; keyboard users have Escape and Close. */}
      <button
        type="button"
        className="modal-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
    </div>,
    document.body,
  );
}
