import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DistrictPicker } from './district-picker.tsx';

// The district of a form held by react-hook-form (checkout, the order modal, the address
// book): one place ties the searchable picker to the form and to every district there is.

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
  return <DistrictPicker value={field.value} onChange={field.onChange} error={error} />;
}
