import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { SavedBuild } from '../../../../shared/schemas/saved-build.ts';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { Price } from '../../../components/price.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { searchOfSelection } from '../build-selection.ts';
import { SAVED_BUILD_PARAM } from '../use-saved-build-id.ts';

/** The builder's address for a saved build: its parts, and which saved build it is. */
export function builderLinkOf(build: SavedBuild): string {
  const { memory = [], storage = [], ...singles } = build.parts;
  const search = searchOfSelection({ ...singles, memory, storage });
  search.set(SAVED_BUILD_PARAM, build._id);
  return `${paths.pcBuilder}?${search.toString()}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The verdict in words: complete or not, then what the checks found. */
function verdictOf(build: SavedBuild): string {
  const found = [
    build.errors > 0 ? plural(build.errors, 'problem') : '',
    build.warnings > 0 ? plural(build.warnings, 'warning') : '',
    build.notes > 0 ? plural(build.notes, 'note') : '',
  ].filter(Boolean);
  const state = build.complete ? 'Complete' : 'Incomplete';
  return `${state}: ${found.length > 0 ? found.join(', ') : 'no problems found'}`;
}

interface SavedBuildCardProps {
  build: SavedBuild;
  onRename: () => void;
  onDelete: () => void;
}

/** One saved build in My Builds, judged on today's products and prices. */
export function SavedBuildCard({ build, onRename, onDelete }: SavedBuildCardProps) {
  const gone = build.unavailable.length;
  const sound = build.complete && build.errors === 0;
  return (
    <li
      aria-label={build.name}
      className="flex flex-wrap items-start justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <h2 className="text-base font-semibold break-words">{build.name}</h2>
        <p>
          {plural(build.partCount, 'part')} ·{' '}
          <Price amount={build.total} className="font-semibold" /> today
        </p>
        <p data-testid="build-verdict" className={sound ? 'font-medium' : ERROR_TEXT}>
          {verdictOf(build)}
        </p>
        {gone > 0 ? (
          <p className={ERROR_TEXT}>
            {gone === 1 ? 'One part is' : `${gone} parts are`} no longer sold; open the build to
            pick another.
          </p>
        ) : null}
        <p className="text-xs opacity-80">
          Saved <time dateTime={build.updatedAt}>{formatDateTime(build.updatedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to={builderLinkOf(build)} className="btn btn-primary btn-sm">
          Open<span className="sr-only"> {build.name}</span>
        </Link>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRename}>
          Rename<span className="sr-only"> {build.name}</span>
        </button>
        <button type="button" className={`btn btn-ghost btn-sm ${ERROR_TEXT}`} onClick={onDelete}>
          Delete<span className="sr-only"> {build.name}</span>
        </button>
      </div>
    </li>
  );
}
