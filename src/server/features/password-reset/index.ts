// The public entry of the password-reset feature: all that code outside it may import (docs/architecture.md, "Server features").
export { passwordResetRoutes } from './password-reset.routes.ts';
