import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FormError,
  ButtonSpinner,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { normalSerial, serialProblem } from '../../lib/serial-text.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useOpenClaim } from './api/warranty-api.ts';

/**
 * A claim opened by staff for a customer at the counter, on any unit the shop sold; the
 * server says why it refuses one (not sold here, a claim already open). Then the claim's page.
 */
export function CounterClaimForm({ onCancel }: { onCancel: () => void }) {
  const openClaim = useOpenClaim();
  const navigate = useNavigate();
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<{ serial?: string; problem?: string }>({});

  return (
    <form
      noValidate
      aria-label="Open a claim at the counter"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          ...((serial.trim() === '' || serialProblem(serial)) && {
            serial: serialProblem(serial) ?? 'Scan or type the unit’s serial',
          }),
          ...(problem.trim().length < 5 && {
            problem: 'Say what is wrong, in at least 5 characters',
          }),
        };
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        openClaim.mutate(
          { serial: normalSerial(serial), problem: problem.trim() },
          {
            onSuccess: (claim) => {
              toast.success(`Claim ${claim.claimNumber} is open.`);
              void navigate(dashboardPaths.warrantyClaim(claim.id));
            },
          },
        );
      }}
    >
      <h2 className="text-lg font-semibold">Open a claim at the counter</h2>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Serial number"
          className="w-full font-mono uppercase"
          autoComplete="off"
          spellCheck={false}
          value={serial}
          error={errors.serial}
          onChange={(event) => setSerial(event.target.value)}
        />
        <TextAreaField
          label="What is wrong"
          rows={2}
          value={problem}
          error={errors.problem}
          onChange={(event) => setProblem(event.target.value)}
        />
      </div>
      <FormError message={openClaim.error ? errorMessage(openClaim.error) : undefined} />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={openClaim.isPending}>
          {openClaim.isPending ? <ButtonSpinner label="Opening the claim" /> : null}
          Open claim
        </button>
      </div>
    </form>
  );
}
