/** The access matrix's entries for pictures: uploaded by staff, served to everyone (see access-matrix.ts). */
import { everyone, signedIn } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

export const IMAGE_ACCESS: Record<string, MatrixEntry> = {
  'POST /api/images': {
    expected: signedIn(200),
    personal: true,
    request: (f) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(f.png)], { type: 'image/png' }), 'part.png');
      return { path: '/api/images', form };
    },
  },
  'GET /images/:file': { expected: everyone(200), request: (f) => ({ path: f.imagePath }) },
};
