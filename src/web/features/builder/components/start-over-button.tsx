import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/**
 * Start over: an empty build is cleared at once; one with parts asks first, since the parts
 * chosen one by one would be lost with a single stray tap.
 */
export function StartOverButton({
  parts,
  onStartOver,
}: {
  parts: number;
  onStartOver: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => (parts > 0 ? setAsking(true) : onStartOver())}
      >
        Start over
      </button>
      {asking ? (
        <ConfirmDialog
          title="Start a new build?"
          confirmLabel="Remove all parts"
          cancelLabel="Keep my build"
          busy={false}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onStartOver();
          }}
        >
          <p>
            This removes the {parts === 1 ? 'part' : `${parts} parts`} you chose from this build. A
            build you saved stays in My Builds.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
