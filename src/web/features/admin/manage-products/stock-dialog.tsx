import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { stockLedgerQuery } from '../api/stock-api.ts';
import { StockForm } from './stock-form.tsx';
import { StockHistory } from './stock-history.tsx';

interface StockDialogProps {
  product: Product;
  onClose: () => void;
}

/** A product's stock now, a form to change it, and its history (docs/product.md#manage-products). */
export function StockDialog({ product, onClose }: StockDialogProps) {
  const { data, error, isPending, refetch } = useQuery(stockLedgerQuery(product._id));
  return (
    <Dialog title={`Stock of ${product.name}`} onClose={onClose} wide>
      {error && !data ? (
        <QueryError error={error} what="the stock history" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Loading the stock history" />
      ) : (
        <div className="space-y-6">
          <p className="text-lg">
            In stock now:{' '}
            <strong className="tabular-nums" data-testid="stock-now">
              {data.stock}
            </strong>
          </p>
          <StockForm productId={product._id} productName={product.name} stock={data.stock} />
          <section className="space-y-2">
            <h3 className="font-semibold">History, newest first</h3>
            <StockHistory entries={data.entries} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
