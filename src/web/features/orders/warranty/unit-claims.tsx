import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { OrderDetail } from '../../../../shared/schemas/order-detail.ts';
import { ButtonSpinner } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { orderDetailQuery } from '../api/order-api.ts';
import { myClaimsQuery } from '../../warranty/api/warranty-api.ts';
import { ClaimDialog, type ClaimUnit } from './claim-dialog.tsx';
import { ClaimStateBadge } from '../../../components/claim-steps.tsx';

/** Each unit of the order that has a serial: what the customer may claim warranty on. */
export function claimUnits(order: OrderDetail): ClaimUnit[] {
  return order.lines.flatMap((line) =>
    (line.serials ?? []).map((serial) => ({ serial, name: line.name })),
  );
}

type MyClaim = NonNullable<ReturnType<typeof useMyClaims>>[number];

function useMyClaims() {
  return useQuery(myClaimsQuery()).data?.claims;
}

/** The claim still open on this serial, if any: a unit has one open claim at a time. */
function openClaimOn(claims: readonly MyClaim[], serial: string) {
  return claims.find((claim) => claim.serial === serial && claim.state !== 'returned-to-customer');
}

/**
 * On the customer's delivered order: each unit by its serial, with "Claim warranty", or the
 * state of the claim already open on it (docs/product.md#warranty-desk).
 */
export function UnitClaims({ order }: { order: OrderDetail }) {
  const units = claimUnits(order);
  const claims = useMyClaims() ?? [];
  const claimable = units.filter((unit) => !openClaimOn(claims, unit.serial));
  const [claiming, setClaiming] = useState<string | null>(null);
  if (units.length === 0) return null;
  return (
    <section
      aria-labelledby="unit-claims-title"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="unit-claims-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5" aria-hidden="true" />
        Warranty
      </h2>
      <ul className="divide-y divide-base-300">
        {units.map((unit) => {
          const open = openClaimOn(claims, unit.serial);
          return (
            <li key={unit.serial} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                {unit.name}
                <span className="block font-mono text-sm break-all">{unit.serial}</span>
              </span>
              {open ? (
                <span className="flex items-center gap-2 text-sm">
                  Claim {open.claimNumber} <ClaimStateBadge state={open.state} />
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setClaiming(unit.serial)}
                >
                  Claim warranty<span className="sr-only"> for {unit.serial}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {claiming ? (
        <ClaimDialog units={claimable} serial={claiming} onClose={() => setClaiming(null)} />
      ) : null}
    </section>
  );
}

/**
 * My Orders' "Claim warranty" on a delivered order: the order's units are read when asked
 * for, then the claim form opens on the first of them without an open claim.
 */
export function ClaimFromOrder({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const detail = useQuery({ ...orderDetailQuery(orderId), enabled: open });
  const claims = useQuery({ ...myClaimsQuery(), enabled: open });
  const loading = detail.isPending || claims.isPending;
  const units = detail.data ? claimUnits(detail.data) : [];
  const claimable = units.filter((unit) => !openClaimOn(claims.data?.claims ?? [], unit.serial));
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        {open && loading ? <ButtonSpinner label="Loading the order's units" /> : null}
        Claim warranty<span className="sr-only"> on order {orderNumber}</span>
      </button>
      {!open || loading ? null : claimable[0] ? (
        <ClaimDialog units={claimable} serial={claimable[0].serial} onClose={close} />
      ) : (
        <NoUnits
          orderNumber={orderNumber}
          error={detail.error ?? claims.error}
          allClaimed={units.length > 0}
          onClose={close}
        />
      )}
    </>
  );
}

function NoUnits(props: {
  orderNumber: string;
  error: unknown;
  /** The order has serials, and every one is under an open claim. */
  allClaimed: boolean;
  onClose: () => void;
}) {
  return (
    <Modal labelledBy="no-units-title" onClose={props.onClose}>
      <h2 id="no-units-title" className="pr-10 text-xl font-bold">
        Claim warranty
      </h2>
      <p className="mt-3" role="alert">
        {props.error
          ? errorMessage(props.error)
          : props.allClaimed
            ? `Every unit of order ${props.orderNumber} already has an open claim. Open the order to see where each claim stands.`
            : `No serial number is recorded for the units of order ${props.orderNumber}. Call the shop or bring the unit to the counter, and staff will open the claim.`}
      </p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
