import { ApiRequestError } from '../../../lib/api-client.ts';
import { currentToken, renewToken } from '../../../lib/auth-store.ts';

// The api client speaks JSON; a picture goes up as multipart form data, so this
// one call builds its own request, with the same bearer token, the same single
// retry on a stale token and the same error shape.

interface Uploaded {
  success: true;
  data: { url: string };
}

function post(file: File, token: string | null): Promise<Response> {
  const body = new FormData();
  body.append('image', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch('/api/images', { method: 'POST', headers, body });
}

const fallbackMessages: Record<number, string> = {
  413: 'The picture must be 5 MB or smaller.',
  415: 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF image.',
};

/** Uploads a picture to the shop's image host; answers its address, e.g. /images/<hash>.webp. */
export async function uploadImage(file: File): Promise<string> {
  const token = await currentToken();
  let response = await post(file, token);
  if (response.status === 401 && token) {
    const fresh = await renewToken();
    if (fresh && fresh !== token) response = await post(file, fresh);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : (fallbackMessages[response.status] ?? `Upload failed (${response.status})`);
    throw new ApiRequestError(response.status, message);
  }
  const { data } = (await response.json()) as Uploaded;
  return data.url;
}
