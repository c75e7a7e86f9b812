import { useId, useState, type KeyboardEvent } from 'react';
import {
  findDistrict,
  searchDistricts,
  spellingTyped,
  type District,
} from '../../shared/delivery/districts.ts';
import { describedBy, FieldShell } from './form-field.tsx';

// A district field that searches as one types, in English, Bangla or an older spelling
// ("syl" or "সিলে" find Sylhet, "Chittagong" finds Chattogram), for checkout, the order modal
// and the address book. A combobox after the WAI-ARIA pattern: the list opens under the input,
// arrows move, Enter picks, Escape closes. The value is always the district's English name.

interface DistrictPickerProps {
  label?: string;
  value: string;
  onChange: (district: string) => void;
  error?: string | undefined;
  hint?: string;
}

const MAX_SHOWN = 8;

export function DistrictPicker({
  label = 'District',
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
  const chosen = findDistrict(value);
  const shownText = text ?? (chosen ? `${chosen.name} (${chosen.nameBn})` : value);
  const found = searchDistricts(text ?? '').slice(0, MAX_SHOWN);

  function pick(option: District) {
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
            // A typed name that is exactly one district (in any spelling) counts as picking it.
            const exact = text === null ? undefined : findDistrict(text);
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
              {option.name} <span className="opacity-70">({option.nameBn})</span>
              {spellingTyped(option, text ?? '') ? (
                <span className="opacity-70"> · was {spellingTyped(option, text ?? '')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
