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
import { normaliseBdMobile } from '../../../shared/phone.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useOpenClaim } from './api/warranty-api.ts';

/**
 * A claim opened by staff for a customer at the counter, on any unit the shop sold, with who
 * brought it (told of each step; the only contact of a sale made before the shop was online); the
 * server says why it refuses one (not sold here, a claim already open). Then the claim's page.
 */
export function CounterClaimForm({ onCancel }: { onCancel: () => void }) {
  const openClaim = useOpenClaim();
  const navigate = useNavigate();
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'serial' | 'problem' | 'name' | 'phone', string>>
  >({});
  const mobile = normaliseBdMobile(phone);

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
        // Who brought the unit is told of each step; optional when the sale has its contact.
        const contact = name.trim() !== '' || phone.trim() !== '';
        const who = {
          ...(contact && name.trim() === '' && { name: 'Type the name of who brought the unit' }),
          ...(contact &&
            !mobile && { phone: 'Provide a Bangladeshi mobile number, like 01712345678' }),
        };
        setErrors({ ...found, ...who });
        if (Object.keys(found).length + Object.keys(who).length > 0) return;
        openClaim.mutate(
          {
            serial: normalSerial(serial),
            problem: problem.trim(),
            ...(contact && mobile && { customer: { name: name.trim(), phone: mobile } }),
          },
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
        <TextField
          label="Customer's name (optional)"
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Customer's phone (optional)"
          type="tel"
          autoComplete="off"
          hint="Told of each step by SMS; needed for a unit sold before the shop was online."
          value={phone}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
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
