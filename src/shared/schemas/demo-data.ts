import { z } from 'zod';

/** What removing the demo data did: counts removed and kept, and why each was kept. */
export const demoDataRemovalSchema = z.object({
  removed: z.object({
    products: z.number().int(),
    reviews: z.number().int(),
    pictures: z.number().int(),
    /** Demo pickup points taken away from checkout. */
    pickupPoints: z.number().int(),
    /** Whether the home page's demo figures were emptied (false: the owner had set their own). */
    figures: z.boolean(),
    /**
     * The demo shop's own words emptied: the carousel, the owner profile, the address, the
     * email and each social link still as the demo had them (the owner's own stay).
     */
    shopTexts: z.number().int(),
  }),
  kept: z.object({
    /** Demo products an order refers to: hidden from the shop, kept for the order. */
    productsWithOrders: z.number().int(),
    /** Demo products without orders that a customer reviewed: hidden, kept for the review. */
    productsWithReviews: z.number().int(),
    /** Demo pictures still shown by something that is not demo data (an order, a setting). */
    picturesInUse: z.number().int(),
  }),
});
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;
