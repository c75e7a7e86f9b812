import { useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { ImageField } from '../../../components/image-field.tsx';
import type { SettingsPartProps } from './settings-form-props.ts';

const socialFields = [
  { key: 'facebook', label: 'Facebook page' },
  { key: 'youtube', label: 'YouTube channel' },
  { key: 'instagram', label: 'Instagram profile' },
  { key: 'linkedin', label: 'LinkedIn page' },
] as const;

/** The shop's name, logo, contact (phone, email, chats), address, hours, tagline and social links. */
export function ContactFields({ register, errors, control, setValue }: SettingsPartProps) {
  const logo = useWatch({ control, name: 'logo' });
  const logoFile = useWatch({ control, name: 'logoFile' })?.[0];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Shop and contact</legend>
      <div className="sm:col-span-2">
        <TextField label="Shop name" error={errors.name?.message} {...register('name')} />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <ImageField
          label="Logo"
          hint="A square picture works best. Without one, the shop shows its built-in mark."
          error={errors.logoFile?.message ?? errors.logo?.message}
          file={logoFile}
          currentUrl={logo || null}
          {...register('logoFile')}
        />
        {logo && !logoFile ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setValue('logo', '', { shouldDirty: true })}
          >
            Use the built-in mark instead
          </button>
        ) : null}
      </div>
      <TextField
        label="Contact phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Contact email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="WhatsApp number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="01711-555010"
        hint="A Bangladeshi mobile. Product pages and the footer link a chat. Leave empty for none."
        error={errors.whatsapp?.message}
        {...register('whatsapp')}
      />
      <TextField
        label="Messenger page"
        autoComplete="off"
        placeholder="circuithaat"
        hint="The Facebook page's username or link. Leave empty for none."
        error={errors.messenger?.message}
        {...register('messenger')}
      />
      <TextAreaField
        label="Address"
        hint="One line per line of the address, up to four."
        rows={4}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField label="Opening hours" error={errors.hours?.message} {...register('hours')} />
      <div className="sm:col-span-2">
        <TextField
          label="Footer tagline"
          hint="The line under the shop's name at the foot of every page."
          error={errors.tagline?.message}
          {...register('tagline')}
        />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Social links (footer)</legend>
        {socialFields.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="url"
            placeholder="https://"
            hint="Leave empty to leave it out."
            error={errors.social?.[key]?.message}
            {...register(`social.${key}`)}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
