// The public entry of the reports feature: all that code outside it may import (docs/architecture.md, "Server features").
export { reportRoutes } from './reports.routes.ts';
export { salesTotals } from './sales-report.ts';
export { dhakaToday, shiftDay } from './report-period.ts';
