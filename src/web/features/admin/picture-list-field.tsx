import { useId } from 'react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { MAX_PRODUCT_IMAGES } from '../../../shared/schemas/product-admin.ts';
import { describedBy, FieldShell } from '../../components/form-field.tsx';
import { useFilePreview } from '../../components/image-field.tsx';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-file.ts';
import {
  addFiles,
  makeMain,
  movePicture,
  removePicture,
  type PictureEntry,
} from './picture-list.ts';

interface PictureListFieldProps {
  pictures: readonly PictureEntry[];
  onChange: (pictures: PictureEntry[]) => void;
  error?: string | undefined;
}

/**
 * The product's pictures (up to six): choose files to add them, then make one the main
 * picture, move them or remove them. Files are uploaded when the form is saved.
 */
export function PictureListField({ pictures, onChange, error }: PictureListFieldProps) {
  const id = useId();
  const full = pictures.length >= MAX_PRODUCT_IMAGES;
  const hint = full
    ? `${MAX_PRODUCT_IMAGES} pictures: remove one to add another.`
    : `Up to ${MAX_PRODUCT_IMAGES} pictures, JPEG, PNG, WebP or AVIF, 5 MB each. The first is the main picture, shown on cards.`;
  return (
    <FieldShell id={id} label="Product image" error={error} hint={hint}>
      {pictures.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Chosen pictures">
          {pictures.map((entry, index) => (
            <PictureItem
              key={entry.key}
              entry={entry}
              index={index}
              count={pictures.length}
              onMain={() => onChange(makeMain(pictures, index))}
              onMove={(by) => onChange(movePicture(pictures, index, by))}
              onRemove={() => onChange(removePicture(pictures, index))}
            />
          ))}
        </ol>
      ) : null}
      <input
        id={id}
        type="file"
        multiple
        disabled={full}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied at once, so the same file can be chosen again after a removal.
          event.target.value = '';
          if (files.length > 0) onChange(addFiles(pictures, files));
        }}
      />
    </FieldShell>
  );
}

interface PictureItemProps {
  entry: PictureEntry;
  index: number;
  count: number;
  onMain: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function PictureItem({ entry, index, count, onMain, onMove, onRemove }: PictureItemProps) {
  const preview = useFilePreview(entry.file);
  const src = entry.file ? preview : entry.url;
  const main = index === 0;
  const which = `picture ${index + 1}`;
  const alt = `${entry.file ? 'Preview of the chosen picture' : 'Stored picture'} ${index + 1}${main ? ', the main picture' : ''}`;
  return (
    <li className="space-y-1 rounded-box border border-base-300 p-2">
      <div className="relative grid aspect-[4/3] place-items-center overflow-hidden rounded-md bg-base-200">
        {src ? <img src={src} alt={alt} className="size-full object-cover" /> : null}
        {main ? (
          <span className="badge badge-primary badge-sm absolute top-1 left-1">Main picture</span>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-center gap-1">
        {main ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={`Make ${which} the main picture`}
            onClick={onMain}
          >
            <Star className="size-3.5" aria-hidden="true" />
            Make main
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={`Move ${which} earlier`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowLeft className="size-3.5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={`Move ${which} later`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square text-error"
          aria-label={`Remove ${which}`}
          onClick={onRemove}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
