import type pg from 'pg';
import type { ClaimState } from '../../../shared/warranty-desk.ts';
import { warrantyClaimEvents } from '../../db/schema-warranty.ts';
import { enqueueClaimStepNotices } from '../notices/index.ts';
import type { Actor } from '../order-life/index.ts';
import { builderOn } from '../../db/queryable.ts';

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
  const [step] = await builderOn(client)
    .insert(warrantyClaimEvents)
    .values({
      claimId,
      state,
      note,
      actorRole: actor.role,
      actorId: actor.id,
      actorName: actor.name,
    })
    .returning({ eventNo: warrantyClaimEvents.eventNo });
  if (!step) throw new Error('The claim step was not returned by the database.');
  await enqueueClaimStepNotices(client, step.eventNo);
}
