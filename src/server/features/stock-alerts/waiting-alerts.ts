/**
 * The number of alerts waiting on the product `productId` (SQL naming its id), for the
 * owner's Manage Products: read through the partial index of waiting alerts.
 */
export function waitingAlertsSql(productId: string): string {
  return `(select count(*) from stock_alerts a
     where a.product_id = ${productId} and a.notified_at is null and a.stopped_at is null)::int`;
}
