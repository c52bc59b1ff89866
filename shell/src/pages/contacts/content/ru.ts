import { CLINIC, CLINIC_WORDS } from '@clinic/shared';
import type { ContactsContent } from './index';

const clinic = CLINIC_WORDS.ru;

const contacts: ContactsContent = {
  description: `Адрес клиники: ${clinic.address}. Телефон ${CLINIC.bookingPhone.label}, WhatsApp ${CLINIC.messengerPhone.label}. ${clinic.workingHoursText}.`,
  reach: 'Как с нами связаться',
  address: 'Адрес',
  hours: 'Часы работы',
  callback: 'заказать обратный звонок',
  map: {
    label: 'Карта',
    picture: `Схема проезда: ${clinic.address}`,
    park: 'Сквер',
    street: 'ул. Толе би',
    open: 'Открыть на карте ↗',
  },
};

export default contacts;
