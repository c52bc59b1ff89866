// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../seed/html';
import { startTestServer, type TestServer } from '../testing/testServer';
import { pdfDocument } from './pdfDocument';
import { svgPicture } from './svgPicture';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('generated pictures', () => {
  it('serves a deterministic SVG with a Russian caption and a long cache', async () => {
    const first = await fetch(`${server.baseUrl}/media/doctors/ivanova-anna.svg`);
    const second = await fetch(`${server.baseUrl}/media/doctors/ivanova-anna.svg`);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await first.text();
    expect(svg).toBe(await second.text());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('Иванова Анна');
    const other = await (await fetch(`${server.baseUrl}/media/doctors/kim-olga.svg`)).text();
    expect(other).not.toBe(svg);
  });

  it('escapes caption text so the SVG stays well-formed XML', () => {
    const svg = svgPicture('services', 'x', 'A & B <script>alert("1")</script> \'q\'');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('A &amp; B &lt;script&gt;');
    const withoutTags = svg.replace(/<[^>]+>/g, '');
    expect(withoutTags).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('answers 404 for names outside the latin slug pattern', async () => {
    expect((await fetch(`${server.baseUrl}/media/doctors/Bad_Name.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/doctors/photo.png`)).status).toBe(404);
  });
});

describe('pictures in Kazakh', () => {
  const kk = { 'Accept-Language': 'kk' };
  type Pictured = { image: string | null; name?: string; title?: string | null; mob_image?: string };
  const list = async (url: string, headers?: Record<string, string>) =>
    (await server.get<{ data: Pictured[] }>(url, headers)).body.data;
  const titleOf = async (url: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await fetch(server.baseUrl + url)).text())?.[1];

  it('the Kazakh answers link to pictures of their own, drawn with the Kazakh name (the thyroid tile too)', async () => {
    const services = await list('/api/services', kk);
    const thyroid = services.find((service) => service.image?.includes('uzi-shchitovidnoy-zhelezy'));
    expect(thyroid?.image).toBe('/media/services/uzi-shchitovidnoy-zhelezy.svg?lang=kk');
    expect(await titleOf(thyroid?.image ?? '')).toBe('Қалқанша безінің УДЗ');
    expect(await titleOf('/media/services/uzi-shchitovidnoy-zhelezy.svg')).toBe('УЗИ щитовидной железы');
    const [banner] = await list('/api/banners', kk);
    expect(banner?.image).toBe('/media/banners/promotions.svg?lang=kk');
    expect(await titleOf(banner?.mob_image ?? '')).toBe('Айдың акциялары: 50%-ға дейін жеңілдік');
    expect(await titleOf('/media/banners/promotions.svg')).toBe('Акции месяца: скидки до 50%');
  });

  it.each(['/api/services', '/api/promotions', '/api/parent-check-ups', '/api/banners', '/api/doctors'])(
    '%s: every picture shows the name the answer gives, in each language',
    async (url) => {
      for (const headers of [kk, { 'Accept-Language': 'ru' }]) {
        for (const item of await list(url, headers)) {
          if (!item.image) continue;
          const caption = (item.name ?? item.title ?? '').replace(/<[^>]*>/g, '');
          expect(await titleOf(item.image), item.image).toBe(escapeHtml(caption));
        }
      }
    },
  );

  it('a doctor’s picture (the name alone) is one URL in both; an unknown Kazakh picture is captioned in Kazakh', async () => {
    const [russian] = await list('/api/doctors');
    const [kazakh] = await list('/api/doctors', kk);
    expect(kazakh?.image).toBe(russian?.image);
    expect(kazakh?.image).toMatch(/^\/media\/doctors\/[a-z-]+\.svg$/);
    const unknown = await fetch(`${server.baseUrl}/media/services/no-such-service.svg?lang=kk`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<title>Клиника қызметі</title>');
    expect((await fetch(`${server.baseUrl}/media/services/Bad_Name.svg?lang=kk`)).status).toBe(404);
    for (const lang of ['en', 'KK', '', 'kk&lang=ru'])
      expect((await fetch(`${server.baseUrl}/media/services/x.svg?lang=${lang}`)).status, lang).toBe(404);
  });
});

describe('generated PDF memos', () => {
  it('serves a PDF whose cross-reference table points at its objects', async () => {
    const response = await fetch(`${server.baseUrl}/media/docs/prep-urine.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startXref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startXref).startsWith('xref\n')).toBe(true);
    const offsets = [...pdf.slice(startXref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
  });

  it('keeps the Russian title in the metadata and a transliteration on the page', () => {
    const pdf = pdfDocument('Памятка (тест)').toString('latin1');
    expect(pdf).toContain('/Title <FEFF041F0430');
    expect(pdf).toContain('(Pamyatka \\(test\\)) Tj');
  });
});
