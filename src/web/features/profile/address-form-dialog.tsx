import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  addressInputSchema,
  type Address,
  type AddressInput,
} from '../../../shared/schemas/address.ts';
import { Dialog } from '../../components/dialog.tsx';
import { areaInput, mobileNumberInput, streetInput } from '../../components/address-inputs.ts';
import {
  FormError,
  ModalFormButtons,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { namesAField, showFieldIssues } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { DistrictField } from '../../components/district-field.tsx';
import { useSaveAddress } from './api/address-api.ts';

// Adding or editing one saved address (docs/product.md#my-profile). The browser checks the same
// rules the server does; what the server still refuses shows under its field.

type AddressOutput = ReturnType<typeof addressInputSchema.parse>;

const FORM_FIELDS = ['label', 'name', 'phone', 'district', 'area', 'line'] as const;

interface AddressFormDialogProps {
  /** The address being edited; none to add a new one. */
  address?: Address | undefined;
  /** Whose name a new address starts with. */
  accountName: string;
  onClose: () => void;
}

export function AddressFormDialog({ address, accountName, onClose }: AddressFormDialogProps) {
  const save = useSaveAddress();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: {
      label: address?.label ?? '',
      name: address?.name ?? accountName,
      phone: address?.phone ?? '',
      district: address?.district ?? '',
      area: address?.area ?? '',
      line: address?.line ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: address?._id, address: values },
      {
        onSuccess: () => {
          toast.success(address ? 'The address is saved.' : 'The address is added.');
          onClose();
        },
        onError: (error) => showFieldIssues(error, setError, FORM_FIELDS),
      },
    ),
  );
  const failure = save.error;

  return (
    <Dialog
      title={address ? 'Edit address' : 'Add an address'}
      onClose={onClose}
      busy={save.isPending}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label="Label (optional)"
          placeholder="e.g. Home or Office"
          error={errors.label?.message}
          {...register('label')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Contact name"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Mobile number"
            {...mobileNumberInput}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <DistrictField control={control} name="district" error={errors.district?.message} />
          <TextField {...areaInput} error={errors.area?.message} {...register('area')} />
        </div>
        <TextAreaField {...streetInput} error={errors.line?.message} {...register('line')} />
        <FormError
          message={failure && !namesAField(failure, FORM_FIELDS) ? failure.message : undefined}
        />
        <ModalFormButtons
          submitLabel={address ? 'Save address' : 'Add address'}
          busy={save.isPending}
          busyLabel="Saving the address"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
