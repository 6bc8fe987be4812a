/**
 * The sidebar's icons and nothing else, re-exported one by one so the build keeps only these from lucide-react.
 * Import it only through nav-icons.ts: the signed-in shell's chunk, not the entry every public page downloads.
 */
export {
  BarChart3,
  Bell,
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  ClipboardPen,
  CreditCard,
  FileText,
  Globe,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  MapPin,
  Megaphone,
  Newspaper,
  Package,
  Scale,
  ShieldCheck,
  ShoppingCart,
  Store,
  Truck,
  Upload,
  User,
  Wallet,
  Warehouse,
} from 'lucide-react';
