import Scale from 'lucide-react/icons/scale';
import type { Product } from '../../shared/schemas/product.ts';
import { addToCompare, removeFromCompare, useCompareTray } from '../lib/compare-tray.ts';
import { toast } from '../lib/toast.ts';

/** Puts a product in the compare tray or takes it out; a refusal is said in a toast. */
export function CompareToggle({
  product,
  className = '',
}: {
  product: Pick<Product, '_id' | 'name' | 'category'>;
  className?: string;
}) {
  const tray = useCompareTray();
  const inTray = tray.some((item) => item.id === product._id);
  const toggle = () => {
    if (inTray) return removeFromCompare(product._id);
    const added = addToCompare({ id: product._id, name: product.name, category: product.category });
    if (!added.ok) toast.error(added.message);
  };
  return (
    <button
      type="button"
      aria-pressed={inTray}
      className={`btn btn-sm ${inTray ? 'btn-secondary' : 'btn-ghost'} ${className}`}
      onClick={toggle}
      aria-label={`Compare: ${product.name}`}
    >
      <Scale className="size-4" aria-hidden="true" />
      Compare
    </button>
  );
}
