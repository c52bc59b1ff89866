import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CATALOGS, bookingTextIn } from '../messages/bookingText';
import {
  DIALOG_ENTER_MS,
  DIALOG_EXIT_MS,
  dialogTitle,
  dialogWidth,
  FIELD_MAX_LENGTH,
  KIND_VIEWS,
  PERSISTENT_PULSE_MS,
  REQUIRED,
} from './rules';

const ru = bookingTextIn('ru');
const kk = bookingTextIn('kk');
beforeAll(() => Promise.all([BOOKING_CATALOGS.load('ru'), BOOKING_CATALOGS.load('kk')]));

describe('dialog rules', () => {
  it('SPEC §9: "dialog width 330 px on callback form, max 600 px default"', () => {
    expect(dialogWidth('mail').width).toBe('330px');
    expect(dialogWidth('consult').width).toBe('330px');
    for (const kind of ['services', 'promotion', 'doctor', 'checkup'] as const) {
      expect(dialogWidth(kind).maxW).toBe('600px');
    }
  });

  it('SPEC §9: "transitions 300 ms in, 200 ms out"; §4: "persistent dialogs pulse (200 ms)"', () => {
    expect([DIALOG_ENTER_MS, DIALOG_EXIT_MS, PERSISTENT_PULSE_MS]).toEqual([300, 200, 200]);
  });

  it('SPEC §5: "Text field max length default 500"; §8: \'Обязательное поле\'', () => {
    expect(FIELD_MAX_LENGTH).toBe(500);
    expect(ru(REQUIRED)).toBe('Обязательное поле');
    expect(kk(REQUIRED)).toBe('Міндетті өріс');
    expect(ru('error.nameTooLong', { max: FIELD_MAX_LENGTH })).toBe('Не более 500 символов');
    expect(ru('error.nameTooLong', { max: 21 })).toBe('Не более 21 символа');
    expect(kk('error.nameTooLong', { max: FIELD_MAX_LENGTH })).toBe('500 таңбадан аспауы керек');
  });

  it('appointments are persistent; the callback forms close easily', () => {
    const persistent = Object.entries(KIND_VIEWS)
      .filter(([, view]) => view.persistent)
      .map(([kind]) => kind);
    expect(persistent).toEqual(['services', 'promotion', 'doctor', 'checkup']);
  });

  it('the title answers the words the patient tapped, else the kind, in each language', () => {
    const titles = {
      'заказать обратный звонок (contacts)': ru(dialogTitle({ kind: 'mail' })),
      'Записаться онлайн (menu, home)': ru(dialogTitle({ kind: 'mail', entry: 'online' })),
      'Получить консультацию (corporate)': ru(dialogTitle({ kind: 'mail', entry: 'consultation' })),
      'Получить консультацию (check-ups)': ru(dialogTitle({ kind: 'consult' })),
      'Записаться (calculator)': ru(dialogTitle({ kind: 'consult', entry: 'analyses' })),
      'Записаться на прием (service)': ru(dialogTitle({ kind: 'services', targetId: 1 })),
      'Записаться на прием (doctor)': ru(dialogTitle({ kind: 'doctor', targetId: 1 })),
    };
    expect(titles).toEqual({
      'заказать обратный звонок (contacts)': 'Обратный звонок',
      'Записаться онлайн (menu, home)': 'Онлайн-запись',
      'Получить консультацию (corporate)': 'Консультация',
      'Получить консультацию (check-ups)': 'Консультация',
      'Записаться (calculator)': 'Запись на анализы',
      'Записаться на прием (service)': 'Запись на прием',
      'Записаться на прием (doctor)': 'Запись к врачу',
    });
    expect(kk(dialogTitle({ kind: 'mail', entry: 'online' }))).toBe('Онлайн жазылу');
    expect(kk(dialogTitle({ kind: 'consult', entry: 'analyses' }))).toBe('Талдауларға жазылу');
    expect(kk(dialogTitle({ kind: 'services', targetId: 1 }))).toBe('Қабылдауға жазылу');
    expect(kk(dialogTitle({ kind: 'doctor', targetId: 1 }))).toBe('Дәрігерге жазылу');
    expect(kk(KIND_VIEWS.doctor.target ?? 'title.doctor', { name: 'Иванов И.' })).toBe('Дәрігер: Иванов И.');
  });
});
