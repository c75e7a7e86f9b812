// The public entry of the notices feature: all that code outside it may import (docs/architecture.md, "Server features").
export { enqueueNotices, enqueueOrderNotices, newOrderNoticesQuery } from './enqueue.ts';
export { channelsValues, noticeChannels, type NoticeChannels } from './notice-channels.ts';
export { EVENT_OF_STATUS, type NoticeEvent } from './notice-events.ts';
export { noticeMail } from './notice-mail.ts';
export { type NoticeOrder, readNoticeOrder } from './notice-order.ts';
export { smsText } from './notice-text.ts';
export { type ScheduledNotice, startNoticeWorker } from './notice-worker.ts';
export { readNoticeSettings } from './notice-settings.ts';
export { type NoticeProviders } from './send-notice.ts';
export { noticeRoutes } from './notices.routes.ts';
export { createSmsSender } from './sms-gateway.ts';
export { enqueueClaimStepNotices } from './warranty-claim-notice.ts';
