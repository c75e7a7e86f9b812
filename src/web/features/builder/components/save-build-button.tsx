import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import Save from 'lucide-react/icons/save';
import { paths } from '../../../../shared/paths.ts';
import type { SavedBuild } from '../../../../shared/schemas/saved-build.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/use-session.ts';
import {
  partsOfSelection,
  savedBuildsQuery,
  useSaveBuild,
  useUpdateBuild,
} from '../api/saved-builds-api.ts';
import { selectedIds, type BuildSelection } from '../build-selection.ts';
import { useSavedBuildId } from '../use-saved-build-id.ts';
import { BuildNameForm, type NameAction } from './build-name-form.tsx';

/**
 * Saves the build to the customer's account (My Builds). A visitor is sent to sign in first and
 * comes back to this very build: it is in the address the sign-in page returns to.
 */
export function SaveBuildButton({ selection }: { selection: BuildSelection }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const empty = selectedIds(selection).length === 0;

  const start = () => {
    if (session.status === 'signed-in') setOpen(true);
    else void navigate(paths.login, { state: { from: location } });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={empty || session.status === 'loading'}
        onClick={start}
      >
        <Save className="size-4" aria-hidden="true" />
        Save build
      </button>
      {open ? <SaveBuildDialog selection={selection} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SaveBuildDialog({
  selection,
  onClose,
}: {
  selection: BuildSelection;
  onClose: () => void;
}) {
  const builds = useQuery(savedBuildsQuery());
  const [savedId, setSavedId] = useSavedBuildId();
  const save = useSaveBuild();
  const update = useUpdateBuild();
  const parts = partsOfSelection(selection);
  const openedFrom = builds.data?.find((build) => build._id === savedId);
  const busy = save.isPending || update.isPending;

  const done = (build: SavedBuild, verb: string) => {
    setSavedId(build._id);
    toast.success(`${verb} “${build.name}” in My Builds.`);
    onClose();
  };
  const saveAsNew: NameAction = {
    label: openedFrom ? 'Save as new build' : 'Save build',
    run: (name) => save.mutate({ name, parts }, { onSuccess: (build) => done(build, 'Saved') }),
  };
  const actions: NameAction[] = openedFrom
    ? [
        {
          label: `Update “${openedFrom.name}”`,
          run: (name) =>
            update.mutate(
              { id: openedFrom._id, name, parts },
              { onSuccess: (build) => done(build, 'Updated') },
            ),
        },
        saveAsNew,
      ]
    : [saveAsNew];
  const failure = save.error ?? update.error;

  return (
    <Dialog title="Save this build" onClose={onClose} busy={busy}>
      {builds.isPending ? (
        <Spinner label="Loading your saved builds" />
      ) : (
        <>
          {openedFrom ? (
            <p className="mb-3 text-sm">
              Opened from My Builds: update “{openedFrom.name}”, or give a new name and save it as a
              new build.
            </p>
          ) : null}
          <BuildNameForm
            initialName={openedFrom?.name ?? ''}
            actions={actions}
            busy={busy}
            refusal={failure ? errorMessage(failure) : undefined}
            onCancel={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
