import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../../shared/paths.ts';
import { signOut } from '../lib/auth-api.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { RequireSignIn } from '../features/auth/require-sign-in.tsx';
import { PageSpinner } from '../components/spinner.tsx';
import { onSessionRejected } from '../lib/auth-store.ts';
import { appHistory } from './app-history.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { SiteLayout } from './site-layout.tsx';
import { TakenOverMark } from './taken-over-mark.tsx';

// The home page, where most visits start, comes with the app's first chunk, so it
// draws without a second round trip. Every other page is its own chunk, and the
// dashboard's routes live in the dashboard's own chunk: the storefront never
// downloads dashboard, admin or form code.

const ProductsPage = lazy(() =>
  import('../features/products/products-page.tsx').then((m) => ({ default: m.ProductsPage })),
);
const ProductPage = lazy(() =>
  import('../features/products/product-page.tsx').then((m) => ({ default: m.ProductPage })),
);
const ReviewsPage = lazy(() =>
  import('../features/reviews/reviews-page.tsx').then((m) => ({ default: m.ReviewsPage })),
);
const BlogsPage = lazy(() =>
  import('../features/blogs/blogs-page.tsx').then((m) => ({ default: m.BlogsPage })),
);
const AboutPage = lazy(() =>
  import('../features/about/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const SetupPage = lazy(() =>
  import('../features/auth/setup-page.tsx').then((m) => ({ default: m.SetupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page.tsx').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
const StopAlertsPage = lazy(() =>
  import('../features/stock-alerts/stop-alerts-page.tsx').then((m) => ({
    default: m.StopAlertsPage,
  })),
);
const OrderModalPage = lazy(() =>
  import('../features/checkout/order-modal.tsx').then((m) => ({ default: m.OrderModalPage })),
);
const ReviewModalPage = lazy(() =>
  import('../features/reviews/review-modal.tsx').then((m) => ({ default: m.ReviewModalPage })),
);
const PageBehindModal = lazy(() =>
  import('./page-behind-modal.tsx').then((m) => ({ default: m.PageBehindModal })),
);
const BuilderPage = lazy(() =>
  import('../features/builder/builder-page.tsx').then((m) => ({ default: m.BuilderPage })),
);
const ComparePage = lazy(() =>
  import('../features/compare/compare-page.tsx').then((m) => ({ default: m.ComparePage })),
);
const CartPage = lazy(() =>
  import('../features/cart/cart-page.tsx').then((m) => ({ default: m.CartPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/checkout-page.tsx').then((m) => ({ default: m.CheckoutPage })),
);
const DashboardRoutes = lazy(() => import('./dashboard-routes.tsx'));
const TrackPage = lazy(() =>
  import('../features/track/track-page.tsx').then((m) => ({ default: m.TrackPage })),
);
const WarrantyPage = lazy(() =>
  import('../features/warranty/warranty-page.tsx').then((m) => ({ default: m.WarrantyPage })),
);
const PayLinkPage = lazy(() =>
  import('../features/phone-orders/pay-link-page.tsx').then((m) => ({ default: m.PayLinkPage })),
);
const PayLinkDonePage = lazy(() =>
  import('../features/phone-orders/pay-link-page.tsx').then((m) => ({
    default: m.PayLinkDonePage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

// A 401 or 403 on the visitor's own orders, products or reviews signs them out
// and goes home (docs/product.md#signing-out); the api client reports it here.
onSessionRejected(() => void signOut().then(() => appHistory.push(paths.home)));

/** Another address for a page, keeping its query (a shared build link, say). */
function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** A route modal over the page it was opened from. */
function PageAndModal({ modal }: { modal: ReactNode }) {
  return (
    <>
      <PageBehindModal />
      {modal}
    </>
  );
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary locationKey={location.key}>
      {/* Only the first load shows this; later navigations keep the current page
          on screen (they are transitions) while the next one's code arrives. */}
      <Suspense fallback={<PageSpinner />}>
        <TakenOverMark />
        <Routes>
          <Route path="/" element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path="home" element={<HomePage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/:id" element={<ProductPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="blogs" element={<BlogsPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route
              path="pc-builder"
              element={
                <>
                  <PageHead
                    title="PC Builder"
                    description="Pick a processor, board, memory, storage, graphics card, power supply, case and cooler; every choice is checked against the others, with the power estimate and the total in Tk."
                    path={paths.pcBuilder}
                  />
                  <BuilderPage />
                </>
              }
            />
            <Route path="builder" element={<KeepQueryRedirect to={paths.pcBuilder} />} />
            <Route
              path="compare"
              element={
                <>
                  <PageHead
                    title="Compare"
                    description="Up to four parts of one kind side by side, with the specs that differ marked."
                    path="/compare"
                  />
                  <ComparePage />
                </>
              }
            />
            <Route path="login" element={<LoginPage />} />
            <Route path="signup" element={<SignupPage />} />
            <Route path="setup" element={<SetupPage />} />
            <Route
              path="cart"
              element={
                <>
                  <PageHead title="Cart" path={paths.cart} />
                  <CartPage />
                </>
              }
            />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="stock-alerts/stop" element={<StopAlertsPage />} />
            <Route path="track" element={<TrackPage />} />
            <Route path="warranty" element={<WarrantyPage />} />
            {/* An SMS payment link, for anyone holding it (no sign-in). */}
            <Route path="pay/done" element={<PayLinkDonePage />} />
            <Route path="pay/:token" element={<PayLinkPage />} />
            {/* Open to visitors: the phone's SMS code signs them in at its end (decision 084). */}
            <Route path="checkout" element={<CheckoutPage />} />
            {/* The order and review modals open over the page they were opened from, or the
                products grid (docs/product.md#order-modal); the guard sends anonymous visitors
                to /login first. */}
            <Route element={<RequireSignIn />}>
              <Route
                path="order-modal/:productId"
                element={<PageAndModal modal={<OrderModalPage />} />}
              />
              <Route
                path="my-review/:productId"
                element={<PageAndModal modal={<ReviewModalPage />} />}
              />
              <Route path="dashboard/*" element={<DashboardRoutes />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
