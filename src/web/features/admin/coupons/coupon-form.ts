import type { Coupon, CouponInput, CouponKind } from '../../../../shared/schemas/coupon.ts';
import type { Category } from '../../../../shared/categories.ts';

// The coupon dialog's fields as typed (text), and the call's body made from them. The server
// checks every rule; the dialog shows its messages.

export interface CouponFormState {
  code: string;
  kind: CouponKind;
  value: string;
  maxDiscount: string;
  minSubtotal: string;
  categories: Category[];
  productIds: string[];
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
}

/** An ISO time as a datetime-local input shows it (the browser's own time zone). */
function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function formStateOf(coupon: Coupon | null): CouponFormState {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon && coupon.kind !== 'free-delivery' ? String(coupon.value) : '',
    maxDiscount: coupon?.maxDiscount?.toString() ?? '',
    minSubtotal: coupon ? String(coupon.minSubtotal) : '0',
    categories: [...(coupon?.scope.categories ?? [])],
    productIds: [...(coupon?.scope.productIds ?? [])],
    startsAt: toLocalInput(coupon?.startsAt),
    endsAt: toLocalInput(coupon?.endsAt),
    maxUses: coupon?.maxUses?.toString() ?? '',
    maxUsesPerCustomer: coupon?.maxUsesPerCustomer?.toString() ?? '',
    active: coupon?.active ?? true,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const momentOrNull = (text: string) => (text ? new Date(text).toISOString() : null);

/** The body of POST (or PATCH: every field sent, emptied ones as null). */
export function couponBody(state: CouponFormState): CouponInput {
  return {
    code: state.code,
    kind: state.kind,
    ...(state.kind !== 'free-delivery' && { value: Number(state.value) }),
    maxDiscount: state.kind === 'percent' ? numberOrNull(state.maxDiscount) : null,
    minSubtotal: Number(state.minSubtotal || 0),
    scope: {
      ...(state.categories.length > 0 && { categories: state.categories }),
      ...(state.productIds.length > 0 && { productIds: state.productIds }),
    },
    startsAt: momentOrNull(state.startsAt),
    endsAt: momentOrNull(state.endsAt),
    maxUses: numberOrNull(state.maxUses),
    maxUsesPerCustomer: numberOrNull(state.maxUsesPerCustomer),
    active: state.active,
  };
}
