import { useState } from 'react';
import type { ClaimDetail } from '../../../shared/schemas/warranty-desk.ts';
import { CLAIM_MOVES, CLAIM_STATE_LABELS, type ClaimState } from '../../../shared/warranty-desk.ts';
import { ButtonSpinner, FormError, SelectField, TextField } from '../../components/form-field.tsx';
import { isApiRequestError } from '../../lib/api-client.ts';
import { normalSerial, serialProblem } from '../../lib/serial-text.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useMoveClaim } from './api/warranty-desk-api.ts';

type Field = 'note' | 'reason' | 'newSerial';

/**
 * Moves the claim to one of its next states with a note (docs/product.md#warranty-desk): a
 * rejection also asks for the reason the customer is told, a replacement for the new unit's
 * serial (the server takes that unit from stock). The customer gets an SMS and mail.
 */
export function ClaimMoveForm({ claim }: { claim: ClaimDetail }) {
  const nexts = CLAIM_MOVES[claim.state];
  const move = useMoveClaim(claim.id);
  const [state, setState] = useState<ClaimState | undefined>(nexts[0]);
  const [values, setValues] = useState<Record<Field, string>>({
    note: '',
    reason: '',
    newSerial: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  if (!state)
    return <p className="text-sm">The claim is closed: the unit is back with its customer.</p>;

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((now) => ({ ...now, [name]: event.target.value })),
  });
  const onSubmit = () => {
    const found: Partial<Record<Field, string>> = {
      ...(values.note.trim().length < 3 && { note: 'Add a note of at least 3 characters' }),
      ...(state === 'rejected' &&
        values.reason.trim().length < 3 && {
          reason: 'Say why it is rejected (at least 3 characters)',
        }),
      ...(state === 'replaced' &&
        (values.newSerial.trim() === '' || serialProblem(values.newSerial)) && {
          newSerial: serialProblem(values.newSerial) ?? 'Scan the new unit’s serial',
        }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    move.mutate(
      {
        state,
        note: values.note.trim(),
        ...(state === 'rejected' && { reason: values.reason.trim() }),
        ...(state === 'replaced' && { newSerial: normalSerial(values.newSerial) }),
      },
      {
        onSuccess: (moved) => {
          toast.success(`Claim ${moved.claimNumber}: ${CLAIM_STATE_LABELS[moved.state]}.`);
          setValues({ note: '', reason: '', newSerial: '' });
          setState(CLAIM_MOVES[moved.state][0]);
        },
        onError: (failure) => {
          // A 400 names the field it refuses; the rest is said under the form.
          const issues = isApiRequestError(failure, 400) ? failure.issues : undefined;
          if (issues) setErrors(issues);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Move the claim"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField
        label="Next step"
        value={state}
        onChange={(event) => setState(event.target.value as ClaimState)}
      >
        {nexts.map((next) => (
          <option key={next} value={next}>
            {CLAIM_STATE_LABELS[next]}
          </option>
        ))}
      </SelectField>
      {state === 'rejected' ? (
        <TextField label="Reason the customer is told" {...field('reason')} />
      ) : null}
      {state === 'replaced' ? (
        <TextField
          label="New unit's serial"
          hint="The new unit comes out of stock; its warranty goes on from the old one's."
          className="w-full font-mono uppercase"
          autoComplete="off"
          spellCheck={false}
          {...field('newSerial')}
        />
      ) : null}
      <TextField label="Note" hint="Kept in the claim's steps." {...field('note')} />
      <FormError
        message={
          move.error && !isApiRequestError(move.error, 400) ? errorMessage(move.error) : undefined
        }
      />
      <button type="submit" className="btn btn-primary" disabled={move.isPending}>
        {move.isPending ? <ButtonSpinner label="Moving the claim" /> : null}
        Move to {CLAIM_STATE_LABELS[state].toLowerCase()}
      </button>
    </form>
  );
}
