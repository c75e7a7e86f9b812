import ShieldCheck from 'lucide-react/icons/shield-check';
import { formatWarranty, type Warranty } from '../../shared/warranty.ts';

/** The warranty in words with its mark, as the product page, cart and order page show it. */
export function WarrantyNote({
  warranty,
  className = '',
}: {
  warranty: Warranty;
  className?: string;
}) {
  return (
    <p className={`flex items-center gap-1.5 text-sm ${className}`}>
      <ShieldCheck className="size-4 shrink-0 opacity-70" aria-hidden="true" />
      {formatWarranty(warranty)}
    </p>
  );
}
