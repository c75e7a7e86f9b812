import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface EmptyStateProps {
  icon?: LucideIcon;
  title?: string;
  /** What is missing, in a sentence (faded under a title, plain without one). */
  children?: ReactNode;
  /** The way on: a link or a button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it: what is missing and where to go next. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-10 text-center">
      {Icon ? <Icon className="size-10 opacity-70" aria-hidden="true" /> : null}
      {title ? <h2 className="text-xl font-semibold">{title}</h2> : null}
      {children ? <p className={title ? 'opacity-80' : ''}>{children}</p> : null}
      {action}
    </div>
  );
}
