import { ClinicProviders } from '@clinic/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDoctorsFx } from '../../lib/api';
import { DOCTORS_CATALOGS } from '../../messages/doctorsText';
import { makeDoctor } from '../../testing/makeDoctor';
import { DoctorsSlider } from './DoctorsSlider';
import { SLIDER_OPTIONS } from './model';

const doctors = [1, 2, 3, 4, 5].map((id) =>
  makeDoctor(id, { name: `Врач номер ${id}`, slug: `vrach-${id}` }),
);

interface SwiperElement extends HTMLElement {
  swiper: {
    params: Record<string, unknown> & { autoplay: { delay: number } };
    autoplay: { pause: () => void; resume: () => void };
  };
}

/** An IntersectionObserver the test scrolls by hand. */
let scrollIntoView: () => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    scrollIntoView = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

// The catalogue a page would have loaded by now (the page's language: Russian here).
beforeAll(() => DOCTORS_CATALOGS.load('ru'));
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSlider = () =>
  render(
    <Provider value={fork({ handlers: [[getDoctorsFx, async () => doctors]] })}>
      <ClinicProviders>
        <MemoryRouter>
          <DoctorsSlider />
        </MemoryRouter>
      </ClinicProviders>
    </Provider>,
  );

describe('the home doctors slider', () => {
  it('quotes SPEC §9: 5000 ms auto-advance, one slide per view, loop, speed 300 ms, touch threshold 5', () => {
    expect(SLIDER_OPTIONS).toMatchObject({
      loop: true,
      autoplay: { delay: 5000 },
      speed: 300,
      slidesPerView: 1,
      threshold: 5,
    });
  });

  it("shows the first doctor and 'Все врачи' before Swiper is needed", async () => {
    const { container } = renderSlider();
    const section = await screen.findByRole('region', { name: 'Наши врачи' });
    await within(section).findByText('Врач номер 1');
    expect(within(section).getByRole('link', { name: 'Все врачи' }).getAttribute('href')).toBe(
      '/doctors-list/list',
    );
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('near the viewport, slides the first 3 doctors with the options of the spec', async () => {
    const { container } = renderSlider();
    await screen.findByText('Врач номер 1');
    // Awaited: the slides read their catalogue through `use`, and a sync act leaves such a render in its queue.
    await act(async () => scrollIntoView());
    await vi.waitFor(() => expect(container.querySelectorAll('.swiper-slide')).toHaveLength(3));
    const links = [...container.querySelectorAll('.swiper-slide a')].map((a) => a.getAttribute('href'));
    expect(links.sort()).toEqual(['/doctors-list/vrach-1', '/doctors-list/vrach-2', '/doctors-list/vrach-3']);
    expect(screen.queryByText('Врач номер 4')).toBeNull();
    const swiper = container.querySelector<SwiperElement>('.swiper')?.swiper;
    expect(swiper?.params).toMatchObject({ loop: true, speed: 300, slidesPerView: 1, threshold: 5 });
    expect(swiper?.params.autoplay.delay).toBe(5000);
  });

  it('lets Tab reach only the shown doctor: the slides off screen are inert', async () => {
    const { container } = renderSlider();
    await screen.findByText('Врач номер 1');
    await act(async () => scrollIntoView());
    await vi.waitFor(() => expect(container.querySelectorAll('.swiper-slide')).toHaveLength(3));
    const reachable = [...container.querySelectorAll<HTMLElement>('.swiper-slide:not([inert]) a')];
    expect(reachable.map((a) => a.getAttribute('href'))).toEqual(['/doctors-list/vrach-1']);
    // Focus inside pauses the autoplay, as hovering does, and leaving resumes it (WCAG 2.2.2).
    const autoplay = container.querySelector<SwiperElement>('.swiper')?.swiper.autoplay;
    if (!autoplay) throw new Error('the slider has no autoplay');
    const pause = vi.spyOn(autoplay, 'pause');
    const resume = vi.spyOn(autoplay, 'resume');
    act(() => reachable[0]?.focus());
    expect(pause).toHaveBeenCalled();
    act(() => reachable[0]?.blur());
    expect(resume).toHaveBeenCalled();
  });
});
