// The home page's sections as data: which message keys, icons and links each card uses. The words
// themselves live in locales/{en,ar}/messages.json under the same keys.
import {
  Award,
  BadgeCheck,
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
import type { MessageId } from '../../locales/message-ids.js';

export interface Card {
  key: string;
  icon: LucideIcon;
  href?: string;
  titleId: MessageId;
  textId: MessageId;
}

/** A card of a home section: its words are `${group}.${key}.title` and `.text`, checked to exist. */
const card = <G extends string, K extends string>(group: G, key: K, icon: LucideIcon, href?: string) => ({
  key,
  icon,
  href,
  titleId: `${group}.${key}.title` as `${G}.${K}.title`,
  textId: `${group}.${key}.text` as `${G}.${K}.text`,
});

export const serviceCards: Card[] = [
  card('services', 'consultation', Search, '/services/odoo-consultation'),
  card('services', 'implementation', Layers, '/services/odoo-implementation'),
  card('services', 'customization', Wrench, '/services/odoo-customization'),
  card('services', 'integration', Plug, '/services/odoo-integration'),
  card('services', 'migration', RefreshCw, '/services/odoo-migration'),
  card('services', 'support', Headset, '/services/odoo-training-support'),
];

export const whyCards: Card[] = [
  card('why', 'local', MapPin),
  card('why', 'compliance', ShieldCheck),
  card('why', 'bilingual', Languages),
  card('why', 'certified', BadgeCheck),
];

// The seven solutions (zatca, rental, manufacturing, finance, hrms, fleet, plm).
export const solutionCards: Card[] = [
  card('solutions', 'zatca', Receipt, '/services/zatca-e-invoicing'),
  card('solutions', 'rental', Truck, '/industries/rental'),
  card('solutions', 'manufacturing', Factory, '/industries/manufacturing'),
  card('solutions', 'finance', Calculator, '/services/odoo-implementation'),
  card('solutions', 'hrms', Users, '/industries/hrms'),
  card('solutions', 'fleet', Car, '/blog/odoo-fleet-complete-guide'),
  card('solutions', 'plm', GitBranch, '/blog/odoo-plm-complete-guide'),
];

export const stats = ['years', 'clients', 'team', 'founded'] as const;

export const strengthCards: Card[] = [
  card('strengths', 'discovery', ClipboardCheck),
  card('strengths', 'phased', Cog),
  card('strengths', 'data', Database),
  card('strengths', 'support', GraduationCap),
];

export const subsidyPoints = ['point1', 'point2', 'point3'] as const;

export const heroPoints = [
  { key: 'zatca', icon: Receipt },
  { key: 'arabic', icon: Languages },
  { key: 'local', icon: Award },
] as const;
