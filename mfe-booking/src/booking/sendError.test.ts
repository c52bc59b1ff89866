import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_CATALOGS, bookingTextIn } from '../messages/bookingText';
import {
  CLINIC_SERVER_MESSAGE,
  describeSendError,
  NO_ANSWER_MESSAGE,
  OFFLINE_MESSAGE,
  SERVER_MESSAGE,
  TIMEOUT_MESSAGE,
} from './sendError';

const ru = bookingTextIn('ru');
const kk = bookingTextIn('kk');
beforeAll(() => Promise.all([BOOKING_CATALOGS.load('ru'), BOOKING_CATALOGS.load('kk')]));

const axiosError = (fields: object) => ({ isAxiosError: true, ...fields });

describe('describeSendError', () => {
  it('puts a 400’s name and phone errors under the fields and the rest above the button', () => {
    const error = axiosError({
      response: {
        status: 400,
        data: {
          errors: [
            { field: 'name', message: 'Обязательное поле' },
            { field: 'name', message: 'второе сообщение не показываем' },
            { field: 'phone', message: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
            { field: 'doctor_id', message: 'Неизвестный врач' },
          ],
        },
      },
    });
    expect(describeSendError(error, 'ru')).toEqual({
      type: 'rejected',
      fields: { name: 'Обязательное поле', phone: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
      message: 'Заявка не принята: Неизвестный врач.',
    });
    // On a Kazakh page our own words are Kazakh; the API's are its content, shown as they came.
    expect(describeSendError(error, 'kk')).toMatchObject({
      message: 'Өтінім қабылданбады: Неизвестный врач.',
    });
  });

  it('offers a retry on 5xx, timeouts and no connection', () => {
    expect(describeSendError(axiosError({ response: { status: 502, data: 'Bad gateway' } }), 'ru')).toEqual({
      type: 'unreachable',
      message: ru(SERVER_MESSAGE),
    });
    expect(describeSendError(axiosError({ code: 'ECONNABORTED' }), 'ru')).toEqual({
      type: 'unreachable',
      message: ru(TIMEOUT_MESSAGE),
    });
    expect(describeSendError(axiosError({ code: 'ERR_NETWORK' }), 'kk')).toEqual({
      type: 'unreachable',
      message: kk(NO_ANSWER_MESSAGE),
    });
  });

  it('tells an unknown outcome as unknown: a gateway error, a time-out or a lost answer after sending', () => {
    // nginx's own 502/504 when the site servers die during the post: the API may have stored the booking.
    for (const failure of [
      axiosError({ response: { status: 502, data: '<html>502 Bad Gateway</html>' } }),
      axiosError({ response: { status: 504, data: '' } }),
      axiosError({ response: { status: 500, data: { error: 'Внутренняя ошибка сервера' } } }),
      axiosError({ code: 'ECONNABORTED' }),
      axiosError({ code: 'ERR_NETWORK' }),
    ]) {
      const { message } = describeSendError(failure, 'ru');
      expect(message).toMatch(/мы не знаем, дошла ли заявка/);
      expect(message).not.toMatch(/не удалось/i);
      expect(describeSendError(failure, 'kk').message).toMatch(/жеткен-жетпегенін білмейміз/);
    }
  });

  it('tells a device that knows it is offline to check its connection', () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeSendError(axiosError({ code: 'ERR_NETWORK' }), 'ru').message).toBe(ru(OFFLINE_MESSAGE));
    } finally {
      offline.mockRestore();
    }
  });

  it('treats a 400 without field errors, or anything unknown, as retryable', () => {
    expect(describeSendError(axiosError({ response: { status: 400, data: {} } }), 'ru').type).toBe(
      'unreachable',
    );
    expect(describeSendError(new Error('boom'), 'ru').type).toBe('unreachable');
    expect(describeSendError(undefined, 'kk').type).toBe('unreachable');
  });

  it('says in each language that the typed values are kept, and names the button as the form does', () => {
    for (const message of [
      OFFLINE_MESSAGE,
      TIMEOUT_MESSAGE,
      NO_ANSWER_MESSAGE,
      SERVER_MESSAGE,
      CLINIC_SERVER_MESSAGE,
    ]) {
      expect(ru(message)).toMatch(/данные сохранены — нажмите «Повторить»/);
      expect(kk(message)).toMatch(/сақталды — «Қайталау» түймесін басыңыз/);
      expect(kk(message)).toContain(`«${kk('form.retry')}»`);
    }
  });
});
