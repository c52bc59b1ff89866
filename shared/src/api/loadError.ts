import { isAxiosError } from 'axios';

/** The Russian sentence a patient sees when data did not load. */
export function loadErrorMessage(error: unknown): string {
  if (isAxiosError(error) && error.response?.status === 404) return 'Страница не найдена.';
  if (isAxiosError(error) && !error.response) {
    return 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
  }
  return 'Не удалось загрузить данные. Попробуйте ещё раз чуть позже.';
}
