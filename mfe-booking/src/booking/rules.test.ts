import { describe, expect, it } from 'vitest';
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
    expect(REQUIRED).toBe('Обязательное поле');
  });

  it('appointments are persistent; the callback forms close easily', () => {
    const persistent = Object.entries(KIND_VIEWS)
      .filter(([, view]) => view.persistent)
      .map(([kind]) => kind);
    expect(persistent).toEqual(['services', 'promotion', 'doctor', 'checkup']);
  });

  it('the title answers the words the patient tapped, else the kind', () => {
    const titles = {
      'заказать обратный звонок (contacts)': dialogTitle({ kind: 'mail' }),
      'Записаться онлайн (menu, home)': dialogTitle({ kind: 'mail', entry: 'online' }),
      'Получить консультацию (corporate)': dialogTitle({ kind: 'mail', entry: 'consultation' }),
      'Получить консультацию (check-ups)': dialogTitle({ kind: 'consult' }),
      'Записаться (calculator)': dialogTitle({ kind: 'consult', entry: 'analyses' }),
      'Записаться на прием (service)': dialogTitle({ kind: 'services', targetId: 1 }),
      'Записаться на прием (doctor)': dialogTitle({ kind: 'doctor', targetId: 1 }),
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
  });
});
