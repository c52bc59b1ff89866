import express from 'express';
import { pdfDocument } from './pdfDocument';
import { svgPicture } from './svgPicture';
import { MEDIA_NAME } from './urls';

/** Generated media never change for a given URL, so browsers may keep them for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Captions for names the seed does not know: still a picture, never a broken image. */
const KIND_CAPTIONS: Record<string, string> = {
  doctors: 'Врач клиники',
  services: 'Услуга клиники',
  promotions: 'Акция',
  'check-ups': 'Check-up',
  banners: 'Клиника в Алматы',
  'banners-mobile': 'Клиника в Алматы',
};

export function mediaRouter(captions: ReadonlyMap<string, string>): express.Router {
  const router = express.Router();

  router.get('/docs/:name.pdf', (req, res, next) => {
    const { name } = req.params;
    if (!MEDIA_NAME.test(name)) return next();
    const title = captions.get(`/media/docs/${name}.pdf`) ?? 'Памятка пациента';
    res.set({ 'Cache-Control': LONG_CACHE, 'Content-Disposition': `inline; filename="${name}.pdf"` });
    res.type('application/pdf').send(pdfDocument(title));
  });

  router.get('/:kind/:name.svg', (req, res, next) => {
    const { kind, name } = req.params;
    if (!MEDIA_NAME.test(kind) || !MEDIA_NAME.test(name)) return next();
    const caption = captions.get(`/media/${kind}/${name}.svg`) ?? KIND_CAPTIONS[kind] ?? 'Клиника';
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
