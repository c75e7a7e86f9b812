import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { CLAIM_STATE_LABELS, formatClaimNumber } from '../../../shared/warranty-desk.ts';
import { products } from '../../db/schema.ts';
import { soldUnits, warrantyClaimEvents, warrantyClaims } from '../../db/schema-warranty.ts';
import { escape } from './notice-mail.ts';
import type { StandaloneMessage } from './send-notice.ts';

// The words of a warranty claim's step notice (decision 088): the claim's number, the unit,
// the state it reached and what staff said, read when the notice is sent.

type Claim = typeof warrantyClaims.$inferSelect;
type ClaimEvent = typeof warrantyClaimEvents.$inferSelect;

type ClaimStep = Pick<Claim, 'number' | 'serial' | 'rejectReason'> &
  Pick<ClaimEvent, 'state' | 'note'> & {
    productName: (typeof products.$inferSelect)['name'];
    /** The new unit's serial, when the claim replaced the unit: null otherwise. */
    replacementSerial: (typeof soldUnits.$inferSelect)['serial'] | null;
  };

/** The claim's step, its unit's product and the replacement unit, if any. */
async function readClaimStep(db: NodePgDatabase, eventNo: number): Promise<ClaimStep | undefined> {
  const [step] = await db
    .select({
      number: warrantyClaims.number,
      state: warrantyClaimEvents.state,
      note: warrantyClaimEvents.note,
      productName: products.name,
      serial: warrantyClaims.serial,
      rejectReason: warrantyClaims.rejectReason,
      replacementSerial: soldUnits.serial,
    })
    .from(warrantyClaimEvents)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, warrantyClaimEvents.claimId))
    .innerJoin(products, eq(products.id, warrantyClaims.productId))
    .leftJoin(soldUnits, eq(soldUnits.id, warrantyClaims.replacementUnitId))
    .where(eq(warrantyClaimEvents.eventNo, eventNo));
  return step;
}

/** What the customer is told of the step, in one line. */
function sentence(step: ClaimStep): string {
  const unit = `${step.productName} (serial ${step.serial})`;
  switch (step.state) {
    case 'received':
      return `We received your warranty claim for ${unit}.`;
    case 'with-supplier':
      return `Your ${unit} is with the supplier for checking.`;
    case 'repaired':
      return `Your ${unit} was repaired; we will tell you when it is ready.`;
    case 'replaced':
      return `Your ${unit} was replaced by a new unit (serial ${step.replacementSerial ?? ''}); the warranty continues on it.`;
    case 'rejected':
      return `Your warranty claim for ${unit} was not accepted: ${step.rejectReason ?? ''}`;
    case 'returned-to-customer':
      return `Your ${unit} was handed back to you; the claim is closed.`;
  }
}

/** The step's SMS and mail, or undefined once the claim was erased. */
export async function claimStepMessage(
  db: NodePgDatabase,
  eventNo: number,
): Promise<StandaloneMessage | undefined> {
  const step = await readClaimStep(db, eventNo);
  if (!step) return undefined;
  const claim = formatClaimNumber(step.number);
  const line = sentence(step);
  const subjectOf = (shopName: string) =>
    `${shopName}: warranty claim ${claim} ${CLAIM_STATE_LABELS[step.state].toLowerCase()}`;
  return {
    sms: ({ shopName }) => `${shopName}: claim ${claim}. ${line}`,
    mail: ({ shopName, publicUrl, host, key, recipient }) => {
      const check = `${publicUrl}/warranty`;
      const note = step.note ? `\n\nNote: ${step.note}` : '';
      return {
        to: recipient,
        subject: subjectOf(shopName),
        text: `Warranty claim ${claim}\n\n${line}${note}\n\nCheck a unit's warranty: ${check}\n`,
        html: `<p><strong>Warranty claim ${escape(claim)}</strong></p><p>${escape(line)}</p>${
          step.note ? `<p>Note: ${escape(step.note)}</p>` : ''
        }<p><a href="${escape(check)}">Check a unit’s warranty</a></p>`,
        messageId: `<${key}@${host}>`,
      };
    },
  };
}

/**
 * Writes the notices of a claim's step (an SMS to the claim's phone, a mail to its email,
 * each when known) in the caller's transaction, so they exist exactly when the step commits;
 * the notice relay queues their sending. The key names the step: never written twice.
 */
export async function enqueueClaimStepNotices(client: pg.ClientBase, eventNo: number) {
  // Hand-written (decision 099): an `insert ... select`, one notice for each contact known.
  await client.query(
    `insert into notices (key, warranty_claim_event_id, event, channel, audience, recipient)
     select 'warranty-claim:' || e.event_no || ':' || w.channel, e.event_no, 'warranty-claim',
            w.channel, 'customer', w.recipient
       from warranty_claim_events e join warranty_claims c on c.id = e.claim_id
       cross join lateral (values ('sms', c.contact_phone), ('email', c.contact_email))
         as w(channel, recipient)
      where e.event_no = $1 and w.recipient is not null
     on conflict (key) do nothing`,
    [eventNo],
  );
}
