import { courierName, type Shipment } from '../../shared/schemas/courier.ts';

// How staff read an order's parcel (Manage Orders' cards, the order page).

/** A booked parcel in a line: the courier, its code and what the courier last said. */
export function parcelWords(shipment: NonNullable<Shipment>): string {
  const code = shipment.trackingCode ? ` ${shipment.trackingCode}` : '';
  const said = shipment.courierStatus ? `: ${shipment.courierStatus.replaceAll('_', ' ')}` : '';
  const states: Record<NonNullable<Shipment>['state'], string> = {
    booking: ' (booking, waiting for the courier’s answer)',
    booked: '',
    delivered: '',
    partial: ' (partly delivered: settle with the customer)',
    returned: '',
    failed: ' (not booked: book again)',
  };
  return `${courierName(shipment.courier)}${code}${said}${states[shipment.state]}`;
}
