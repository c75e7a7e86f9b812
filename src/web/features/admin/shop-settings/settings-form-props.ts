import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { SettingsFormInput, SettingsFormValues } from './settings-form-schema.ts';

/** What each part of the Settings form gets from the form. */
export interface SettingsPartProps {
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
  control: Control<SettingsFormInput, unknown, SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormInput>;
}
