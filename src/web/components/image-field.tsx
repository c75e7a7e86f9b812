import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import ImagePlus from 'lucide-react/icons/image-plus';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-file.ts';
import { describedBy, FieldShell } from './form-field.tsx';

/**
 * The chosen file as a data: URL for a preview. A data: URL rather than a blob:
 * one because the shop's Content-Security-Policy allows only those for images.
 */
export function useFilePreview(file: File | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !ACCEPTED_IMAGE_TYPES.includes(file.type)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

const NOT_A_PICTURE = 'This file is not a picture: choose a JPEG, PNG, WebP or AVIF image';

interface ImageFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The file chosen now (from the form's watch). */
  file: File | undefined;
  /** What shows when no file is chosen: the current picture, if any. */
  currentUrl?: string | null;
  round?: boolean;
}

/** A picture chooser with a preview of the chosen file. */
export function ImageField({
  label,
  error,
  hint,
  file,
  currentUrl,
  round = false,
  ...input
}: ImageFieldProps) {
  const id = useId();
  // A file that is not a picture is named at once, and no picture stands in for it.
  const notPicture = file !== undefined && !ACCEPTED_IMAGE_TYPES.includes(file.type);
  const filePreview = useFilePreview(file);
  const preview = notPicture ? null : (filePreview ?? currentUrl ?? null);
  const shown = error ?? (notPicture ? NOT_A_PICTURE : undefined);
  const shape = round ? 'rounded-full' : 'rounded-box';
  return (
    <FieldShell id={id} label={label} error={shown} hint={hint}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          className={`grid size-24 shrink-0 place-items-center overflow-hidden border border-base-300 bg-base-200 ${shape}`}
        >
          {preview ? (
            <img
              src={preview}
              alt={file ? 'Preview of the chosen picture' : 'The current picture'}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus className="size-8 opacity-60" aria-hidden="true" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className={`file-input w-full ${shown ? 'file-input-error' : ''}`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, shown, hint)}
          {...input}
        />
      </div>
    </FieldShell>
  );
}
