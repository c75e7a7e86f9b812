import { useRef, useState, type KeyboardEvent } from 'react';
import type { OrderSerials } from '../../../../shared/schemas/warranty-desk.ts';
import { ButtonSpinner, FormError, TextField } from '../../../components/form-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { announce } from '../../../lib/announcer.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { normalSerial, serialProblem } from '../../../lib/serial-text.ts';
import { checkSerial, useSaveOrderSerials } from '../../warranty/api/warranty-desk-api.ts';
import {
  correctsRecorded,
  duplicateKeys,
  serialsRequest,
  slotsOf,
  startingValues,
  type Slot,
} from './serial-slots.ts';

/** The server's word on one scanned serial: `reason` says why it cannot be sold here. */
interface Checked {
  serial: string;
  reason: string | null;
}

/**
 * One input per unit of each tracked line, for a barcode scanner (docs/product.md#warranty-desk):
 * the scanner types the serial and Enter, which moves on to the next unit (the last one's
 * Enter moves to Save), so a whole order is scanned without touching the mouse. Each serial
 * is checked on the spot: a duplicate in the form, and one the server says is sold already,
 * show under their own field.
 */
export function SerialsForm({ serials }: { serials: OrderSerials }) {
  const slots = slotsOf(serials.lines);
  const [values, setValues] = useState(() => startingValues(slots));
  const [checks, setChecks] = useState<Record<string, Checked>>({});
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const saveButton = useRef<HTMLButtonElement>(null);
  const save = useSaveOrderSerials(serials.orderId);
  const duplicates = duplicateKeys(slots, values);
  const correcting = correctsRecorded(slots, values);

  const problemOf = (slot: Slot): string | undefined => {
    const typed = values[slot.key] ?? '';
    const local = serialProblem(typed);
    if (local) return local;
    if (duplicates.has(slot.key)) return 'This serial is already in this form';
    const check = checks[slot.key];
    // A check of an older value says nothing of what is typed now.
    if (check && check.serial === normalSerial(typed) && check.reason) return check.reason;
    return undefined;
  };

  // Asks the server about a newly scanned serial; a later scan of the same field wins.
  const checkSlot = (slot: Slot) => {
    const serial = normalSerial(values[slot.key] ?? '');
    if (!serial || serial === slot.recorded || serialProblem(serial)) return;
    if (checks[slot.key]?.serial === serial) return;
    checkSerial(serial, serials.orderId).then(
      (answer) => {
        setChecks((now) => ({ ...now, [slot.key]: { serial, reason: answer.reason } }));
        if (answer.reason) announce(`Unit ${slot.unit}: ${answer.reason}`, 'alert');
      },
      // A failed check is not a refusal: saving asks the server again.
      () => undefined,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    // Enter never sends the form from a unit's field: it is the scanner's end of a serial.
    event.preventDefault();
    const slot = slots[index];
    if (slot) checkSlot(slot);
    const next = slots[index + 1];
    if (next) inputs.current.get(next.key)?.focus();
    else saveButton.current?.focus();
  };

  // Passed as register() passes it: TextField hands every other prop on to its <input>.
  const inputRef = (key: string) => ({
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(key, input);
      else inputs.current.delete(key);
    },
  });

  const problems = slots.filter((slot) => problemOf(slot));
  const onSubmit = () => {
    if (problems[0]) {
      inputs.current.get(problems[0].key)?.focus();
      return;
    }
    if (correcting && note.trim().length < 3) {
      setNoteError('Say why a recorded serial changes (at least 3 characters)');
      return;
    }
    setNoteError(undefined);
    save.mutate(serialsRequest(slots, values, correcting ? note : ''), {
      onSuccess: (saved) => {
        setNote('');
        setValues(startingValues(slotsOf(saved.lines)));
        toast.success(
          saved.complete ? 'Serials saved: every unit has its serial.' : 'Serials saved.',
        );
      },
      onError: (failure) => {
        // A 409 names the serial sold elsewhere: put it under that unit's field.
        if (!isApiRequestError(failure, 409)) return;
        const slot = slots.find((each) => {
          const serial = normalSerial(values[each.key] ?? '');
          return serial !== '' && failure.message.toUpperCase().includes(serial);
        });
        if (!slot) return;
        const serial = normalSerial(values[slot.key] ?? '');
        setChecks((now) => ({ ...now, [slot.key]: { serial, reason: failure.message } }));
        inputs.current.get(slot.key)?.focus();
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Serial numbers"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      {serials.lines
        .filter((line) => line.serialTracked)
        .map((line) => (
          <fieldset key={line.lineNo} className="space-y-2">
            <legend className="font-medium">
              {line.name}
              {line.sku ? (
                <span className="ml-2 font-mono text-xs opacity-80">{line.sku}</span>
              ) : null}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {slots.map((slot, index) =>
                slot.lineNo === line.lineNo ? (
                  <TextField
                    key={slot.key}
                    {...inputRef(slot.key)}
                    label={`Unit ${slot.unit} serial`}
                    aria-label={`${line.name}, unit ${slot.unit} serial`}
                    className="w-full font-mono uppercase"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint={index === slots.length - 1 ? 'done' : 'next'}
                    value={values[slot.key] ?? ''}
                    error={problemOf(slot)}
                    onChange={(event) =>
                      setValues((now) => ({ ...now, [slot.key]: event.target.value }))
                    }
                    onBlur={() => checkSlot(slot)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  />
                ) : null,
              )}
            </div>
          </fieldset>
        ))}
      {correcting ? (
        <TextField
          label="Why the recorded serial changes"
          hint="The order's timeline keeps this note with the correction."
          value={note}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
      ) : null}
      <FormError message={save.error && !problems.length ? errorMessage(save.error) : undefined} />
      <button ref={saveButton} type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner label="Saving the serials" /> : null}
        Save serials
      </button>
    </form>
  );
}
