import { isLocale, type Locale } from '@clinic/shared/core';
import type express from 'express';
import { strictRouter } from '../routes/strictRouter';
import { pdfDocument } from './pdfDocument';
import { svgPicture } from './svgPicture';
import { imageUrl, MEDIA_NAME } from './urls';

/** Generated media never change for a given URL, so browsers may keep them for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Captions for names the seed does not know: still a picture, never a broken image. In each language. */
const KIND_CAPTIONS: Record<Locale, Record<string, string>> = {
  ru: {
    doctors: 'Врач клиники',
    services: 'Услуга клиники',
    promotions: 'Акция',
    'check-ups': 'Check-up',
    banners: 'Клиника в Алматы',
    'banners-mobile': 'Клиника в Алматы',
  },
  kk: {
    doctors: 'Клиника дәрігері',
    services: 'Клиника қызметі',
    promotions: 'Акция',
    'check-ups': 'Check-up',
    banners: 'Алматыдағы клиника',
    'banners-mobile': 'Алматыдағы клиника',
  },
};
const CLINIC: Record<Locale, string> = { ru: 'Клиника', kk: 'Клиника' };

/**
 * The generated pictures and memos. A picture is at `/<kind>/<name>.svg`, with its Russian caption, and at
 * `/<kind>/<name>.svg?lang=kk`, with its Kazakh one (the URL the Kazakh answers give, `imageUrl`); another `lang`
 * is no picture.
 */
export function mediaRouter(captions: ReadonlyMap<string, string>): express.Router {
  const router = strictRouter();

  router.get('/docs/:name.pdf', (req, res, next) => {
    const { name } = req.params;
    if (!MEDIA_NAME.test(name)) return next();
    const title = captions.get(`/media/docs/${name}.pdf`) ?? 'Памятка пациента';
    res.set({ 'Cache-Control': LONG_CACHE, 'Content-Disposition': `inline; filename="${name}.pdf"` });
    res.type('application/pdf').send(pdfDocument(title));
  });

  router.get('/:kind/:name.svg', (req, res, next) => {
    const { kind, name } = req.params;
    const { lang = 'ru' } = req.query;
    if (!MEDIA_NAME.test(kind) || !MEDIA_NAME.test(name) || !isLocale(lang)) return next();
    const caption = captions.get(imageUrl(kind, name, lang)) ?? KIND_CAPTIONS[lang][kind] ?? CLINIC[lang];
    // An SVG opened directly is a document: forbid scripts in it even though the text is escaped.
    res.set({
      'Cache-Control': LONG_CACHE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    res.type('image/svg+xml').send(svgPicture(kind, name, caption));
  });

  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
