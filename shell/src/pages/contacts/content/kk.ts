import { CLINIC, CLINIC_WORDS } from '@clinic/shared';
import type { ContactsContent } from './index';

const clinic = CLINIC_WORDS.kk;

const contacts: ContactsContent = {
  description: `Клиниканың мекенжайы: ${clinic.address}. Телефон ${CLINIC.bookingPhone.label}, WhatsApp ${CLINIC.messengerPhone.label}. ${clinic.workingHoursText}.`,
  reach: 'Бізбен қалай байланысуға болады',
  address: 'Мекенжай',
  hours: 'Жұмыс уақыты',
  callback: 'кері қоңырауға тапсырыс беру',
  map: {
    label: 'Карта',
    picture: `Жол сызбасы: ${clinic.address}`,
    park: 'Гүлзар',
    street: 'Төле би к-сі',
    open: 'Картадан ашу ↗',
  },
};

export default contacts;
