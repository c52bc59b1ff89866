import { describe, expect, it } from 'vitest';
import { describeSendError, OFFLINE_MESSAGE, SERVER_MESSAGE, TIMEOUT_MESSAGE } from './sendError';

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
    expect(describeSendError(error)).toEqual({
      type: 'rejected',
      fields: { name: 'Обязательное поле', phone: 'Введите номер в формате +7 (XXX) XXX-XX-XX' },
      message: 'Заявка не принята: Неизвестный врач.',
    });
  });

  it('offers a retry on 5xx, timeouts and no connection', () => {
    expect(describeSendError(axiosError({ response: { status: 502, data: 'Bad gateway' } }))).toEqual({
      type: 'unreachable',
      message: SERVER_MESSAGE,
    });
    expect(describeSendError(axiosError({ code: 'ECONNABORTED' }))).toEqual({
      type: 'unreachable',
      message: TIMEOUT_MESSAGE,
    });
    expect(describeSendError(axiosError({ code: 'ERR_NETWORK' }))).toEqual({
      type: 'unreachable',
      message: OFFLINE_MESSAGE,
    });
  });

  it('treats a 400 without field errors, or anything unknown, as retryable', () => {
    expect(describeSendError(axiosError({ response: { status: 400, data: {} } })).type).toBe('unreachable');
    expect(describeSendError(new Error('boom')).type).toBe('unreachable');
    expect(describeSendError(undefined).type).toBe('unreachable');
  });

  it('speaks Russian and says the typed values are kept', () => {
    for (const message of [OFFLINE_MESSAGE, TIMEOUT_MESSAGE, SERVER_MESSAGE]) {
      expect(message).toMatch(/данные сохранены — нажмите «Повторить»/);
    }
  });
});
