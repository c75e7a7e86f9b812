import { useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { ImageField } from '../../../components/image-field.tsx';
import type { SettingsPartProps } from './settings-form-props.ts';
import { blankOwner } from './settings-form-schema.ts';

const PARAGRAPH_HINT = 'Leave an empty line between paragraphs.';

/**
 * The owner's profile on the About page, or none: the About page then shows the shop's
 * contact only (as after the demo data is removed).
 */
export function OwnerFields(props: SettingsPartProps) {
  const { control, setValue } = props;
  const shown = useWatch({ control, name: 'owner' }) !== null;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Owner profile (About page)</legend>
      {shown ? null : <p className="text-sm opacity-80">The About page shows no owner profile.</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => setValue('owner', shown ? null : blankOwner(), { shouldDirty: true })}
      >
        {shown ? 'Remove the owner profile' : 'Add an owner profile'}
      </button>
      {shown ? <OwnerProfileFields {...props} /> : null}
    </fieldset>
  );
}

function OwnerProfileFields({ register, errors, control }: SettingsPartProps) {
  const photo = useWatch({ control, name: 'owner.photo' });
  const photoFile = useWatch({ control, name: 'owner.photoFile' })?.[0];
  const values = useWatch({ control, name: 'owner.values' });
  const ownerErrors = errors.owner;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Owner name"
        error={ownerErrors?.name?.message}
        {...register('owner.name')}
      />
      <TextField
        label="Owner role"
        error={ownerErrors?.role?.message}
        {...register('owner.role')}
      />
      <div className="sm:col-span-2">
        <ImageField
          label="Owner photo"
          error={ownerErrors?.photoFile?.message ?? ownerErrors?.photo?.message}
          file={photoFile}
          currentUrl={photo}
          {...register('owner.photoFile')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Photo description"
          hint="Read out by screen readers in place of the photo."
          error={ownerErrors?.photoAlt?.message}
          {...register('owner.photoAlt')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Biography"
          hint={PARAGRAPH_HINT}
          rows={6}
          error={ownerErrors?.bio?.message}
          {...register('owner.bio')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Story heading"
          error={ownerErrors?.storyHeading?.message}
          {...register('owner.storyHeading')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Story"
          hint={PARAGRAPH_HINT}
          rows={8}
          error={ownerErrors?.story?.message}
          {...register('owner.story')}
        />
      </div>
      {values.map((_, index) => (
        <fieldset key={`value-${index}`} className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">Shop value {index + 1}</legend>
          <TextField
            label="Title"
            error={ownerErrors?.values?.[index]?.title?.message}
            {...register(`owner.values.${index}.title`)}
          />
          <TextField
            label="Text"
            error={ownerErrors?.values?.[index]?.text?.message}
            {...register(`owner.values.${index}.text`)}
          />
        </fieldset>
      ))}
    </div>
  );
}
