import type { Route } from '../../shared/api/endpoint.ts';
import { endpointUrl, type QueryParams } from '../../shared/api/url.ts';
import type { Answer } from './api-answer.ts';
import { ApiRequestError } from './api-client.ts';
import { currentToken } from './auth-store.ts';

// An upload whose progress the page shows (a catalogue file, a zip of pictures). fetch
// cannot report how much of a request body has been sent, XMLHttpRequest can; the token
// and the error shape are the API client's.

export interface UploadRequest {
  params?: Record<string, string>;
  query?: QueryParams;
  form: FormData;
}

/** Sends the form and answers the route's parsed body; `onProgress` gets 0..1 as bytes go up. */
export async function apiUpload<R extends Route>(
  route: R,
  request: UploadRequest,
  onProgress: (sent: number) => void,
): Promise<Answer<R>> {
  const token = await currentToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, endpointUrl(route, request));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onProgress(1));
    xhr.addEventListener('error', () =>
      reject(new ApiRequestError(0, 'The upload did not reach the shop. Check the connection.')),
    );
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as Answer<R>);
        return;
      }
      const answer = (body ?? {}) as { message?: unknown; issues?: Record<string, string> };
      const message =
        typeof answer.message === 'string' && answer.message
          ? answer.message
          : xhr.status === 413
            ? 'The file is too large for the shop.'
            : `Upload failed (${xhr.status})`;
      reject(new ApiRequestError(xhr.status, message, answer.issues, body));
    });
    xhr.send(request.form);
  });
}
