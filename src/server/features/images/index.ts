// The public entry of the images feature: all that code outside it may import (docs/architecture.md, "Server features").
export { saveWebpImage } from './images.repository.ts';
export { imageRoutes } from './images.routes.ts';
export { pictureStore, type PictureStore } from './picture-store.ts';
export { REFERENCED_IDS, startOrphanSweeper } from './orphan-sweeper.ts';
