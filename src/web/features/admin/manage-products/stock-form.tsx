import { useState, type FormEvent } from 'react';
import { ADMIN_STOCK_REASONS, type StockChange } from '../../../../shared/schemas/stock.ts';
import {
  ButtonSpinner,
  FormError,
  SelectField,
  TextField,
} from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeStock } from '../api/stock-api.ts';
import { STOCK_REASON_LABELS } from './stock-history.tsx';

type Mode = 'change' | 'count';
type Reason = (typeof ADMIN_STOCK_REASONS)[number];

interface StockFormProps {
  productId: string;
  productName: string;
  /** The stock the admin sees now: a new count is sent as replacing exactly this. */
  stock: number;
}

/** What the admin typed, as the stock call's body, or why it cannot be sent. */
function toChange(mode: Mode, amount: string, reason: Reason, note: string, stock: number) {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(value)) {
    return {
      problem:
        mode === 'change'
          ? 'Enter a whole number, such as 5 or -2'
          : 'Enter the whole number you counted',
    };
  }
  if (mode === 'change' && value === 0) return { problem: 'A change cannot be 0' };
  if (mode === 'count' && value < 0) return { problem: 'A count cannot be below 0' };
  const body: StockChange =
    mode === 'change' ? { change: value, reason } : { count: value, expected: stock, reason };
  if (note.trim()) body.note = note.trim();
  return { body };
}

/**
 * Changes a product's stock: by a signed number (goods received, damaged units) or to a new
 * count. A count is refused when stock moved since the admin saw it; the server's message shows
 * and the dialog reloads the stock, so the admin counts again against the real figure.
 */
export function StockForm({ productId, productName, stock }: StockFormProps) {
  const save = useChangeStock(productId);
  const [mode, setMode] = useState<Mode>('change');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<Reason>('received');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toChange(mode, amount, reason, note, stock);
    setProblem(parsed.problem);
    if (!parsed.body) return;
    save.mutate(parsed.body, {
      onSuccess: ({ stock: now }) => {
        toast.success(`${productName} has ${now} in stock.`);
        setAmount('');
        setNote('');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Change stock">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">How</legend>
        {(
          [
            ['change', 'Add or remove units'],
            ['count', 'Set a new count'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm"
              name="stock-mode"
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setReason(value === 'count' ? 'adjustment' : 'received');
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={mode === 'change' ? 'Change' : 'New count'}
          hint={
            mode === 'change'
              ? 'Signed: 5 adds five units, -2 takes two away.'
              : `Replaces the ${stock} in stock you see now.`
          }
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem}
          data-autofocus
        />
        <SelectField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value as Reason)}
        >
          {ADMIN_STOCK_REASONS.map((value) => (
            <option key={value} value={value}>
              {STOCK_REASON_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Note (optional)"
        maxLength={300}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormError message={save.error ? errorMessage(save.error) : undefined} />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner label="Saving the stock change" /> : null}
        Save stock change
      </button>
    </form>
  );
}
