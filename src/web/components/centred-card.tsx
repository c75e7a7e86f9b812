import type { ReactNode } from 'react';

/** A centred card under the page's one heading, as the sign-in, /track and /warranty pages have. */
export function CentredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h1 className="card-title justify-center text-2xl">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
