import { useId, useState, type KeyboardEvent } from 'react';
import { describedBy, FieldShell } from './form-field.tsx';

// A district field that searches as one types, in English or Bangla ("syl" or "সিলে" both
// find Sylhet), for checkout, the order modal and the address book. A combobox after the
// WAI-ARIA pattern: the list opens under the input, arrows move, Enter picks, Escape closes.

export interface DistrictOption {
  /** The English name, which is also the value sent to the server. */
  name: string;
  bangla: string;
}

interface DistrictPickerProps {
  label?: string;
  options: readonly DistrictOption[];
  value: string;
  onChange: (district: string) => void;
  error?: string | undefined;
  hint?: string;
}

const MAX_SHOWN = 8;

function matches(option: DistrictOption, text: string) {
  const wanted = text.trim().toLowerCase();
  return !wanted || option.name.toLowerCase().includes(wanted) || option.bangla.includes(wanted);
}

export function DistrictPicker({
  label = 'District',
  options,
  value,
  onChange,
  error,
  hint,
}: DistrictPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosen = options.find((option) => option.name === value);
  const shownText = text ?? (chosen ? `${chosen.name} (${chosen.bangla})` : value);
  const found = options.filter((option) => matches(option, text ?? '')).slice(0, MAX_SHOWN);

  function pick(option: DistrictOption) {
    onChange(option.name);
    setText(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + found.length) % Math.max(found.length, 1));
    } else if (event.key === 'Enter' && open && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(null);
    }
  }

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && found[active] ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`input w-full ${error ? 'input-error' : ''}`}
          placeholder="Type to search, e.g. Sylhet or সিলেট"
          value={shownText}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            // A typed name that is exactly one district counts as picking it.
            const exact = options.find(
              (option) =>
                option.name.toLowerCase() === text?.trim().toLowerCase() ||
                option.bangla === text?.trim(),
            );
            if (exact) onChange(exact.name);
            setText(null);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} choices`}
          hidden={!open || found.length === 0}
          className="menu absolute z-30 mt-1 w-full rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
        >
          {found.map((option, index) => (
            <li
              key={option.name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer rounded-field px-3 py-2 ${index === active ? 'bg-base-200' : ''}`}
              // Picking happens before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.name} <span className="opacity-70">({option.bangla})</span>
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
