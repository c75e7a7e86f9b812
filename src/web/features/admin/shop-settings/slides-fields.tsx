import { useWatch } from 'react-hook-form';
import { DEFAULT_SHOP_SETTINGS } from '../../../../shared/shop-defaults.ts';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { ImageField } from '../../../components/image-field.tsx';
import type { SettingsPartProps } from './settings-form-props.ts';

/** One slide of the home page's carousel. */
function SlideFields({ index, register, errors, control }: SettingsPartProps & { index: number }) {
  const image = useWatch({ control, name: `slides.${index}.image` });
  const file = useWatch({ control, name: `slides.${index}.imageFile` })?.[0];
  const slideErrors = errors.slides?.[index];
  return (
    <fieldset className="grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">Slide {index + 1}</legend>
      <div className="sm:col-span-2">
        <ImageField
          label="Picture"
          hint="Shown at 3:2; 960 × 640 pixels or larger."
          error={slideErrors?.imageFile?.message ?? slideErrors?.image?.message}
          file={file}
          currentUrl={image}
          {...register(`slides.${index}.imageFile`)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Picture description"
          error={slideErrors?.imageAlt?.message}
          {...register(`slides.${index}.imageAlt`)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Heading"
          error={slideErrors?.heading?.message}
          {...register(`slides.${index}.heading`)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Text"
          rows={2}
          error={slideErrors?.text?.message}
          {...register(`slides.${index}.text`)}
        />
      </div>
      <TextField
        label="Button label"
        error={slideErrors?.linkLabel?.message}
        {...register(`slides.${index}.linkLabel`)}
      />
      <TextField
        label="Button link"
        hint="A page of the shop, like /products?category=gpu, or an https:// address."
        error={slideErrors?.link?.message}
        {...register(`slides.${index}.link`)}
      />
    </fieldset>
  );
}

/**
 * The carousel's four slides, or none: the home page then opens with the shop's name and a
 * way into the catalogue. Showing it again starts from the built-in slides, to change.
 */
export function SlidesFields(props: SettingsPartProps) {
  const { control, setValue } = props;
  const slides = useWatch({ control, name: 'slides' });
  const shown = slides.length > 0;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Home page carousel</legend>
      {shown ? null : <p className="text-sm opacity-80">The home page shows no carousel.</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() =>
          setValue(
            'slides',
            shown
              ? []
              : DEFAULT_SHOP_SETTINGS.slides.map((slide) => ({ ...slide, imageFile: undefined })),
            { shouldDirty: true },
          )
        }
      >
        {shown ? 'Hide the carousel' : 'Show a carousel'}
      </button>
      {slides.map((_slide, index) => (
        <SlideFields key={index} index={index} {...props} />
      ))}
    </fieldset>
  );
}

/** The four figures of the home page's stats block, or none: the home page then hides it. */
export function StatsFields({ register, errors, control, setValue }: SettingsPartProps) {
  const stats = useWatch({ control, name: 'stats' });
  const shown = stats.length > 0;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">Home page figures</legend>
      {shown ? null : <p className="text-sm opacity-80">The home page shows no figures.</p>}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() =>
          setValue('stats', shown ? [] : DEFAULT_SHOP_SETTINGS.stats.map((stat) => ({ ...stat })), {
            shouldDirty: true,
          })
        }
      >
        {shown ? 'Hide the figures' : 'Show figures'}
      </button>
      {stats.map((_stat, index) => (
        <fieldset
          key={index}
          className="grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-[8rem_10rem_1fr]"
        >
          <legend className="px-1 font-semibold">Figure {index + 1}</legend>
          <TextField
            label="Number"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.stats?.[index]?.value?.message}
            {...register(`stats.${index}.value`, { valueAsNumber: true })}
          />
          <TextField
            label="Label"
            error={errors.stats?.[index]?.label?.message}
            {...register(`stats.${index}.label`)}
          />
          <TextField
            label="Description"
            error={errors.stats?.[index]?.detail?.message}
            {...register(`stats.${index}.detail`)}
          />
        </fieldset>
      ))}
    </fieldset>
  );
}
