import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Printer from 'lucide-react/icons/printer';

interface PrintDocumentProps {
  /** What a screen reader calls the document: "Invoice CH-000123". */
  label: string;
  /** The page the document belongs to, and the words of the link back to it. */
  back: { to: string; words: string };
  /** The paper's width on screen and its spacing (Tailwind classes). */
  className: string;
  children: ReactNode;
}

/**
 * A page laid out for paper (an invoice, a claim slip): a link back and a Print button on
 * screen only, and the document, which printing prints alone (styles.css leaves the site out).
 */
export function PrintDocument({ label, back, className, children }: PrintDocumentProps) {
  return (
    <article
      data-print-document
      aria-label={label}
      className={`mx-auto rounded-box border border-base-300 bg-base-100 p-6 sm:p-10 ${className}`}
    >
      <div data-print-hide className="flex flex-wrap justify-between gap-2">
        <Link to={back.to} className="btn btn-ghost btn-sm">
          {back.words}
        </Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </button>
      </div>
      {children}
    </article>
  );
}
