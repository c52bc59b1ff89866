import { describe, expect, it } from 'vitest';
import { CLINIC_PREVIEW_PATH, pictureOfPreview, previewImagePath } from './previewPaths';

describe('preview paths', () => {
  it('gives an API picture its PNG preview, and any other page the clinic’s', () => {
    expect(previewImagePath('/media/doctors/ivanova-anna.svg')).toBe(
      '/og/media/doctors/ivanova-anna.svg.png',
    );
    for (const other of [
      null,
      undefined,
      '',
      'https://cdn.example/a.svg',
      '/media/a/photo.jpg',
      '/img/a.svg',
    ])
      expect(previewImagePath(other), String(other)).toBe(CLINIC_PREVIEW_PATH);
  });

  it('reads the picture back from its preview path', () => {
    for (const picture of [
      '/media/doctors/ivanova-anna.svg',
      '/media/services/mrt_1.svg',
      '/media/a/b/c/d.svg',
    ])
      expect(pictureOfPreview(previewImagePath(picture))).toBe(picture);
  });

  it('refuses every path that is not a preview of an API picture (no way out of /media/)', () => {
    for (const path of [
      CLINIC_PREVIEW_PATH,
      '/og/media/../api/doctors.svg.png',
      '/og/media/doctors/../../etc/passwd.svg.png',
      '/og/media/%2e%2e/secret.svg.png',
      '/og/media/doctors/a.b.svg.png',
      '/og/media//a.svg.png',
      '/og/media/doctors/a.svg',
      '/og/media/doctors/a.png.png',
      '/og/api/doctors.svg.png',
      '/og//media/a/b.svg.png',
      '/og/http://evil.example/media/a/b.svg.png',
      '/og/media/a/b/c/d/e.svg.png',
      `/og/media/a/${'x'.repeat(101)}.svg.png`,
      '/media/doctors/a.svg.png',
    ])
      expect(pictureOfPreview(path), path).toBeNull();
  });
});
