// The public entry of the email-verification feature: all that code outside it may import (docs/architecture.md, "Server features").
export { emailVerificationRoutes } from './email-verification.routes.ts';
export { issueVerificationToken } from './email-verification.service.ts';
export { deliverVerificationLink, VERIFICATION_SUBJECT } from './verification-mail.ts';
