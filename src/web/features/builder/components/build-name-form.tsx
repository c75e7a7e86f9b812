import { useState, type FormEvent } from 'react';
import { MAX_BUILD_NAME } from '../../../../shared/builds/saved-build-limits.ts';
import { TextField } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';

export interface NameAction {
  label: string;
  /** The form's Enter key runs the first action. */
  run: (name: string) => void;
}

interface BuildNameFormProps {
  initialName: string;
  actions: readonly NameAction[];
  busy: boolean;
  /** What the server refused (a name already used, too many builds). */
  refusal: string | undefined;
  onCancel: () => void;
}

/** Why a name cannot be sent, checked as the server does; undefined when it can. */
function nameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Give the build a name.';
  if (name.length > MAX_BUILD_NAME) return `Use at most ${MAX_BUILD_NAME} characters.`;
  return undefined;
}

/** A saved build's name, for saving and renaming: one field, then the caller's buttons. */
export function BuildNameForm({
  initialName,
  actions,
  busy,
  refusal,
  onCancel,
}: BuildNameFormProps) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string>();
  const send = (action: NameAction | undefined) => {
    const trimmed = name.trim();
    const found = nameProblem(trimmed);
    setProblem(found);
    if (!found && action) action.run(trimmed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(actions[0]);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Build name"
        name="name"
        value={name}
        maxLength={MAX_BUILD_NAME + 20}
        autoComplete="off"
        hint={`Up to ${MAX_BUILD_NAME} characters; each of your builds has its own name.`}
        error={problem ?? refusal}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(undefined);
        }}
      />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
        {actions.map((action, i) => (
          <button
            key={action.label}
            type={i === 0 ? 'submit' : 'button'}
            className={`btn ${i === 0 ? 'btn-primary' : 'btn-outline'}`}
            disabled={busy}
            onClick={i === 0 ? undefined : () => send(action)}
          >
            {busy && i === 0 ? <Spinner size="sm" label="Saving" /> : null}
            {action.label}
          </button>
        ))}
      </div>
    </form>
  );
}
