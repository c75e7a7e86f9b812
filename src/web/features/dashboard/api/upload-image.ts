import { imageRoutes } from '../../../../shared/api/routes/images.ts';
import { apiCall } from '../../../lib/api-client.ts';

// A picture goes up as multipart form data through the same client as every other
// call: the same bearer token, the same single retry on a stale token and the same
// error shape.

const fallbackMessages = {
  413: 'The picture must be 5 MB or smaller.',
  415: 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF image.',
};

/** Uploads a picture to the shop's image host; answers its address, e.g. /images/<hash>.webp. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await apiCall(imageRoutes.upload, { form }, { fallbackMessages });
  return data.url;
}
