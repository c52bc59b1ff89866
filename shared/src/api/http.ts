import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { $locale } from '../bus/contract';
import type { Locale } from '../i18n/locale';

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

let baseUrl: string | undefined;
let client: Promise<AxiosInstance> | undefined;

/**
 * Off the browser (the site server's render threads) the API is next door, on the same box or network:
 * compressing each answer there and decompressing it here cost both ends CPU and save nothing.
 * A browser may not set this header, so it is only sent where `setApiBaseUrl` was called.
 */
const NEXT_DOOR_HEADERS = { 'Accept-Encoding': 'identity' };

function configureForNextDoor(instance: AxiosInstance, url: string): void {
  instance.defaults.baseURL = url;
  Object.assign(instance.defaults.headers.common, NEXT_DOOR_HEADERS);
}

/**
 * The one axios instance of the site, made on its first use. Components never call it: they call the typed
 * functions. axios (≈ 14 KB gzip) is a chunk of its own, not in a server-rendered page's first load, whose reads
 * the server's answers serve; the static shell asks for it at start (`apiClient()` in the bootstrap).
 * A failed download is asked for again by the next read.
 */
export function apiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => {
      const instance = axios.create({ baseURL: runtimeApiBaseUrl(), timeout: REQUEST_TIMEOUT_MS });
      if (baseUrl !== undefined) configureForNextDoor(instance, baseUrl);
      return instance;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * Where the API is, for a client that is not the browser (the site server's render threads, tests); its
 * answers are then asked for uncompressed.
 */
export function setApiBaseUrl(url: string): void {
  baseUrl = url;
  void client?.then((instance) => configureForNextDoor(instance, url));
}

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

/**
 * GET answers (their raw bodies) by request: what a server render read, handed to the browser in the page, so
 * the browser starts from the same data instead of asking the API again before it can hydrate.
 */
export type ApiAnswers = Record<string, unknown>;

/**
 * An answer's key is its address and parameters, not its language: answers of two languages never meet in one
 * map. A render's record holds one page's reads, all in that page's language (`apiAnswersRecord`); the browser
 * seeds the page it shows with that record, and its language is the same page's (`$locale`, from the same
 * address); another language is another page, loaded whole (the language switch is a plain link), which starts
 * from its own answers. The in-flight reads are per render on a server and per page in a browser alike.
 */
export const answerKey = (url: string, params?: unknown) =>
  params === undefined ? url : `${url}?${JSON.stringify(params)}`;

let seeded = new Map<string, unknown>();
let recording: () => ApiAnswers | undefined = () => undefined;
/** The language of each render's reads, by its record (a server renders pages of both languages at once). */
const recordLocales = new WeakMap<ApiAnswers, Locale>();

/**
 * Browser: the server's answers. Every identical read on the page the server rendered gets them (its route's
 * start before hydration, a widget's own), until the patient moves on: another page (forgetApiAnswers), or a
 * read the server did not make (another sort, another category), after which every read asks the API again.
 */
export function seedApiAnswers(answers: ApiAnswers): void {
  seeded = new Map(Object.entries(answers));
}

/** The server-rendered page was left: from now on every read asks the API. */
export function forgetApiAnswers(): void {
  seeded.clear();
}

/** Server: where the answers of the request being rendered go (the render worker keeps one record a request). */
export function recordApiAnswersIn(current: () => ApiAnswers | undefined): void {
  recording = current;
}

/**
 * Server: a new record for one render, whose reads ask the API in `locale`, the page's language. The record,
 * not the render's effector scope, carries it: a read after an `await` in an effect's handler has lost its
 * scope, but never the render's record (`recordApiAnswersIn` finds it across awaits).
 */
export function apiAnswersRecord(locale: Locale): ApiAnswers {
  const record: ApiAnswers = {};
  recordLocales.set(record, locale);
  return record;
}

/** The language a read asks in: its render's on a server, the page's (`$locale`) in a browser. */
function localeOfRead(): Locale {
  const record = recording();
  return (record && recordLocales.get(record)) || $locale.getState();
}

/** Every request of the site names its page's language: the API answers its texts in it. */
const inLocale = (locale: Locale, config?: AxiosRequestConfig): AxiosRequestConfig => ({
  ...config,
  headers: { ...(config?.headers as Record<string, string> | undefined), 'Accept-Language': locale },
});

/**
 * The GETs on their way, by request: a page and a widget that show the same list start their reads together
 * (the promotion page finds its slug in the list the «Ещё акции» block shows), and both get the one answer.
 * On the server each render shares only its own reads: a render must not join a read another one started long
 * before, whose late answer would beat its section's budget for it and make what it renders depend on timing.
 */
const browserInFlight = new Map<string, Promise<unknown>>();
const inFlightByRender = new WeakMap<ApiAnswers, Map<string, Promise<unknown>>>();

function inFlightOf(record: ApiAnswers | undefined): Map<string, Promise<unknown>> {
  if (!record) return browserInFlight;
  const reads = inFlightByRender.get(record) ?? new Map<string, Promise<unknown>>();
  inFlightByRender.set(record, reads);
  return reads;
}

function sharedGet(key: string, url: string, config?: AxiosRequestConfig): Promise<unknown> {
  const inFlight = inFlightOf(recording());
  const locale = localeOfRead();
  const pending = inFlight.get(key);
  if (pending) return pending;
  const body = apiClient()
    .then((api) => api.get<unknown>(url, inLocale(locale, config)))
    .then((response) => response.data);
  inFlight.set(key, body);
  const settled = () => {
    if (inFlight.get(key) === body) inFlight.delete(key);
  };
  body.then(settled, settled);
  return body;
}

export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const key = answerKey(url, config?.params);
  if (seeded.has(key)) return unwrapData<T>(seeded.get(key), url);
  seeded.clear();
  const body = await sharedGet(key, url, config);
  // Each reader records the answer in its own render's record (the server renders several pages at once).
  const record = recording();
  if (record) record[key] = body;
  return unwrapData<T>(body, url);
}

export async function postJson<T>(url: string, body: unknown, config?: AxiosRequestConfig): Promise<T> {
  const locale = localeOfRead();
  const response = await (await apiClient()).post<T>(url, body, inLocale(locale, config));
  return response.data;
}
