import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordActivity } from './activity.service.ts';

// Every save of a setting goes into the activity log (decision 081). The settings have many
// owners (shop, delivery, payment rules, notices, EMI plans...), but every save is a route
// declared with `setting` whose GET at the same path reads it: this one recorder reads the
// setting before and after the save and names what changed, so a new setting is logged by
// declaring it, and no save can forget to.

/** Names that may hold a secret: the log names such a field, never its value. */
const SECRET = /key|secret|password|token|pin/i;
/** Values longer than this are named, not quoted: a list of plans is not one line of the log. */
const QUOTED_LENGTH = 60;

const before = new WeakMap<FastifyRequest, unknown>();

/** Marks the recorder's own reads of a setting, so an answer log can tell them from callers'. */
export const SETTINGS_READ_HEADER = 'x-settings-activity-read';

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return null;
  }
  const text = String(value);
  return text.length > QUOTED_LENGTH ? null : text;
}

/**
 * What the save changed: "field: old to new" for a plain field, the field's name alone for a
 * list, an object, a long text or anything that may be a secret. Empty when nothing changed.
 */
export function changedFields(old: unknown, now: unknown): string {
  const a = (old ?? {}) as Record<string, unknown>;
  const b = (now ?? {}) as Record<string, unknown>;
  if (typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? '' : 'all';
  }
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => {
      const from = shown(a[key]);
      const to = shown(b[key]);
      return SECRET.test(key) || from === null || to === null ? key : `${key}: ${from} to ${to}`;
    })
    .join('; ');
}

/** The setting as its GET answers it to the same caller (an admin). */
async function readSetting(app: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const { authorization, cookie } = request.headers;
  const answer = await app.inject({
    method: 'GET',
    url: request.routeOptions.url ?? request.url,
    headers: {
      ...(authorization && { authorization }),
      ...(cookie && { cookie }),
      [SETTINGS_READ_HEADER]: '1',
    },
  });
  return answer.statusCode === 200 ? answer.json() : undefined;
}

/**
 * Registers the recorder on the root instance, after the hook that empties the catalogue's
 * cache (a public setting such as the shop's is then read fresh after its save).
 */
export function recordSettingsSaves(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.endpoint?.setting || !request.user) return;
    before.set(request, await readSetting(app, request));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const setting = request.routeOptions.config.endpoint?.setting;
    const user = request.user;
    if (!setting || !user || reply.statusCode >= 300 || !before.has(request)) return payload;
    try {
      const details = changedFields(before.get(request), await readSetting(app, request));
      if (details)
        await recordActivity(db, user, { action: 'settings-change', target: setting, details });
    } catch (error) {
      // The save has committed: a log entry that could not be written must not turn it into an error.
      request.log.error({ err: error, setting }, 'The settings change could not be logged');
    }
    return payload;
  });
}
