// Arabic words for the client facts in site/client-stories.ts: city, sector and app names, and
// each client's short description, so every page that names a client takes its city from the data.
import { clients, type ClientCity, type ClientId, type ClientSector, type OdooApp } from '../../site/client-stories.js';

export const cityNames: Record<ClientCity, string> = {
  riyadh: 'الرياض',
  jeddah: 'جدة',
  dammam: 'الدمام',
  khobar: 'الخبر',
  dhahran: 'الظهران',
  jubail: 'الجبيل',
  'al-ahsa': 'الأحساء',
};

export const sectorNames: Record<ClientSector, string> = {
  manufacturing: 'التصنيع',
  'food-processing': 'الصناعات الغذائية',
  trading: 'التجارة',
  'import-distribution': 'الاستيراد والتوزيع',
  'food-distribution': 'توزيع المواد الغذائية',
  retail: 'التجزئة والتجارة الإلكترونية',
  'oil-gas-supply': 'توريدات النفط والغاز',
  'petrochemical-supply': 'توريدات البتروكيماويات',
  'oilfield-services': 'خدمات حقول النفط',
  'equipment-rental': 'تأجير المعدات',
  contracting: 'المقاولات',
  logistics: 'الخدمات اللوجستية',
};

export const appNames: Record<OdooApp, string> = {
  accounting: 'المحاسبة',
  sales: 'المبيعات',
  purchase: 'المشتريات',
  inventory: 'المخزون',
  manufacturing: 'التصنيع',
  quality: 'الجودة',
  'point-of-sale': 'نقاط البيع',
  rental: 'الإيجار',
  maintenance: 'الصيانة',
  fleet: 'الأسطول',
  project: 'المشاريع',
  timesheets: 'سجلات الدوام',
  payroll: 'الرواتب',
  employees: 'الموظفون',
  integrations: 'التكامل',
};

/** Each client in a few words, as a list or a testimonial names it. */
export const clientLabels: Record<ClientId, string> = {
  'building-materials': 'تاجر مواد بناء',
  'steel-fabrication': 'ورشة تصنيع هياكل حديدية',
  'industrial-supplier': 'مورّد صناعي',
  'equipment-rental': 'شركة تأجير معدات',
  'mep-contractor': 'مقاول أعمال كهروميكانيكية',
  'food-distribution': 'موزّع مواد غذائية',
  logistics: 'شركة نقل وخدمات لوجستية',
  'home-goods-retail': 'متجر أدوات منزلية',
  'petrochemical-supplier': 'مورّد لقطاع البتروكيماويات',
  'food-processing': 'مصنع أغذية',
  'import-distribution': 'مجموعة استيراد وتوزيع',
  'oilfield-services': 'شركة خدمات حقول النفط',
};

/** The client's city, by name. */
export const cityOf = (id: ClientId): string => cityNames[clients[id].city];

/** «شركة تأجير معدات، الخبر»: who said a testimonial. */
export const clientLine = (id: ClientId): string => `${clientLabels[id]}، ${cityOf(id)}`;
