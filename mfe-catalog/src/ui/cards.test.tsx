import { ClinicProviders, type Promotion, type Service } from '@clinic/shared';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CATALOGS } from '../messages/catalogText';
import { WIDGET_CATALOGS } from '../messages/widgets/widgetText';
import { DiscountCard } from './DiscountCard';
import { PromotionCard } from './PromotionCard';
import { ServiceListCard } from './ServiceListCard';
import { TopServiceCard } from './TopServiceCard';

// A page's catalogues are in before it renders (its route's prepare loads them).
beforeAll(() => Promise.all([PAGE_CATALOGS.load('ru'), WIDGET_CATALOGS.load('ru')]));
afterEach(cleanup);

const mount = (node: ReactNode) =>
  render(
    <ClinicProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </ClinicProviders>,
  );

const LONG_NAME = 'Суточное мониторирование артериального давления (СМАД) по назначению врача';
const LONG_TEXT =
  'Подарите близким заботу о здоровье: сертификат на любую программу check-up, действует двенадцать месяцев.';
const service = {
  id: 1,
  slug: 'smad',
  name: LONG_NAME,
  description: LONG_TEXT,
  price: 14000,
  discount: 10,
  is_for_childs: true,
  is_for_olders: true,
} as Service;
const promotion = {
  id: 2,
  slug: 'cert',
  name: LONG_NAME,
  description: LONG_TEXT,
  price: 50000,
  discount: 20,
  file: '/media/docs/promotion-cert.pdf',
  is_certificate: true,
} as Promotion;

/** The text a sighted patient sees (the whole name stays in the DOM for screen readers only). */
const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;

// SPEC §9 truncation: service name 30 characters on lists, 40 on discount cards; promotion card description 60;
// top service card description on mobile 80.
describe('truncations on the cards', () => {
  it("cuts a service name on the category list to 30 characters with '...', keeps the tag and the price", () => {
    const { container } = mount(<ServiceListCard service={service} isMobile />);
    expect(shown(container)).toBe(`${LONG_NAME.slice(0, 30)}...`);
    expect(screen.getByRole('link').textContent).toContain(LONG_NAME);
    expect(screen.getByText('детское')).toBeTruthy();
    expect(screen.getByText('Цена по акции*')).toBeTruthy();
    expect(screen.getByText(/^от 14\s000/)).toBeTruthy();
  });

  it('has no promo-price mark on desktop or without a discount', () => {
    mount(<ServiceListCard service={{ ...service, discount: null }} isMobile />);
    expect(screen.queryByText('Цена по акции*')).toBeNull();
    cleanup();
    mount(<ServiceListCard service={service} isMobile={false} />);
    expect(screen.queryByText('Цена по акции*')).toBeNull();
  });

  it('cuts a name on a discount card to 40 characters', () => {
    const { container } = mount(<DiscountCard promotion={promotion} />);
    expect(shown(container)).toBe(`${LONG_NAME.slice(0, 40)}...`);
  });

  it('cuts a promotion card description to 60 characters and styles a certificate purple', () => {
    const { container } = mount(<PromotionCard promotion={promotion} withImage={false} />);
    expect(screen.getByText(`${LONG_TEXT.slice(0, 60)}...`)).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('data-variant')).toBe('purple');
    expect(screen.getByRole('link', { name: 'Рекомендации (PDF)' }).getAttribute('href')).toBe(
      promotion.file,
    );
  });

  it('cuts a top service description to 80 characters on mobile only', () => {
    mount(<TopServiceCard service={service} large withImage={false} isMobile />);
    expect(screen.getByText(`${LONG_TEXT.slice(0, 80)}...`)).toBeTruthy();
    cleanup();
    mount(<TopServiceCard service={service} large withImage={false} isMobile={false} />);
    expect(screen.getByText(LONG_TEXT)).toBeTruthy();
  });
});
