import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DISTRICTS } from '../../shared/delivery/districts.ts';
import { DistrictPicker, type DistrictOption } from './district-picker.tsx';

// The district of a form held by react-hook-form (checkout, the order modal, the address
// book): one place ties the searchable picker to the form and to every district there is.

const DISTRICT_OPTIONS: readonly DistrictOption[] = DISTRICTS.map((district) => ({
  name: district.name,
  bangla: district.nameBn,
}));

interface DistrictFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  error: string | undefined;
}

export function DistrictField<Values extends FieldValues>({
  control,
  name,
  error,
}: DistrictFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <DistrictPicker
      options={DISTRICT_OPTIONS}
      value={field.value}
      onChange={field.onChange}
      error={error}
    />
  );
}
