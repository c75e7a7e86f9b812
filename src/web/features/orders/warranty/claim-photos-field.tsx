import { useId } from 'react';
import X from 'lucide-react/icons/x';
import { MAX_CLAIM_IMAGES } from '../../../../shared/warranty-desk.ts';
import { describedBy, FieldShell } from '../../../components/form-field.tsx';
import { useFilePreview } from '../../../components/image-field.tsx';
import { ACCEPTED_IMAGE_TYPES, pictureFileProblem } from '../../../lib/image-file.ts';

/** Why these photos cannot go with a claim, or null. */
export function photosProblem(files: readonly File[]): string | null {
  if (files.length > MAX_CLAIM_IMAGES) return `A claim takes at most ${MAX_CLAIM_IMAGES} photos`;
  for (const file of files) {
    const problem = pictureFileProblem(file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return null;
}

function Photo({ file, onRemove }: { file: File; onRemove: () => void }) {
  const preview = useFilePreview(file);
  return (
    <li className="flex items-center gap-2 rounded-box border border-base-300 p-1 pr-2">
      {preview ? (
        <img src={preview} alt="" className="size-12 rounded object-cover" />
      ) : (
        <span className="size-12 rounded bg-base-200" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
      <button type="button" className="btn btn-ghost btn-xs btn-square" onClick={onRemove}>
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Remove {file.name}</span>
      </button>
    </li>
  );
}

interface ClaimPhotosFieldProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
}

/** Up to four photos of the fault, chosen in one go or a few at a time, each removable. */
export function ClaimPhotosField({ files, onChange, error }: ClaimPhotosFieldProps) {
  const id = useId();
  const hint = `Optional: up to ${MAX_CLAIM_IMAGES} photos of the fault or the damage (JPEG, PNG, WebP or AVIF, 5 MB each).`;
  return (
    <FieldShell id={id} label="Photos" error={error} hint={hint}>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        disabled={files.length >= MAX_CLAIM_IMAGES}
        onChange={(event) => {
          onChange([...files, ...(event.target.files ?? [])]);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Chosen photos">
          {files.map((file, index) => (
            <Photo
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() => onChange(files.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
