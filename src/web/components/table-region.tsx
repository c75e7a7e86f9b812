import type { ReactNode } from 'react';

interface TableRegionProps {
  /** Names the region for screen readers, e.g. "Users". */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a wide table: it scrolls sideways when narrow, and is focusable so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, className = '', children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto rounded-box border border-base-300 bg-base-100 ${className}`}
    >
      {children}
    </div>
  );
}
