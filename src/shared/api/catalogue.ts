import { z } from 'zod';
import { categoryWeightsSchema } from '../schemas/category-weights.ts';
import { productDetailSchema, productListItemSchema } from '../schemas/emi.ts';
import { emailQuerySchema } from '../schemas/order.ts';
import {
  uploadedImageSchema,
  imageFileParamsSchema,
  imageWidthQuerySchema,
} from '../schemas/image.ts';
import {
  moderatedReviewSchema,
  moderationListQuerySchema,
  reviewDeletionSchema,
  reviewIdParamsSchema,
  reviewModerationSchema,
  reviewPolicySchema,
} from '../schemas/moderation.ts';
import {
  deletedProductSchema,
  insertedIdSchema,
  myProductSchema,
  newProductSchema,
  productDeletedSchema,
  productPatchSchema,
} from '../schemas/product-admin.ts';
import {
  manageProductsQuerySchema,
  productFacetQuerySchema,
  productFacetsSchema,
  productIdParamsSchema,
  productListQuerySchema,
  managedProductSchema,
  productSchema,
} from '../schemas/product.ts';
import {
  postedReviewSchema,
  postReviewSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '../schemas/review.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { productRoutes, reviewRoutes } from './routes/catalogue.ts';
import { imageRoutes } from './routes/images.ts';

const unchanged = noBody('Not modified: the copy the caller holds (If-None-Match) is current');

export const productEndpoints = {
  list: defineEndpoint(productRoutes.list, {
    tags: ['products'],
    summary: 'The catalogue, a page at a time; the total is in X-Total-Count',
    query: productListQuerySchema,
    answers: { 200: z.array(productListItemSchema), 304: unchanged },
  }),
  facets: defineEndpoint(productRoutes.facets, {
    tags: ['products'],
    summary:
      'What the filters leave to choose from: brand and spec values with counts (each counted without its own filter) and the price range',
    query: productFacetQuerySchema,
    answers: { 200: productFacetsSchema, 304: unchanged },
  }),
  detail: defineEndpoint(productRoutes.detail, {
    tags: ['products'],
    summary: 'One product with its rating summary and its card EMI (null: none)',
    params: productIdParamsSchema,
    answers: { 200: productDetailSchema, 304: unchanged },
    refusals: [404],
  }),
  create: defineEndpoint(productRoutes.create, {
    tags: ['products'],
    summary: 'Add a product (its image first goes to POST /api/images)',
    body: newProductSchema,
    answers: { 201: insertedIdSchema },
    refusals: [409],
  }),
  update: defineEndpoint(productRoutes.update, {
    tags: ['products'],
    summary: 'Edit a product; only the fields sent change',
    params: productIdParamsSchema,
    body: productPatchSchema,
    answers: { 200: productSchema },
    refusals: [404, 409],
  }),
  remove: defineEndpoint(productRoutes.remove, {
    tags: ['products'],
    summary: 'Remove a product from the shop (its orders and reviews are kept)',
    params: productIdParamsSchema,
    answers: { 200: productDeletedSchema },
    refusals: [404],
  }),
  manage: defineEndpoint(productRoutes.manage, {
    tags: ['products'],
    summary:
      'The catalogue for the manage table, with stock and origin; stock=restock keeps the products at or below their low-stock threshold (out of stock included), stock=low those low on stock, stock=out those out of it',
    query: manageProductsQuerySchema,
    answers: { 200: z.array(managedProductSchema) },
  }),
  mine: defineEndpoint(productRoutes.mine, {
    tags: ['products'],
    summary: 'The products this admin added',
    query: emailQuerySchema,
    answers: { 200: z.array(myProductSchema) },
  }),
  deleted: defineEndpoint(productRoutes.deleted, {
    tags: ['products'],
    summary: 'Products removed from the shop, most recently removed first',
    answers: { 200: z.array(deletedProductSchema) },
  }),
  restore: defineEndpoint(productRoutes.restore, {
    tags: ['products'],
    summary: 'Put a removed product back in the shop, as it was',
    params: productIdParamsSchema,
    answers: { 200: productSchema },
    refusals: [404],
  }),
  categoryWeights: defineEndpoint(productRoutes.categoryWeights, {
    tags: ['products'],
    summary: 'The shipping weight in grams a new product of each category gets when none is given',
    answers: { 200: categoryWeightsSchema },
  }),
  saveCategoryWeights: defineEndpoint(productRoutes.saveCategoryWeights, {
    tags: ['products'],
    summary:
      'Change the default weight of each category; products already added keep their weights',
    body: categoryWeightsSchema,
    answers: { 200: categoryWeightsSchema },
  }),
} as const satisfies Declarations<typeof productRoutes>;

export const reviewEndpoints = {
  list: defineEndpoint(reviewRoutes.list, {
    tags: ['reviews'],
    summary: 'Reviews, newest first (optionally of one product); the total is in X-Total-Count',
    query: reviewListQuerySchema,
    answers: { 200: z.array(reviewSchema) },
  }),
  post: defineEndpoint(reviewRoutes.post, {
    tags: ['reviews'],
    summary: 'Review a product (a second review of the same product replaces the first)',
    body: postReviewSchema,
    answers: { 200: postedReviewSchema },
    refusals: [403, 404],
  }),
  mine: defineEndpoint(reviewRoutes.mine, {
    tags: ['reviews'],
    summary:
      'The reviews of the account that has this email now, newest first (the customer or an admin)',
    query: emailQuerySchema,
    answers: { 200: z.array(reviewSchema) },
    refusals: [403],
  }),
  moderationList: defineEndpoint(reviewRoutes.moderationList, {
    tags: ['reviews'],
    summary:
      'Every review for moderation, hidden ones included, newest first; the total is in X-Total-Count',
    query: moderationListQuerySchema,
    answers: { 200: z.array(moderatedReviewSchema) },
  }),
  moderate: defineEndpoint(reviewRoutes.moderate, {
    tags: ['reviews'],
    summary: 'Hide a review from the shop, or restore it, with a reason for the activity log',
    params: reviewIdParamsSchema,
    body: reviewModerationSchema,
    answers: { 200: moderatedReviewSchema },
    refusals: [404],
  }),
  remove: defineEndpoint(reviewRoutes.remove, {
    tags: ['reviews'],
    summary: 'Delete a review for good, with a reason for the activity log',
    params: reviewIdParamsSchema,
    body: reviewDeletionSchema,
    answers: { 200: z.object({ deletedCount: z.literal(1) }) },
    refusals: [404],
  }),
  policy: defineEndpoint(reviewRoutes.policy, {
    tags: ['reviews'],
    summary: 'Who may review: anyone signed in, or only customers with a delivered order',
    answers: { 200: reviewPolicySchema },
  }),
  setPolicy: defineEndpoint(reviewRoutes.setPolicy, {
    tags: ['reviews'],
    summary: 'Choose whether only customers with a delivered order of a product may review it',
    body: reviewPolicySchema,
    answers: { 200: reviewPolicySchema },
  }),
} as const satisfies Declarations<typeof reviewRoutes>;

export const imageEndpoints = {
  upload: defineEndpoint(imageRoutes.upload, {
    tags: ['images'],
    summary: 'Upload a picture; answers its address on the shop’s image host',
    upload: { field: 'image', description: 'A JPEG, PNG, WebP or AVIF picture of at most 5 MB' },
    answers: { 200: uploadedImageSchema },
    refusals: [429, 503],
  }),
  file: defineEndpoint(imageRoutes.file, {
    tags: ['images'],
    summary:
      'A stored picture, optionally resized to one of the responsive widths, or as the 1200x630 JPEG cover link previews show (variant=og)',
    params: imageFileParamsSchema,
    query: imageWidthQuerySchema,
    answers: {
      200: {
        file: ['image/webp', 'image/jpeg'],
        description: 'The picture: WebP, or JPEG for the link-preview copy',
      },
      304: unchanged,
    },
    refusals: [404, 503],
  }),
} as const satisfies Declarations<typeof imageRoutes>;
