// The public entry of the catalogue files feature: all that code outside it may import (docs/architecture.md, "Server features").
export { catalogueFileRoutes } from './catalogue-files.routes.ts';
export { uploadedFile } from './uploaded-file.ts';
export { parseCsv } from './csv.ts';
