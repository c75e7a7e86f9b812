import { z } from 'zod';
import { CAROUSEL_SLIDE_COUNT, DEFAULT_FOOTER_TAGLINE } from '../constants.ts';
import { readMessengerPage, readWhatsapp } from '../shop-contact.ts';
import { OWN_IMAGE_PATH } from './product-admin.ts';

// The shop's own words and pictures (docs/product.md#shop-settings): every value is
// checked here, for the dashboard's form and for PUT /api/shop alike.

const BUILT_IN_PICTURE = /^\/(owner|slides\/(build|graphics|storage|guides))\.svg$/;
const ANGLE_BRACKETS = /[<>]/;

/** Plain text: shown as text everywhere (pages, invoices, mails), so no markup at all. */
function text(name: string, max: number) {
  return z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !ANGLE_BRACKETS.test(value), `${name} must not contain < or >`);
}

/** Paragraphs of text, one string each (the form separates them with blank lines). */
function paragraphs(name: string, max: number, count: number) {
  return z
    .array(text(name, max), { message: `${name} is required` })
    .min(1, `${name} needs at least one paragraph`)
    .max(count, `${name} may have at most ${count} paragraphs`);
}

/** A picture uploaded to the shop, or one of the drawings the shop ships with. */
function picture(name: string) {
  return z
    .string({ message: `${name} is required` })
    .trim()
    .refine(
      (value) => OWN_IMAGE_PATH.test(value) || BUILT_IN_PICTURE.test(value),
      `${name} must be a picture uploaded to this shop`,
    );
}

function httpsLink(name: string) {
  return z
    .string({ message: `${name} must be an https:// address or empty` })
    .trim()
    .max(300, `${name} must be at most 300 characters`)
    .refine((value) => value === '' || isHttpsUrl(value), `${name} must start with https://`);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !ANGLE_BRACKETS.test(value);
  } catch {
    return false;
  }
}

/** A page of this shop ("/products?category=gpu") or an https address elsewhere. */
const slideLink = z
  .string({ message: 'Link is required' })
  .trim()
  .max(300, 'Link must be at most 300 characters')
  .refine(
    (value) => /^\/(?!\/)[\w\-./?=&%~]*$/.test(value) || isHttpsUrl(value),
    'Link must be a page of this shop (starting with /) or an https:// address',
  );

export const shopPhoneSchema = z
  .string({ message: 'Phone is required' })
  .trim()
  .regex(/^\+?\d[\d -]{5,22}\d$/, 'Phone must be digits, spaces or dashes, like +880 1711-555010');

/**
 * A contact field added after the others: '' for none (and for a caller written before it),
 * otherwise read by `read` into its one plain form (shop-contact.ts).
 */
function contactField(message: string, read: (typed: string) => string | undefined) {
  return z
    .string({ message })
    .max(300, message)
    .default('')
    .transform((typed, context) => {
      const plain = read(typed);
      if (plain !== undefined) return plain;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const slideSchema = z.object({
  image: picture('Picture'),
  imageAlt: text('Picture description', 200),
  heading: text('Heading', 100),
  text: text('Text', 300),
  linkLabel: text('Button label', 40),
  link: slideLink,
});

const statSchema = z.object({
  value: z
    .number({ message: 'Figure must be a whole number' })
    .int('Figure must be a whole number')
    .min(0, 'Figure cannot be negative')
    .max(1_000_000_000, 'Figure must be at most 1000000000'),
  label: text('Label', 30),
  detail: text('Description', 120),
});

export const shopOwnerSchema = z.object({
  name: text('Owner name', 80),
  role: text('Owner role', 100),
  photo: picture('Owner photo'),
  photoAlt: text('Photo description', 200),
  bio: paragraphs('Biography', 1000, 4),
  storyHeading: text('Story heading', 100),
  story: paragraphs('Story', 1500, 6),
  values: z
    .array(z.object({ title: text('Value title', 60), text: text('Value text', 300) }))
    .max(3, 'At most three values'),
});

export const shopSettingsSchema = z.object({
  name: text('Shop name', 60),
  /** '' shows the shop's built-in mark. */
  logo: z
    .string({ message: 'Logo must be a picture uploaded to this shop or empty' })
    .trim()
    .refine(
      (value) => value === '' || OWN_IMAGE_PATH.test(value) || BUILT_IN_PICTURE.test(value),
      'Logo must be a picture uploaded to this shop',
    ),
  phone: shopPhoneSchema,
  /** '' for none: the pages then show no email (the demo's goes with the demo data). */
  email: z.union(
    [z.literal(''), z.email({ message: 'Email must be a valid email address' }).max(254)],
    {
      message: 'Email must be a valid email address',
    },
  ),
  /** No lines for none: the pages then show no address (a shop that only ships). */
  address: z
    .array(text('Address line', 100), { message: 'Address is required' })
    .max(4, 'Address may have at most 4 lines'),
  hours: text('Opening hours', 120),
  /**
   * The line under the shop's name in every page's footer. Added after the other fields: a
   * replacement without it (a caller written before) gets the default rather than a 400.
   */
  tagline: text('Footer tagline', 200).default(DEFAULT_FOOTER_TAGLINE),
  /** The footer's links; '' leaves that network out. */
  social: z.object({
    facebook: httpsLink('Facebook'),
    youtube: httpsLink('YouTube'),
    instagram: httpsLink('Instagram'),
    linkedin: httpsLink('LinkedIn'),
  }),
  /** The shop's WhatsApp: a Bangladeshi mobile kept as 01XXXXXXXXX; '' for none. */
  whatsapp: contactField(
    'WhatsApp must be a Bangladeshi mobile number, like 01711-555010, or empty',
    readWhatsapp,
  ),
  /** The shop's Facebook page for Messenger: its username; '' for none. */
  messenger: contactField(
    'Messenger must be a Facebook page name (5 to 50 letters, digits or dots) or its link, or empty',
    readMessengerPage,
  ),
  /** null: the About page shows no owner profile (the demo's goes with the demo data). */
  owner: shopOwnerSchema.nullable(),
  /** None hides the home page's carousel; demo removal empties the demo slides. */
  slides: z
    .array(slideSchema)
    .refine(
      (slides) => slides.length === 0 || slides.length === CAROUSEL_SLIDE_COUNT,
      `The carousel has exactly ${CAROUSEL_SLIDE_COUNT} slides, or none to hide it`,
    ),
  /** None hides the home page's figures; demo removal empties the demo figures. */
  stats: z
    .array(statSchema)
    .refine(
      (stats) => stats.length === 0 || stats.length === 4,
      'The stats block has 4 figures, or none to hide it',
    ),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopOwner = z.infer<typeof shopOwnerSchema>;
export type ShopSlide = ShopSettings['slides'][number];
export type ShopStat = ShopSettings['stats'][number];
export type SocialNetwork = keyof ShopSettings['social'];
