import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { stepBackSchema } from '../../../shared/schemas/order-detail.ts';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import { ORDER_STATUS_LOOKS } from '../../components/order-status-badge.tsx';
import { ButtonSpinner, FormError, TextAreaField } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { useStepBack } from './api/order-api.ts';

type StepBackInput = z.input<typeof stepBackSchema>;
type StepBack = z.output<typeof stepBackSchema>;

/**
 * Asks an admin why an order goes one step back (docs/product.md#orders), naming
 * the status it returns to; the reason is written to the order's timeline.
 */
export function StepBackDialog({
  orderId,
  from,
  to,
  onClose,
}: {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  onClose: () => void;
}) {
  const titleId = useId();
  const stepBack = useStepBack(orderId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StepBackInput, unknown, StepBack>({ resolver: zodResolver(stepBackSchema) });
  const onSubmit = handleSubmit(({ reason }) => stepBack.mutate(reason, { onSuccess: onClose }));
  const toLabel = ORDER_STATUS_LOOKS[to].label;

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        Step back to {toLabel}?
      </h2>
      <p className="mt-3">
        The order goes from {ORDER_STATUS_LOOKS[from].label} back to {toLabel}. Stock is not
        touched, and the reason is shown in its timeline.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-3">
        <TextAreaField
          label="Reason"
          rows={3}
          placeholder="Why the order goes back a step"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormError message={stepBack.error?.message} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep {ORDER_STATUS_LOOKS[from].label}
          </button>
          <button type="submit" className="btn btn-warning" disabled={stepBack.isPending}>
            {stepBack.isPending ? <ButtonSpinner label="Stepping the order back" /> : null}
            Step back to {toLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
