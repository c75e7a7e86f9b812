import { z } from 'zod';

// What POST /api/images takes (docs/product.md#pictures). Checked here first so a wrong file
// is refused at once, before a 5 MB upload; the server checks again by decoding.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type FileIssue = 'type' | 'size' | null;

function problemWith(file: File): FileIssue {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

const problemMessages = {
  type: 'Choose a JPEG, PNG, WebP or AVIF picture',
  size: 'The picture must be 5 MB or smaller',
} as const;

/** Why this file cannot be uploaded as a picture, in the form's words; null when it can. */
export function pictureFileProblem(file: File): string | null {
  const problem = problemWith(file);
  return problem ? problemMessages[problem] : null;
}

/** A file input's value (a FileList) that must hold one acceptable picture. */
export function imageFileField(requiredMessage: string) {
  return z.custom<FileList | undefined>().transform((files, context) => {
    const file = files?.[0];
    if (!file) {
      context.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const problem = problemWith(file);
    if (problem) {
      context.addIssue({ code: 'custom', message: problemMessages[problem] });
      return z.NEVER;
    }
    return file;
  });
}

/** The same, when keeping the current picture is fine: no file means no change. */
export function optionalImageFileField() {
  return z.custom<FileList | undefined>().transform((files, context) => {
    const file = files?.[0];
    if (!file) return undefined;
    const problem = problemWith(file);
    if (problem) {
      context.addIssue({ code: 'custom', message: problemMessages[problem] });
      return z.NEVER;
    }
    return file;
  });
}
