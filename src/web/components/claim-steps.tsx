import type { ClaimDetail } from '../../shared/schemas/warranty-desk.ts';
import { CLAIM_STATE_LABELS, type ClaimState } from '../../shared/warranty-desk.ts';
import { asSteps } from '../../shared/timeline-steps.ts';
import { formatDateTime } from '../lib/format-date.ts';

// A claim's states as its owner and staff read them: done, now, and still to come.

const LOOKS: Record<ClaimState, string> = {
  received: 'badge-info',
  'with-supplier': 'badge-warning',
  repaired: 'badge-success',
  replaced: 'badge-success',
  rejected: 'badge-error',
  'returned-to-customer': 'badge-neutral',
};

export function ClaimStateBadge({ state }: { state: ClaimState }) {
  return (
    <span className={`badge whitespace-nowrap ${LOOKS[state]}`}>{CLAIM_STATE_LABELS[state]}</span>
  );
}

/** The outcome's place before it is known: one of three. */
const OUTCOME_TO_COME = 'Repaired, replaced or rejected';

interface ClaimStepsProps {
  claim: ClaimDetail;
  /** Staff see who made each move. */
  withActors?: boolean;
}

/**
 * The claim's path: received → with the supplier → repaired | replaced | rejected → returned,
 * each step reached with its date and note, the ones still to come greyed. A move that keeps
 * the state (a note added) reads under its step, as order timelines do (shared/timeline-steps).
 */
export function ClaimSteps({ claim, withActors = false }: ClaimStepsProps) {
  const steps = asSteps(claim.events.map((event) => ({ ...event, status: event.state })));
  const reached = new Set(claim.events.map((event) => event.state));
  const outcomeReached = ['repaired', 'replaced', 'rejected'].some((state) =>
    reached.has(state as ClaimState),
  );
  const toCome = [
    ...(reached.has('with-supplier') ? [] : [CLAIM_STATE_LABELS['with-supplier']]),
    ...(outcomeReached ? [] : [OUTCOME_TO_COME]),
    ...(reached.has('returned-to-customer') ? [] : [CLAIM_STATE_LABELS['returned-to-customer']]),
  ];
  return (
    <ol className="space-y-2" aria-label={`Steps of claim ${claim.claimNumber}`}>
      {steps.map((step, index) => (
        <li
          key={`${step.at}-${index}`}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${step.continues ? 'ml-4 border-l-2 border-base-300 pl-3' : ''}`}
        >
          {step.continues ? null : <ClaimStateBadge state={step.state} />}
          <time className="text-sm opacity-80" dateTime={step.at}>
            {formatDateTime(step.at)}
          </time>
          {withActors && step.actor.name ? (
            <span className="text-sm opacity-80">by {step.actor.name}</span>
          ) : null}
          {step.note ? <span className="w-full text-sm">{step.note}</span> : null}
        </li>
      ))}
      {toCome.map((label) => (
        <li key={label} className="flex items-center gap-3 opacity-60">
          <span className="badge badge-ghost badge-outline whitespace-nowrap">{label}</span>
          <span className="text-sm">to come</span>
        </li>
      ))}
    </ol>
  );
}
