import { z } from 'zod';
import { emailQuerySchema } from '../schemas/order.ts';
import {
  uploadedImageSchema,
  imageFileParamsSchema,
  imageWidthQuerySchema,
} from '../schemas/image.ts';
import {
  insertedIdSchema,
  myProductSchema,
  newProductSchema,
  productDeletedSchema,
  productPatchSchema,
} from '../schemas/product-admin.ts';
import {
  productFacetQuerySchema,
  productFacetsSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productSchema,
} from '../schemas/product.ts';
import {
  postedReviewSchema,
  postReviewSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '../schemas/review.ts';
import { defineEndpoint, noBody, type Declarations } from './endpoint.ts';
import { imageRoutes, productRoutes, reviewRoutes } from './routes/catalogue.ts';

const unchanged = noBody('Not modified: the copy the caller holds (If-None-Match) is current');

export const productEndpoints = {
  list: defineEndpoint(productRoutes.list, {
    tags: ['products'],
    summary: 'The catalogue, a page at a time; the total is in X-Total-Count',
    query: productListQuerySchema,
    answers: { 200: z.array(productSchema), 304: unchanged },
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
    summary: 'One product with its rating summary',
    params: productIdParamsSchema,
    answers: { 200: productSchema, 304: unchanged },
    refusals: [404],
  }),
  create: defineEndpoint(productRoutes.create, {
    tags: ['products'],
    summary: 'Add a product (its image first goes to POST /api/images)',
    body: newProductSchema,
    answers: { 201: insertedIdSchema },
  }),
  update: defineEndpoint(productRoutes.update, {
    tags: ['products'],
    summary: 'Edit a product; only the fields sent change',
    params: productIdParamsSchema,
    body: productPatchSchema,
    answers: { 200: productSchema },
    refusals: [404],
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
    summary: 'The catalogue for the manage table, with stock and origin',
    query: productListQuerySchema,
    answers: { 200: z.array(productSchema) },
  }),
  mine: defineEndpoint(productRoutes.mine, {
    tags: ['products'],
    summary: 'The products this admin added',
    query: emailQuerySchema,
    answers: { 200: z.array(myProductSchema) },
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
    refusals: [404],
  }),
  mine: defineEndpoint(reviewRoutes.mine, {
    tags: ['reviews'],
    summary:
      'The reviews of the account that has this email now, newest first (the customer or an admin)',
    query: emailQuerySchema,
    answers: { 200: z.array(reviewSchema) },
    refusals: [403],
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
