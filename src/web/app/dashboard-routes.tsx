import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../features/auth/require-admin.tsx';
import { DashboardLayout } from '../features/dashboard/dashboard-layout.tsx';

// The dashboard's routes (docs/product.md#dashboard), under /dashboard/*, behind the app's
// signed-in guard. This table is itself a lazy chunk and every page below is one
// too, so the storefront never downloads dashboard code.

const OverviewPage = lazy(() =>
  import('../features/dashboard/overview-page.tsx').then((m) => ({ default: m.OverviewPage })),
);
const MyOrdersPage = lazy(() => import('../features/orders/my-orders-page.tsx'));
const OrderPage = lazy(() => import('../features/orders/order-page.tsx'));
const InvoicePage = lazy(() => import('../features/orders/invoice-page.tsx'));
const MyBuildsPage = lazy(() => import('../features/builder/my-builds-page.tsx'));
const MyReviewsPage = lazy(() => import('../features/reviews/my-reviews-page.tsx'));
const MyProfilePage = lazy(() =>
  import('../features/profile/my-profile-page.tsx').then((m) => ({ default: m.MyProfilePage })),
);
const AddProductPage = lazy(() =>
  import('../features/admin/add-product/add-product-page.tsx').then((m) => ({
    default: m.AddProductPage,
  })),
);
const MyProductsPage = lazy(() =>
  import('../features/admin/my-products/my-products-page.tsx').then((m) => ({
    default: m.MyProductsPage,
  })),
);
const ManageProductsPage = lazy(() =>
  import('../features/admin/manage-products/manage-products-page.tsx').then((m) => ({
    default: m.ManageProductsPage,
  })),
);
const CatalogueFilePage = lazy(() =>
  import('../features/admin/catalogue-file/catalogue-file-page.tsx').then((m) => ({
    default: m.CatalogueFilePage,
  })),
);
const ManageOrdersPage = lazy(() =>
  import('../features/admin/manage-orders/manage-orders-page.tsx').then((m) => ({
    default: m.ManageOrdersPage,
  })),
);
const AllUsersPage = lazy(() =>
  import('../features/admin/all-users/all-users-page.tsx').then((m) => ({
    default: m.AllUsersPage,
  })),
);
const SettingsPage = lazy(() =>
  import('../features/admin/shop-settings/settings-page.tsx').then((m) => ({
    default: m.SettingsPage,
  })),
);
const ReviewModerationPage = lazy(() =>
  import('../features/admin/review-moderation/review-moderation-page.tsx').then((m) => ({
    default: m.ReviewModerationPage,
  })),
);
const ActivityPage = lazy(() =>
  import('../features/admin/activity/activity-page.tsx').then((m) => ({
    default: m.ActivityPage,
  })),
);

const NoticesPage = lazy(() =>
  import('../features/admin/notices/notices-page.tsx').then((m) => ({ default: m.NoticesPage })),
);

const SearchSynonymsPage = lazy(() =>
  import('../features/admin/search-synonyms/search-synonyms-page.tsx').then((m) => ({
    default: m.SearchSynonymsPage,
  })),
);

const TakeOrderPage = lazy(() =>
  import('../features/checkout/take-order/take-order-page.tsx').then((m) => ({
    default: m.TakeOrderPage,
  })),
);

const EmiPlansPage = lazy(() =>
  import('../features/admin/emi-plans/emi-plans-page.tsx').then((m) => ({
    default: m.EmiPlansPage,
  })),
);

const CouponsPage = lazy(() =>
  import('../features/admin/coupons/coupons-page.tsx').then((m) => ({ default: m.CouponsPage })),
);
const LabelsPage = lazy(() =>
  import('../features/couriers/labels-page.tsx').then((m) => ({ default: m.LabelsPage })),
);
const CashPage = lazy(() =>
  import('../features/couriers/cash-page.tsx').then((m) => ({ default: m.CashPage })),
);

const ReportsPage = lazy(() =>
  import('../features/reports/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
);

const ClaimsBoardPage = lazy(() =>
  import('../features/warranty/claims-board-page.tsx').then((m) => ({
    default: m.ClaimsBoardPage,
  })),
);
const ClaimPage = lazy(() =>
  import('../features/warranty/claim-page.tsx').then((m) => ({ default: m.ClaimPage })),
);
const ClaimSlipPage = lazy(() =>
  import('../features/warranty/claim-slip-page.tsx').then((m) => ({ default: m.ClaimSlipPage })),
);

const DeliverySettingsPage = lazy(() => import('../features/delivery/delivery-settings-page.tsx'));

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="my-orders" element={<MyOrdersPage />} />
        {/* The order's customer or staff; the server refuses anyone else. */}
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="orders/:id/invoice" element={<InvoicePage />} />
        <Route path="my-review" element={<MyReviewsPage />} />
        <Route path="my-profile" element={<MyProfilePage />} />
        <Route path="my-builds" element={<MyBuildsPage />} />
        {/* A signed-in non-admin who opens an admin page is signed out
            (docs/product.md#roles-and-access). */}
        <Route element={<RequireAdmin />}>
          <Route path="addProduct" element={<AddProductPage />} />
          <Route path="my-product" element={<MyProductsPage />} />
          <Route path="manage-products" element={<ManageProductsPage />} />
          <Route path="catalogue-file" element={<CatalogueFilePage />} />
          <Route path="manage-orders" element={<ManageOrdersPage />} />
          <Route path="take-order" element={<TakeOrderPage />} />
          <Route path="notices" element={<NoticesPage />} />
          <Route path="labels" element={<LabelsPage />} />
          <Route path="courier-cash" element={<CashPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="warranty-claims" element={<ClaimsBoardPage />} />
          <Route path="warranty-claims/:id" element={<ClaimPage />} />
          <Route path="warranty-claims/:id/slip" element={<ClaimSlipPage />} />
          <Route path="search-synonyms" element={<SearchSynonymsPage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="emi-plans" element={<EmiPlansPage />} />
          <Route path="allusers" element={<AllUsersPage />} />
          <Route path="delivery-settings" element={<DeliverySettingsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="reviews" element={<ReviewModerationPage />} />
          {/* The owner's alone: the server refuses the log to other admins. */}
          <Route path="activity" element={<ActivityPage />} />
        </Route>
      </Route>
      {/* Unknown dashboard addresses get the site's 404 page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
