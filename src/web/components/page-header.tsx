import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}

/** The one h1 of a dashboard page, which also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? <p className="opacity-80">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}
