import {
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeSchema,
  noticeSettingsAnswerSchema,
  noticeSettingsSchema,
  trackAnswerSchema,
  trackRequestSchema,
} from '../schemas/notice.ts';
import { defineEndpoint, type Declarations } from './endpoint.ts';
import { noticeRoutes } from './routes/notices.ts';

export const noticeEndpoints = {
  list: defineEndpoint(noticeRoutes.list, {
    tags: ['notices'],
    summary: 'Order notices by email and SMS, newest first, with their status and attempts',
    query: noticeListQuerySchema,
    answers: { 200: noticePageSchema },
  }),
  resend: defineEndpoint(noticeRoutes.resend, {
    tags: ['notices'],
    summary:
      'Queue a notice that failed or was not sent (provider not configured) again; one already sent is refused with 409',
    params: noticeIdParamsSchema,
    answers: { 200: noticeSchema },
    refusals: [404, 409],
  }),
  settings: defineEndpoint(noticeRoutes.settings, {
    tags: ['notices'],
    summary: 'Where the shop’s copy of every new order is mailed',
    answers: { 200: noticeSettingsAnswerSchema },
  }),
  saveSettings: defineEndpoint(noticeRoutes.saveSettings, {
    tags: ['notices'],
    summary: 'Change where the shop’s copy of every new order is mailed (empty: the owner)',
    body: noticeSettingsSchema,
    answers: { 200: noticeSettingsAnswerSchema },
  }),
  track: defineEndpoint(noticeRoutes.track, {
    tags: ['notices'],
    summary:
      'An order’s status, timeline, courier and tracking code, for its number and phone; nothing about the buyer',
    body: trackRequestSchema,
    answers: { 200: trackAnswerSchema },
    refusals: [404, 429],
  }),
} as const satisfies Declarations<typeof noticeRoutes>;
