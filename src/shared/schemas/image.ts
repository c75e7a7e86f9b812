import { z } from 'zod';
import { IMAGE_WIDTHS } from '../responsive-images.ts';

export const uploadedImageSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

export const imageFileParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Not an image address'),
});

export const imageWidthQuerySchema = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], {
      message: `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
    })
    .transform(Number)
    .optional(),
  /** `og`: the 1200x630 cover copy that link previews (Open Graph, Twitter cards) show, as JPEG. */
  variant: z.enum(['og'], { message: 'variant must be og' }).optional(),
});
