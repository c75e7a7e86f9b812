import type { LucideIcon } from 'lucide-react';
import BookOpenText from 'lucide-react/icons/book-open-text';
import Banknote from 'lucide-react/icons/banknote';
import ChartColumn from 'lucide-react/icons/chart-column';
import Boxes from 'lucide-react/icons/boxes';
import Cpu from 'lucide-react/icons/cpu';
import CreditCard from 'lucide-react/icons/credit-card';
import History from 'lucide-react/icons/history';
import Mail from 'lucide-react/icons/mail';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import MapPinned from 'lucide-react/icons/map-pinned';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import PhoneCall from 'lucide-react/icons/phone-call';
import PackagePlus from 'lucide-react/icons/package-plus';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Truck from 'lucide-react/icons/truck';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';

/**
 * The menu's sections, in the order shown: the customer's own pages first, then the shop's.
 * A section without an entry the visitor may open is left out.
 */
export const MENU_GROUPS = ['Mine', 'Sales', 'Catalogue', 'Customers', 'Settings'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A section's heading as shown (and read by screen readers). */
export const MENU_GROUP_LABELS: Record<MenuGroup, string> = {
  Mine: 'My account',
  Sales: 'Sales',
  Catalogue: 'Catalogue',
  Customers: 'Customers',
  Settings: 'Settings',
};

export interface MenuItem {
  to: string;
  /** The section it is listed under; within one, entries keep the order below. */
  group: MenuGroup;
  label: string;
  icon: LucideIcon;
  /** Admin pages are left out of customers' menus (docs/product.md#dashboard). */
  adminOnly: boolean;
  /** Only the shop's owner sees it (the activity log). */
  ownerOnly?: boolean;
}

// The side menu in the order of docs/product.md#dashboard, in its sections: adding a page
// is one entry here.
export const menuItems: readonly MenuItem[] = [
  {
    to: dashboardPaths.addProduct,
    group: 'Catalogue',
    label: 'Add Product',
    icon: PackagePlus,
    adminOnly: true,
  },
  {
    to: dashboardPaths.myProducts,
    group: 'Catalogue',
    label: 'My Products',
    icon: Boxes,
    adminOnly: true,
  },
  {
    to: dashboardPaths.myOrders,
    group: 'Mine',
    label: 'My Orders',
    icon: ShoppingBag,
    adminOnly: false,
  },
  {
    to: dashboardPaths.myProfile,
    group: 'Mine',
    label: 'My Profile',
    icon: UserRound,
    adminOnly: false,
  },
  {
    to: dashboardPaths.myReview,
    group: 'Mine',
    label: 'My Review',
    icon: MessageSquareText,
    adminOnly: false,
  },
  { to: dashboardPaths.myBuilds, group: 'Mine', label: 'My Builds', icon: Cpu, adminOnly: false },
  {
    to: dashboardPaths.manageProducts,
    group: 'Catalogue',
    label: 'Manage Products',
    icon: ClipboardList,
    adminOnly: true,
  },
  {
    to: dashboardPaths.catalogueFile,
    group: 'Catalogue',
    label: 'Import and export',
    icon: FileSpreadsheet,
    adminOnly: true,
  },
  {
    to: dashboardPaths.reports,
    group: 'Sales',
    label: 'Reports',
    icon: ChartColumn,
    adminOnly: true,
  },
  {
    to: dashboardPaths.manageOrders,
    group: 'Sales',
    label: 'Manage Orders',
    icon: Truck,
    adminOnly: true,
  },
  {
    to: dashboardPaths.takeOrder,
    group: 'Sales',
    label: 'Take an order',
    icon: PhoneCall,
    adminOnly: true,
  },
  {
    to: dashboardPaths.coupons,
    group: 'Sales',
    label: 'Coupons',
    icon: TicketPercent,
    adminOnly: true,
  },
  {
    to: dashboardPaths.emiPlans,
    group: 'Sales',
    label: 'EMI plans',
    icon: CreditCard,
    adminOnly: true,
  },
  {
    to: dashboardPaths.courierCash,
    group: 'Sales',
    label: 'Courier cash',
    icon: Banknote,
    adminOnly: true,
  },
  {
    to: dashboardPaths.warrantyClaims,
    group: 'Customers',
    label: 'Warranty claims',
    icon: ShieldCheck,
    adminOnly: true,
  },
  { to: dashboardPaths.notices, group: 'Customers', label: 'Notices', icon: Mail, adminOnly: true },
  {
    to: dashboardPaths.searchSynonyms,
    group: 'Catalogue',
    label: 'Search synonyms',
    icon: BookOpenText,
    adminOnly: true,
  },
  {
    to: dashboardPaths.allUsers,
    group: 'Customers',
    label: 'All Users',
    icon: Users,
    adminOnly: true,
  },
  {
    to: dashboardPaths.deliverySettings,
    group: 'Settings',
    label: 'Delivery settings',
    icon: MapPinned,
    adminOnly: true,
  },
  {
    to: dashboardPaths.settings,
    group: 'Settings',
    label: 'Settings',
    icon: Settings,
    adminOnly: true,
  },
  {
    to: dashboardPaths.reviews,
    group: 'Customers',
    label: 'Reviews',
    icon: MessageSquareWarning,
    adminOnly: true,
  },
  {
    to: dashboardPaths.activity,
    group: 'Settings',
    label: 'Activity',
    icon: History,
    adminOnly: true,
    ownerOnly: true,
  },
];
