import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError, TextField } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { warrantyCheckQuery } from './api/warranty-api.ts';
import { normalSerial, serialProblem } from '../../lib/serial-text.ts';
import { warrantyRefusal } from './warranty-refusal.ts';
import { WarrantyUnitCard } from './warranty-unit-card.tsx';

const noChange = () => () => undefined;

/**
 * The check by serial. The serial lives in the address (?serial=), so a result can be shared
 * or reloaded, and the form works as a plain GET before the page's code has run.
 */
export function WarrantySerialLookup() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = normalSerial(searchParams.get('serial') ?? '');
  const [typed, setTyped] = useState(asked);
  const [problem, setProblem] = useState<string>();
  // The server draws the form alone (it never asks the rate-limited check itself); the check
  // starts once the page is taken over, so the first browser render matches the server's.
  const taken = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const check = useQuery({ ...warrantyCheckQuery(asked), enabled: taken && asked !== '' });

  return (
    <>
      <form
        noValidate
        method="get"
        action={paths.warranty}
        role="search"
        aria-label="Check a serial number"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const serial = normalSerial(typed);
          const found = serial === '' ? 'Type the serial number' : serialProblem(serial);
          setProblem(found ?? undefined);
          if (!found) setSearchParams({ serial });
          else if (serial === '' && check.data) setSearchParams({});
        }}
      >
        <TextField
          label="Serial number"
          name="serial"
          placeholder="e.g. S3Z9NX0R123456"
          hint="As printed on the unit's sticker or box, or on your invoice."
          className="w-full font-mono uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={check.isFetching}>
          {check.isFetching ? <Spinner size="sm" label="Checking" /> : null}
          Check warranty
        </button>
      </form>
      {/* Results and refusals are read out as they arrive. */}
      <div aria-live="polite" className="space-y-3">
        {check.error && asked ? (
          <FormError message={warrantyRefusal(check.error, 'serial')} />
        ) : check.data && asked ? (
          <WarrantyUnitCard unit={check.data} />
        ) : null}
      </div>
    </>
  );
}
