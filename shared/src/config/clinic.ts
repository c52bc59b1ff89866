import type { Locale } from '../i18n/locale';

/** The clinic's contact details: the one place the header, footer, menu and pages read them from. */
export const CLINIC = {
  name: 'Клиника «Диагност»',
  city: 'Алматы',
  address: 'г. Алматы, ул. Толе би, 101',
  /** The address's parts, for search engines (schema.org PostalAddress). */
  postalAddress: {
    streetAddress: 'ул. Толе би, 101',
    addressLocality: 'Алматы',
    postalCode: '050000',
    addressCountry: 'KZ',
  },
  bookingPhone: { label: '+7 (727) 355-00-55', href: 'tel:+77273550055' },
  messengerPhone: { label: '+7 (701) 355-00-55', href: 'https://wa.me/77013550055' },
  email: 'info@diagnost-clinic.kz',
  hours: '08:00–20:00',
  /** The hours in schema.org's openingHours notation. */
  openingHours: 'Mo-Su 08:00-20:00',
  /** schema.org priceRange: the clinic's relative price level. */
  priceRange: '₸₸',
  workingHoursText: 'Ежедневно с 08:00 до 20:00',
  vacanciesUrl: 'https://hh.kz/employer/diagnost-clinic',
  personalAccountUrl: 'https://lk.diagnost-clinic.kz',
  coordinates: { lat: 43.2493, lon: 76.9026 },
  /** The operator of patients' personal data (Law No. 94-V «О персональных данных и их защите»). */
  legal: {
    name: 'ТОО «Диагност Алматы»',
    bin: '150540012345',
    address: 'Республика Казахстан, 050000, г. Алматы, ул. Толе би, 101',
  },
  /** Advertising a licensed medical activity must show its licence (Закон «О рекламе», ст. 13). */
  licence: {
    number: '№ 19012345',
    issuedOn: '14.05.2019',
    issuedBy: 'ГУ «Управление общественного здравоохранения города Алматы»',
  },
} as const;

/** What of CLINIC is written in words: in each of the site's languages. */
interface ClinicWords {
  name: string;
  address: string;
  streetAddress: string;
  workingHoursText: string;
  legalName: string;
  legalAddress: string;
  licenceIssuedBy: string;
}

export const CLINIC_WORDS: Record<Locale, ClinicWords> = {
  ru: {
    name: CLINIC.name,
    address: CLINIC.address,
    streetAddress: CLINIC.postalAddress.streetAddress,
    workingHoursText: CLINIC.workingHoursText,
    legalName: CLINIC.legal.name,
    legalAddress: CLINIC.legal.address,
    licenceIssuedBy: CLINIC.licence.issuedBy,
  },
  kk: {
    name: '«Диагност» клиникасы',
    address: 'Алматы қ., Төле би к-сі, 101',
    streetAddress: 'Төле би к-сі, 101',
    workingHoursText: 'Күн сайын 08:00-ден 20:00-ге дейін',
    legalName: '«Диагност Алматы» ЖШС',
    legalAddress: 'Қазақстан Республикасы, 050000, Алматы қ., Төле би к-сі, 101',
    licenceIssuedBy: '«Алматы қаласының Қоғамдық денсаулық сақтау басқармасы» ММ',
  },
};
