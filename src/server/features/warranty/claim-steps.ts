import type pg from 'pg';
import type { ClaimState } from '../../../shared/warranty-desk.ts';
import type { warrantyClaimEvents } from '../../db/schema-warranty.ts';
import { enqueueClaimStepNotices } from '../notices/index.ts';
import type { Actor } from '../order-life/index.ts';

type StepRow = typeof warrantyClaimEvents.$inferSelect;

/**
 * Writes a claim's step (the state it reached, why, and who moved it) and its customer's
 * SMS and mail, in the caller's transaction: the notices exist exactly when the step does.
 */
export async function addClaimStep(
  client: pg.ClientBase,
  claimId: string,
  state: ClaimState,
  note: string | null,
  actor: Actor,
): Promise<void> {
  const { rows } = await client.query<Pick<StepRow, 'eventNo'>>(
    `insert into warranty_claim_events (claim_id, state, note, actor_role, actor_id, actor_name)
     values ($1, $2, $3, $4, $5, $6) returning event_no::int as "eventNo"`,
    [claimId, state, note, actor.role, actor.id, actor.name],
  );
  await enqueueClaimStepNotices(client, (rows[0] as Pick<StepRow, 'eventNo'>).eventNo);
}
