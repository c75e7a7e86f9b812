import { z } from 'zod';
import { CAROUSEL_SLIDE_COUNT } from '../../../../shared/constants.ts';
import {
  shopOwnerSchema,
  shopSettingsSchema,
  type ShopOwner,
  type ShopSettings,
} from '../../../../shared/schemas/shop-settings.ts';
import { optionalImageFileField } from '../../../lib/image-file.ts';

// The Settings form: the shared rules of PUT /api/shop, with lists typed as text (one
// address line per line, paragraphs apart by a blank line) and a file chooser beside
// each picture, whose file is uploaded first and its address sent on.

const shop = shopSettingsSchema.shape;
const owner = shopOwnerSchema.shape;

/** Text split into items, checked as the list the server takes; one message for the box. */
function listField(list: z.ZodType<string[]>, separator: RegExp) {
  return z.string().transform((text, context) => {
    const items = text
      .split(separator)
      .map((item) => item.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const parsed = list.safeParse(items);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Is invalid' });
    return z.NEVER;
  });
}

const LINES = /\r?\n/;
const PARAGRAPHS = /\r?\n\s*\r?\n/;

export const settingsFormSchema = z.object({
  ...shop,
  logoFile: optionalImageFileField(),
  address: listField(shop.address, LINES),
  /** null: no owner profile on the About page. */
  owner: z
    .object({
      ...owner,
      photoFile: optionalImageFileField(),
      bio: listField(owner.bio, PARAGRAPHS),
      story: listField(owner.story, PARAGRAPHS),
    })
    .nullable(),
  /** All the carousel's slides, or none to hide it. */
  slides: z
    .array(shop.slides.element.extend({ imageFile: optionalImageFileField() }))
    .refine(
      (slides) => slides.length === 0 || slides.length === CAROUSEL_SLIDE_COUNT,
      `The carousel has exactly ${CAROUSEL_SLIDE_COUNT} slides, or none to hide it`,
    ),
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The form's starting values: the settings in force, lists as text. */
export function formValuesOf(settings: ShopSettings): SettingsFormInput {
  return {
    ...settings,
    logoFile: undefined,
    address: settings.address.join('\n'),
    owner: settings.owner && {
      ...settings.owner,
      photoFile: undefined,
      bio: settings.owner.bio.join('\n\n'),
      story: settings.owner.story.join('\n\n'),
    },
    slides: settings.slides.map((slide) => ({ ...slide, imageFile: undefined })),
  };
}

/** The settings to send, once every chosen picture is uploaded (`upload` answers its address). */
export async function settingsOf(
  values: SettingsFormValues,
  upload: (file: File) => Promise<string>,
): Promise<ShopSettings> {
  const { logoFile, owner: ownerValues, slides, ...rest } = values;
  return {
    ...rest,
    logo: logoFile ? await upload(logoFile) : rest.logo,
    owner: ownerValues && (await ownerOf(ownerValues, upload)),
    slides: await Promise.all(
      slides.map(async ({ imageFile, ...slide }) => ({
        ...slide,
        image: imageFile ? await upload(imageFile) : slide.image,
      })),
    ),
  };
}

async function ownerOf(
  { photoFile, ...owner }: NonNullable<SettingsFormValues['owner']>,
  upload: (file: File) => Promise<string>,
): Promise<ShopOwner> {
  return { ...owner, photo: photoFile ? await upload(photoFile) : owner.photo };
}

/** A new owner profile to fill in: no photo yet (the owner uploads one). */
export const blankOwner = (): NonNullable<SettingsFormInput['owner']> => ({
  name: '',
  role: '',
  photo: '',
  photoFile: undefined,
  photoAlt: '',
  bio: '',
  storyHeading: '',
  story: '',
  values: [],
});
