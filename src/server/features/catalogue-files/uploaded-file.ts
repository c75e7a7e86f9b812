import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';

// Reading one uploaded file whole (the catalogue file, a zip of pictures, the serials file):
// the route's plugin registers @fastify/multipart with the same limits.

/** The uploaded file of a multipart request's field `file`, whole, or a 4xx saying why not. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, what: string) {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the ${what} as multipart/form-data in the field "file".`);
  }
  const limits = { fileSize: maxBytes, files: 1, fields: 2, parts: 3 };
  const file = await request.file({ limits }).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new HttpError(400, 'The upload is not valid multipart/form-data.');
  });
  if (!file || file.fieldname !== 'file') {
    throw new HttpError(400, `Send the ${what} in the field "file".`);
  }
  const tooLarge = new HttpError(
    413,
    `The file is larger than ${maxBytes / (1024 * 1024)} MB: send it in parts.`,
  );
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    throw error;
  });
  if (file.file.truncated) throw tooLarge;
  return { filename: file.filename, bytes };
}
