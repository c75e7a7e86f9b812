// The public entry of the activity feature: all that code outside it may import (docs/architecture.md, "Server features").
export { activityRoutes } from './activity.routes.ts';
export { recordActivity } from './activity.service.ts';
export { recordSettingsSaves, SETTINGS_READ_HEADER } from './settings-activity.ts';
