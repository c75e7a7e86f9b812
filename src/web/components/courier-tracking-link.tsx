import ExternalLink from 'lucide-react/icons/external-link';
import { courierTrackingUrl } from '../../shared/courier-tracking.ts';

/** "Track on Steadfast": the courier's own page for the parcel, where the courier has one. */
export function CourierTrackingLink({
  courier,
  trackingCode,
  phone,
}: {
  courier: string | null;
  trackingCode: string | null;
  phone: string;
}) {
  const url = courierTrackingUrl(courier, trackingCode, phone);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="link link-primary inline-flex items-center gap-1 text-sm"
    >
      Track on {courier}’s site
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
