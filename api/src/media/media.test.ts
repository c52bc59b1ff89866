// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
