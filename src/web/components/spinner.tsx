interface SpinnerProps {
  /** Read by screen readers while the spinner shows. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span className={`loading loading-spinner text-primary ${sizes[size]}`} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the content area while a page's code or data loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
