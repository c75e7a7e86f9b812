// The browser routes of the shop, in one place so links and the router agree.
export const paths = {
  home: '/',
  homeAlias: '/home',
  products: '/products',
  /**
   * A product's page: by its slug (the readable address). An id still works where only the
   * id is known (an order line, a review): the server answers it with a 301 to the slug.
   */
  product: (product: string | { slug: string }) =>
    `/products/${typeof product === 'string' ? product : product.slug}`,
  about: '/about',
  reviews: '/reviews',
  blogs: '/blogs',
  login: '/login',
  signup: '/signup',
  /** The one-time page that creates the shop owner's account (`?token=` from the start-up log). */
  setup: '/setup',
  /** Asks for a password reset link by email. */
  forgotPassword: '/forgot-password',
  /** Where the mailed link lands (`?token=`); the server builds the same path. */
  resetPassword: '/reset-password',
  /** Where the mailed email verification link lands (`?token=`); the server builds the same path. */
  verifyEmail: '/verify-email',
  orderModal: (productId: string) => `/order-modal/${productId}`,
  reviewModal: (productId: string) => `/my-review/${productId}`,
  dashboard: '/dashboard',
  /** The PC Builder; the build itself is in the query string (docs/product.md#pc-builder). */
  pcBuilder: '/pc-builder',
  builderAlias: '/builder',
  compare: (ids: readonly string[]) => `/compare?ids=${ids.join(',')}`,
  cart: '/cart',
  /** Signed in only: a visitor signs in first and comes back with the cart intact. */
  checkout: '/checkout',
  /** Order tracking by number and phone, for anyone (the notices' SMS links here). */
  track: '/track',
  /** A sold unit's warranty by its serial (?serial=), or an order's units, for anyone. */
  warranty: '/warranty',
  /** A back-in-stock notice's link that stops the contact's alerts (?token=…). */
  stopStockAlerts: '/stock-alerts/stop',
} as const;
