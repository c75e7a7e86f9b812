import type { LucideIcon } from 'lucide-react';
import BookOpenText from 'lucide-react/icons/book-open-text';
import Banknote from 'lucide-react/icons/banknote';
import Boxes from 'lucide-react/icons/boxes';
import Cpu from 'lucide-react/icons/cpu';
import History from 'lucide-react/icons/history';
import Mail from 'lucide-react/icons/mail';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import MapPinned from 'lucide-react/icons/map-pinned';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import PackagePlus from 'lucide-react/icons/package-plus';
import Settings from 'lucide-react/icons/settings';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Truck from 'lucide-react/icons/truck';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Admin pages are left out of customers' menus (docs/product.md#dashboard). */
  adminOnly: boolean;
  /** Only the shop's owner sees it (the activity log). */
  ownerOnly?: boolean;
}

// The side menu in the order of docs/product.md#dashboard, Manage Orders included.
export const menuItems: readonly MenuItem[] = [
  { to: dashboardPaths.addProduct, label: 'Add Product', icon: PackagePlus, adminOnly: true },
  { to: dashboardPaths.myProducts, label: 'My Products', icon: Boxes, adminOnly: true },
  { to: dashboardPaths.myOrders, label: 'My Orders', icon: ShoppingBag, adminOnly: false },
  { to: dashboardPaths.myProfile, label: 'My Profile', icon: UserRound, adminOnly: false },
  { to: dashboardPaths.myReview, label: 'My Review', icon: MessageSquareText, adminOnly: false },
  { to: dashboardPaths.myBuilds, label: 'My Builds', icon: Cpu, adminOnly: false },
  {
    to: dashboardPaths.manageProducts,
    label: 'Manage Products',
    icon: ClipboardList,
    adminOnly: true,
  },
  {
    to: dashboardPaths.catalogueFile,
    label: 'Import and export',
    icon: FileSpreadsheet,
    adminOnly: true,
  },
  { to: dashboardPaths.manageOrders, label: 'Manage Orders', icon: Truck, adminOnly: true },
  { to: dashboardPaths.coupons, label: 'Coupons', icon: TicketPercent, adminOnly: true },
  { to: dashboardPaths.courierCash, label: 'Courier cash', icon: Banknote, adminOnly: true },
  { to: dashboardPaths.notices, label: 'Notices', icon: Mail, adminOnly: true },
  {
    to: dashboardPaths.searchSynonyms,
    label: 'Search synonyms',
    icon: BookOpenText,
    adminOnly: true,
  },
  { to: dashboardPaths.allUsers, label: 'All Users', icon: Users, adminOnly: true },
  {
    to: dashboardPaths.deliverySettings,
    label: 'Delivery settings',
    icon: MapPinned,
    adminOnly: true,
  },
  { to: dashboardPaths.settings, label: 'Settings', icon: Settings, adminOnly: true },
  { to: dashboardPaths.reviews, label: 'Reviews', icon: MessageSquareWarning, adminOnly: true },
  {
    to: dashboardPaths.activity,
    label: 'Activity',
    icon: History,
    adminOnly: true,
    ownerOnly: true,
  },
];
