import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import Cpu from 'lucide-react/icons/cpu';
import { MAX_SAVED_BUILDS } from '../../../shared/builds/saved-build-limits.ts';
import { paths } from '../../../shared/paths.ts';
import type { SavedBuild } from '../../../shared/schemas/saved-build.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { savedBuildsQuery, useDeleteBuild, useUpdateBuild } from './api/saved-builds-api.ts';
import { BuildNameForm } from './components/build-name-form.tsx';
import { SavedBuildCard } from './components/saved-build-card.tsx';

/** /dashboard/my-builds: the customer's saved PC builds (docs/product.md#saved-builds). */
export default function MyBuildsPage() {
  const { data: builds, error, isPending, refetch } = useQuery(savedBuildsQuery());
  const [renaming, setRenaming] = useState<SavedBuild | null>(null);
  const [deleting, setDeleting] = useState<SavedBuild | null>(null);
  const rename = useUpdateBuild();
  const remove = useDeleteBuild();

  const confirmRename = (build: SavedBuild, name: string) =>
    rename.mutate(
      { id: build._id, name },
      {
        onSuccess: (renamed) => {
          toast.success(`Renamed to “${renamed.name}”.`);
          setRenaming(null);
        },
      },
    );
  const confirmDelete = (build: SavedBuild) =>
    remove.mutate(build._id, {
      onSuccess: () => {
        toast.success(`“${build.name}” is deleted.`);
        setDeleting(null);
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  return (
    <>
      <PageHeader
        title="My Builds"
        description={`PC builds you saved from the PC Builder (up to ${MAX_SAVED_BUILDS}), with today's prices and checks.`}
        actions={
          <Link to={paths.pcBuilder} className="btn btn-outline btn-sm">
            Open the PC Builder
          </Link>
        }
      />
      {error ? (
        <QueryError error={error} what="your builds" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : builds.length === 0 ? (
        <EmptyState
          icon={Cpu}
          title="No saved builds yet"
          action={
            <Link to={paths.pcBuilder} className="btn btn-primary">
              Start a build
            </Link>
          }
        >
          Pick parts in the PC Builder and press Save build to keep them here.
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Saved builds">
          {builds.map((build) => (
            <SavedBuildCard
              key={build._id}
              build={build}
              onRename={() => {
                rename.reset();
                setRenaming(build);
              }}
              onDelete={() => setDeleting(build)}
            />
          ))}
        </ul>
      )}
      {renaming ? (
        <Dialog title="Rename this build" onClose={() => setRenaming(null)} busy={rename.isPending}>
          <BuildNameForm
            initialName={renaming.name}
            actions={[{ label: 'Rename', run: (name) => confirmRename(renaming, name) }]}
            busy={rename.isPending}
            refusal={rename.error ? errorMessage(rename.error) : undefined}
            onCancel={() => setRenaming(null)}
          />
        </Dialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this build?"
          confirmLabel="Delete build"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            “{deleting.name}” will be removed from My Builds. The parts stay in the shop; only this
            saved list goes.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
