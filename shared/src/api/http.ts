import axios, { type AxiosRequestConfig } from 'axios';

/** SPEC §7: request timeout 60000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;

declare global {
  interface Window {
    /** Runtime configuration a deployment may set before the shell starts. */
    __CLINIC_CONFIG__?: { apiBaseUrl?: string };
  }
}

function runtimeApiBaseUrl(): string {
  return (typeof window !== 'undefined' && window.__CLINIC_CONFIG__?.apiBaseUrl) || '/api';
}

/** The one axios instance of the site. Components never call it: they call the typed functions. */
export const http = axios.create({ baseURL: runtimeApiBaseUrl(), timeout: REQUEST_TIMEOUT_MS });

/** Thrown when the API answers with something other than `{ data: … }`. */
export class ApiShapeError extends Error {
  constructor(url: string) {
    super(`API ${url}: expected a JSON object with a "data" field`);
    this.name = 'ApiShapeError';
  }
}

export function unwrapData<T>(body: unknown, url: string): T {
  if (body === null || typeof body !== 'object' || !('data' in body)) throw new ApiShapeError(url);
  return (body as { data: T }).data;
}

export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.get<unknown>(url, config);
  return unwrapData<T>(response.data, url);
}

export async function postJson<T>(url: string, body: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.post<T>(url, body, config);
  return response.data;
}
