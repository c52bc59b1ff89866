import type { Service, ServiceCategory } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { topCardLayout, topServicesOf } from './model';

const category = (id: number, sort: number): ServiceCategory => ({
  id,
  name: `c${id}`,
  slug: `c${id}`,
  sort,
});
const service = (id: number, categoryId: number) =>
  ({ id, slug: `s${id}`, name: `s${id}`, category_service: { id: categoryId, name: '' } }) as Service;

describe("top services (SPEC §2: 'ТОП 5', the list filtered by the selected category)", () => {
  const services = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => service(id, id % 2 === 0 ? 10 : 20));

  it('takes the first five services of the category with sort 1', () => {
    const top = topServicesOf(services, [category(10, 2), category(20, 1)]);
    expect(top.map((s) => s.id)).toEqual([1, 3, 5, 7]);
    const moreTop = topServicesOf(
      [...services, ...[9, 11, 13].map((id) => service(id, 20))],
      [category(20, 1)],
    );
    expect(moreTop.map((s) => s.id)).toEqual([1, 3, 5, 7, 9]);
  });

  it('falls back to the first five services when no category has sort 1', () => {
    expect(topServicesOf(services, [category(10, 2)]).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, false],
    [3, true, true],
    [4, true, false],
  ])('card %i: large %s, image %s', (index, large, withImage) => {
    expect(topCardLayout(index)).toEqual({ large, withImage });
  });
});
