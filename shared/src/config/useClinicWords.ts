import { useLocale } from '../i18n/catalogs';
import { CLINIC_WORDS } from './clinic';

/** The clinic's name, address and legal lines in the page's language. */
export function useClinicWords() {
  return CLINIC_WORDS[useLocale()];
}
