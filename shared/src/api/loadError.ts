import type { AxiosError } from 'axios';

/** axios's own test (`isAxiosError`), without importing axios: it is loaded on first use (http.ts). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The Russian sentence a patient sees when data did not load. */
export function loadErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response?.status === 404) return 'Страница не найдена.';
  if (isAxiosError(error) && !error.response) {
    return 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
  }
  return 'Не удалось загрузить данные. Попробуйте ещё раз чуть позже.';
}
