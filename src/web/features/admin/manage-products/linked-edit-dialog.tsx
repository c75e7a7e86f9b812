import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productQuery } from '../../products/api/product-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { EditProductDialog } from './edit-product-dialog.tsx';

/**
 * The Edit dialog a link opens (`?edit=<id>`, from the overview's low-stock list): the product
 * is read afresh, since the link may be older than its last change.
 */
export function LinkedEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useQuery({ ...productQuery(id), staleTime: 0 });
  const gone = data === null;
  useEffect(() => {
    if (!gone && !error) return;
    toast.error(gone ? 'That product is no longer in the shop.' : errorMessage(error));
    onClose();
  }, [gone, error, onClose]);
  return data ? <EditProductDialog product={data} onClose={onClose} /> : null;
}
