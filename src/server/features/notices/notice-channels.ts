import type { NoticeChannel } from '../../db/schema-notices.ts';
import type { NoticeProviders } from './send-notice.ts';

/** What a notice records when its channel has no provider (here, in the relay, or as it is written). */
export const NOT_CONFIGURED: Record<NoticeChannel, string> = {
  email: 'Mail is not configured: set SMTP_URL and MAIL_FROM',
  sms: 'SMS is not configured: set SMS_API_URL, SMS_API_KEY and SMS_SENDER_ID',
};

/** Which channels the shop can send on, and what a notice records when its channel cannot. */
export interface NoticeChannels {
  /** The channels with a provider: their notices get jobs. */
  sendable: readonly NoticeChannel[];
  /** The last error of a notice whose channel has none. */
  notConfigured: Record<NoticeChannel, string>;
}

/** The channels these providers can send on. */
export function noticeChannels(providers: Pick<NoticeProviders, 'mail' | 'sms'>): NoticeChannels {
  return {
    sendable: [
      ...(providers.mail ? ['email' as const] : []),
      ...(providers.sms ? ['sms' as const] : []),
    ],
    notConfigured: NOT_CONFIGURED,
  };
}

/** The SQL of NoticeChannels in a statement: its parameters (or literals). */
export interface ChannelsSql {
  /** text[] of the sendable channels. */
  sendable: string;
  emailError: string;
  smsError: string;
}

/** NoticeChannels as the values of ChannelsSql's three parameters, in that order. */
export function channelsValues(channels: NoticeChannels): [string[], string, string] {
  return [[...channels.sendable], channels.notConfigured.email, channels.notConfigured.sms];
}

/** Whether the notice's channel (`channel`, SQL) has a provider. */
export function sendableSql(channel: string, sql: ChannelsSql): string {
  return `${channel} = any(${sql.sendable})`;
}

/** The last error a notice records when its channel (`channel`, SQL) has no provider. */
export function notConfiguredSql(channel: string, sql: ChannelsSql): string {
  return `case when ${channel} = 'email' then ${sql.emailError} else ${sql.smsError} end`;
}
