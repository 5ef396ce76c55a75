// The home page's sections as data: which message keys, icons and links each card uses. The words
// themselves live in locales/{en,ar}/messages.json under the same keys.
import {
  Award,
  BadgeCheck,
  Boxes,
  Calculator,
  Car,
  ClipboardCheck,
  Cog,
  Database,
  Factory,
  GitBranch,
  GraduationCap,
  Headset,
  Languages,
  Layers,
  MapPin,
  Plug,
  Receipt,
  RefreshCw,
  Search,
  ShieldCheck,
  Truck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface Card {
  key: string;
  icon: LucideIcon;
  href?: string;
}

export const serviceCards: Card[] = [
  { key: 'consultation', icon: Search, href: '/services/odoo-consultation' },
  { key: 'implementation', icon: Layers, href: '/services/odoo-implementation' },
  { key: 'customization', icon: Wrench, href: '/services/odoo-customization' },
  { key: 'integration', icon: Plug, href: '/services/odoo-integration' },
  { key: 'migration', icon: RefreshCw, href: '/services/odoo-migration' },
  { key: 'support', icon: Headset, href: '/services/odoo-training-support' },
];

export const whyCards: Card[] = [
  { key: 'local', icon: MapPin },
  { key: 'compliance', icon: ShieldCheck },
  { key: 'bilingual', icon: Languages },
  { key: 'certified', icon: BadgeCheck },
];

// The seven solutions (zatca, rental, manufacturing, finance, hrms, fleet, plm).
export const solutionCards: Card[] = [
  { key: 'zatca', icon: Receipt, href: '/services/zatca-e-invoicing' },
  { key: 'rental', icon: Truck, href: '/industries/rental' },
  { key: 'manufacturing', icon: Factory, href: '/industries/manufacturing' },
  { key: 'finance', icon: Calculator, href: '/services/odoo-implementation' },
  { key: 'hrms', icon: Users, href: '/industries/hrms' },
  { key: 'fleet', icon: Car, href: '/blog/odoo-fleet-complete-guide' },
  { key: 'plm', icon: GitBranch, href: '/blog/odoo-plm-complete-guide' },
];

export const clientItems = ['item1', 'item2', 'item3', 'item4', 'item5', 'item6', 'item7', 'item8'];

export const stats = ['years', 'clients', 'team', 'founded'];

export const strengthCards: Card[] = [
  { key: 'discovery', icon: ClipboardCheck },
  { key: 'phased', icon: Cog },
  { key: 'data', icon: Database },
  { key: 'support', icon: GraduationCap },
];

export const testimonialIds = ['1', '2', '3'];

export const subsidyPoints = ['point1', 'point2', 'point3'];

export const heroPoints = [
  { key: 'zatca', icon: Receipt },
  { key: 'arabic', icon: Languages },
  { key: 'local', icon: Award },
];

export const clientIcon = Boxes;
