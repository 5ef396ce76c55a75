// The header's ten items and their submenus, as language-neutral data: labels are
// message ids, hrefs are logical paths that LocalLink puts under /ar on Arabic pages.
import { aiSolutionSlugs } from '../../site/slugs/ai-solutions.js';
import { webAppSlugs } from '../../site/slugs/web-apps.js';
import { serviceSlugs } from '../../site/slugs/services.js';
import type { MessageId } from '../../locales/message-ids.js';

export interface NavLink {
  labelId: MessageId;
  href: string;
}
export interface NavItem extends NavLink {
  /** Submenu links; the first entry of a submenu is always the section's own overview. */
  children?: NavLink[];
}

const menuIndustries = ['manufacturing', 'hrms', 'rental', 'general-trading', 'contracting'] as const;

export const navItems: NavItem[] = [
  { labelId: 'nav.home', href: '/' },
  { labelId: 'nav.about', href: '/about' },
  {
    labelId: 'nav.services',
    href: '/services',
    children: [
      { labelId: 'nav.allServices', href: '/services' },
      ...serviceSlugs.map((slug): NavLink => ({ labelId: `nav.services.${slug}`, href: `/services/${slug}` })),
    ],
  },
  {
    labelId: 'nav.industries',
    href: '/industries',
    children: [
      { labelId: 'nav.allIndustries', href: '/industries' },
      ...menuIndustries.map((slug): NavLink => ({ labelId: `nav.industries.${slug}`, href: `/industries/${slug}` })),
    ],
  },
  {
    labelId: 'nav.customWebApps',
    href: '/custom-web-apps',
    children: [
      { labelId: 'nav.allWebApps', href: '/custom-web-apps' },
      ...webAppSlugs.map((slug): NavLink => ({ labelId: `nav.webApps.${slug}`, href: `/custom-web-apps/${slug}` })),
    ],
  },
  {
    labelId: 'nav.aiSolutions',
    href: '/ai-solutions',
    children: [
      { labelId: 'nav.allAiSolutions', href: '/ai-solutions' },
      ...aiSolutionSlugs.map((slug): NavLink => ({ labelId: `nav.ai.${slug}`, href: `/ai-solutions/${slug}` })),
    ],
  },
  { labelId: 'nav.clients', href: '/clients' },
  {
    labelId: 'nav.resources',
    href: '/resources',
    children: [
      { labelId: 'nav.allResources', href: '/resources' },
      { labelId: 'nav.resources.training-materials', href: '/resources/training-materials' },
      { labelId: 'nav.resources.downloads', href: '/resources/downloads' },
      { labelId: 'nav.resources.blog', href: '/blog' },
    ],
  },
  { labelId: 'nav.pricing', href: '/pricing' },
  { labelId: 'nav.contact', href: '/contact' },
];

export const footerQuickLinks: NavLink[] = [
  { labelId: 'nav.home', href: '/' },
  { labelId: 'nav.about', href: '/about' },
  { labelId: 'nav.services', href: '/services' },
  { labelId: 'nav.pricing', href: '/pricing' },
  { labelId: 'nav.blog', href: '/blog' },
  { labelId: 'nav.contact', href: '/contact' },
];

export const footerServiceLinks: NavLink[] = [
  { labelId: 'nav.services.odoo-implementation', href: '/services/odoo-implementation' },
  { labelId: 'nav.services.odoo-customization', href: '/services/odoo-customization' },
  { labelId: 'nav.services.odoo-migration', href: '/services/odoo-migration' },
  { labelId: 'nav.services.odoo-integration', href: '/services/odoo-integration' },
  { labelId: 'nav.services.odoo-training-support', href: '/services/odoo-training-support' },
  { labelId: 'footer.zatca', href: '/services#zatca' },
];
