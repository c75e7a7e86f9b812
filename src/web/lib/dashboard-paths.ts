// The dashboard's pages, under /dashboard with the names of docs/product.md#routes, so the
// menu, the routes and the links between pages agree.
export const dashboardPaths = {
  overview: '/dashboard',
  addProduct: '/dashboard/addProduct',
  myProducts: '/dashboard/my-product',
  myOrders: '/dashboard/my-orders',
  myProfile: '/dashboard/my-profile',
  /** The customer's saved PC builds. */
  myBuilds: '/dashboard/my-builds',
  myReview: '/dashboard/my-review',
  manageProducts: '/dashboard/manage-products',
  /** Manage Products' list of products at or below their low-stock threshold. */
  restock: '/dashboard/manage-products?stock=restock',
  /** That list with one product's Edit dialog open. */
  editRestock: (id: string) =>
    `/dashboard/manage-products?stock=restock&edit=${encodeURIComponent(id)}`,
  /** The catalogue as a spreadsheet out and in, and pictures by zip. */
  catalogueFile: '/dashboard/catalogue-file',
  manageOrders: '/dashboard/manage-orders',
  /** Staff enter an order a customer gives by phone. */
  takeOrder: '/dashboard/take-order',
  allUsers: '/dashboard/allusers',
  deliverySettings: '/dashboard/delivery-settings',
  order: (id: string) => `/dashboard/orders/${id}`,
  /** The order's printable invoice. */
  invoice: (id: string) => `/dashboard/orders/${id}/invoice`,
  settings: '/dashboard/settings',
  reviews: '/dashboard/reviews',
  activity: '/dashboard/activity',
  notices: '/dashboard/notices',
  searchSynonyms: '/dashboard/search-synonyms',
  coupons: '/dashboard/coupons',
  /** Card EMI: the banks' plans and the products kept out. */
  emiPlans: '/dashboard/emi-plans',
  /** Printable courier labels of booked orders. */
  labels: (orderIds: readonly string[]) => `/dashboard/labels?orders=${orderIds.join(',')}`,
  courierCash: '/dashboard/courier-cash',
  /** The warranty desk's claims board, and one claim with its printable slip. */
  warrantyClaims: '/dashboard/warranty-claims',
  warrantyClaim: (id: string) => `/dashboard/warranty-claims/${id}`,
  claimSlip: (id: string) => `/dashboard/warranty-claims/${id}/slip`,
  /** The owner's sales, margins and stock figures. */
  reports: '/dashboard/reports',
} as const;
