/** What a failed send means for the patient: errors to show under the fields, or a message and 'Повторить'. */
import type { FieldError } from '@clinic/shared';

export type FieldName = 'name' | 'phone';
export type FieldErrors = Partial<Record<FieldName, string>>;

export type SendFailure =
  /** The API refused the data (400): its messages go under the fields, the rest above the button. */
  | { type: 'rejected'; fields: FieldErrors; message: string | null }
  /** Nothing was refused, the request just did not get through: the same submission may be retried. */
  | { type: 'unreachable'; message: string };

const KEPT = 'Введённые данные сохранены — нажмите «Повторить».';
export const OFFLINE_MESSAGE = `Нет связи с сервером. Проверьте подключение к интернету. ${KEPT}`;
export const TIMEOUT_MESSAGE = `Сервер не ответил вовремя. ${KEPT}`;
export const SERVER_MESSAGE = `Не удалось отправить заявку: ошибка на сервере. ${KEPT}`;

/** The parts of an axios error this reads (without importing axios into the remote). */
interface HttpFailure {
  isAxiosError?: boolean;
  code?: string;
  response?: { status: number; data?: unknown };
}

function fieldErrorsOf(data: unknown): FieldError[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is FieldError =>
      typeof error?.field === 'string' && typeof error?.message === 'string' && error.message !== '',
  );
}

export function describeSendError(error: unknown): SendFailure {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as HttpFailure;
  const response = failure.isAxiosError ? failure.response : undefined;
  if (failure.isAxiosError && !response) {
    const timedOut = failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT';
    return { type: 'unreachable', message: timedOut ? TIMEOUT_MESSAGE : OFFLINE_MESSAGE };
  }
  const errors = response?.status === 400 ? fieldErrorsOf(response.data) : [];
  if (errors.length === 0) return { type: 'unreachable', message: SERVER_MESSAGE };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const { field, message } of errors) {
    if ((field === 'name' || field === 'phone') && !fields[field]) fields[field] = message;
    else if (field !== 'name' && field !== 'phone') others.push(message);
  }
  return {
    type: 'rejected',
    fields,
    message: others.length > 0 ? `Заявка не принята: ${others.join('; ')}.` : null,
  };
}
