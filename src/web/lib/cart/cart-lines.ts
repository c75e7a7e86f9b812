// The rules of a cart's lines, as plain functions: one place that decides how many of a
// part a line may hold, for the visitor's cart in the browser and for the buttons that
// change a customer's cart on the server (docs/product.md#cart).

/** A line holds 1 to this many units of one part. */
export const MAX_LINE_QUANTITY = 10;

/** What the browser keeps of a line: the product as it was when added, and how many. */
export interface CartLine {
  productId: string;
  name: string;
  image: string;
  /** The unit price when the line was added (the cart page compares it to today's). */
  price: number;
  /** Units in stock when last seen. */
  stock: number;
  quantity: number;
}

export interface CartProduct {
  _id: string;
  name: string;
  image: string;
  price: number;
  /** Units in stock. */
  quantity: number;
}

/** The quantity a line may hold: a whole number from 1 to 10, never above the stock. */
export function clampQuantity(wanted: number, stock: number): number {
  const whole = Number.isFinite(wanted) ? Math.trunc(wanted) : 1;
  return Math.max(1, Math.min(whole, MAX_LINE_QUANTITY, Math.max(stock, 1)));
}

/** Adds units of a product; a product already in the cart gets more units on its line. */
export function addLine(lines: readonly CartLine[], product: CartProduct, units = 1): CartLine[] {
  if (product.quantity <= 0) return [...lines];
  const existing = lines.find((line) => line.productId === product._id);
  const fresh: CartLine = {
    productId: product._id,
    name: product.name,
    image: product.image,
    // The line keeps the price it was first added at, so a change shows on the cart page.
    price: existing?.price ?? product.price,
    stock: product.quantity,
    quantity: clampQuantity((existing?.quantity ?? 0) + units, product.quantity),
  };
  if (!existing) return [...lines, fresh];
  return lines.map((line) => (line === existing ? fresh : line));
}

/** Sets a line's quantity within its bounds; an unknown product changes nothing. */
export function setLineQuantity(
  lines: readonly CartLine[],
  productId: string,
  quantity: number,
): CartLine[] {
  return lines.map((line) =>
    line.productId === productId
      ? { ...line, quantity: clampQuantity(quantity, line.stock) }
      : line,
  );
}

export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** Units in the cart: the navbar's count. */
export function countUnits(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function isLine(value: unknown): value is CartLine {
  if (value === null || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.image === 'string' &&
    Number.isInteger(line.price) &&
    Number.isInteger(line.stock) &&
    Number.isInteger(line.quantity)
  );
}

/**
 * Reads a stored cart. Storage is the visitor's to edit, so anything malformed is dropped,
 * quantities come back within bounds and a product appears on one line only.
 */
export function parseStoredLines(text: string | null): CartLine[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const value of parsed) {
    if (!isLine(value) || seen.has(value.productId)) continue;
    seen.add(value.productId);
    lines.push({ ...value, quantity: clampQuantity(value.quantity, value.stock) });
  }
  return lines;
}

/** What the browser sends to merge its cart into the account's: product and quantity only. */
export function mergePayload(lines: readonly CartLine[]) {
  return { items: lines.map(({ productId, quantity }) => ({ productId, quantity })) };
}

/** Records the stock seen today; the quantity stays, so a line above it shows as short. */
export function setLineStock(
  lines: readonly CartLine[],
  productId: string,
  stock: number,
): CartLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, stock } : line));
}
