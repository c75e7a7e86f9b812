import type { DeliveryMethodId } from '../../../shared/schemas/checkout.ts';
import { ERROR_TEXT } from '../../components/form-field.tsx';
import { Price } from '../../components/price.tsx';

export interface DeliveryChoice {
  method: DeliveryMethodId;
  label: string;
  charge: number;
  eta: string;
  pickupPoints?: readonly { id: string; name: string; address: string }[] | undefined;
}

interface DeliveryOptionsProps {
  options: readonly DeliveryChoice[];
  method: string | undefined;
  pickupPointId: string | undefined;
  onMethod: (method: DeliveryMethodId) => void;
  onPickupPoint: (id: string) => void;
  error?: string | undefined;
  pickupError?: string | undefined;
}

/** The ways an order can reach the district chosen, each with its charge and time. */
export function DeliveryOptions({
  options,
  method,
  pickupPointId,
  onMethod,
  onPickupPoint,
  error,
  pickupError,
}: DeliveryOptionsProps) {
  const chosen = options.find((option) => option.method === method);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'delivery-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Delivery</legend>
      {options.map((option) => (
        <label
          key={option.method}
          className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 ${option.method === method ? 'border-primary bg-primary/5' : 'border-base-300'}`}
        >
          <input
            type="radio"
            name="deliveryMethod"
            className="radio radio-primary radio-sm"
            checked={option.method === method}
            onChange={() => onMethod(option.method)}
          />
          <span className="flex-1">
            <span className="block font-medium">{option.label}</span>
            <span className="block text-sm opacity-80">{option.eta}</span>
          </span>
          {option.charge === 0 ? (
            <span className="font-semibold">Free</span>
          ) : (
            <Price amount={option.charge} className="font-semibold" />
          )}
        </label>
      ))}
      {chosen?.method === 'pickup' && chosen.pickupPoints ? (
        <fieldset className="space-y-2 pl-2">
          <legend className="text-sm font-medium">Pickup point</legend>
          {chosen.pickupPoints.map((point) => (
            <label key={point.id} className="flex cursor-pointer items-start gap-3">
              <input
                type="radio"
                name="pickupPointId"
                className="radio radio-sm mt-1"
                aria-label={point.name}
                checked={point.id === pickupPointId}
                onChange={() => onPickupPoint(point.id)}
              />
              <span>
                <span className="block font-medium">{point.name}</span>
                <span className="block text-sm opacity-80">{point.address}</span>
              </span>
            </label>
          ))}
          {pickupError ? <p className={`text-sm ${ERROR_TEXT}`}>{pickupError}</p> : null}
        </fieldset>
      ) : null}
      {error ? (
        <p id="delivery-error" className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
