import type { Review } from '@clinic/shared';
import type { Random } from './random';

const REVIEW_POOL: readonly Omit<Review, 'created_at'>[] = [
  { name: 'Айгуль', star: 5, review: 'Очень внимательный врач, всё подробно объяснила и расписала лечение.' },
  {
    name: 'Сергей',
    star: 5,
    review: 'Приём начался вовремя, без очередей. Рекомендации понятные, уже лучше.',
  },
  { name: 'Мадина', star: 4, review: 'Хороший специалист, но пришлось немного подождать в коридоре.' },
  {
    name: 'Ольга',
    star: 5,
    review: 'Спасибо за терпение и доброе отношение! Обязательно приду на повторный приём.',
  },
  { name: 'Ержан', star: 3, review: 'Консультация нормальная, хотелось бы больше времени на вопросы.' },
  {
    name: 'Наталья',
    star: 5,
    review: 'Врач от Бога. Наконец-то разобрались с причиной, которую искали два года.',
  },
  {
    name: 'Тимур',
    star: 4,
    review: 'Всё чётко и по делу, результаты анализов пришли на почту на следующий день.',
  },
  { name: 'Динара', star: 5, review: 'Ходим всей семьёй. Ребёнок не боится, а это дорогого стоит.' },
  {
    name: 'Алексей',
    star: 2,
    review: 'Приём перенесли в последний момент, осадок остался, хотя сам врач грамотный.',
  },
  {
    name: 'Жанна',
    star: 5,
    review: 'Профессионал своего дела: внимательно посмотрела все старые обследования.',
  },
  {
    name: 'Руслан',
    star: 4,
    review: 'Удобная запись онлайн, приятная клиника, врач объясняет простым языком.',
  },
  { name: 'Гульнар', star: 5, review: 'Огромная благодарность! Назначения помогли уже через неделю.' },
  { name: 'Ирина', star: 4, review: 'Доброжелательно и без навязывания лишних услуг. Рекомендую.' },
  { name: 'Асель', star: 5, review: 'Лучший врач, у которого я была. Спокойно, подробно и с заботой.' },
];

const DAY_MS = 86_400_000;
const FIRST_REVIEW_DAY = Date.UTC(2024, 2, 1);

/** `count` different reviews from the pool, newest first, dated between March 2024 and October 2025. */
export function pickReviews(random: Random, count: number): Review[] {
  const pool = [...REVIEW_POOL];
  const reviews: Review[] = [];
  while (reviews.length < count && pool.length > 0) {
    const [picked] = pool.splice(random.int(0, pool.length - 1), 1);
    if (!picked) break;
    // Opening hours 08:00–20:00 in Almaty (UTC+5) are 03:00–15:00 UTC.
    const time = FIRST_REVIEW_DAY + random.int(0, 600) * DAY_MS + random.int(3 * 60, 15 * 60) * 60_000;
    reviews.push({ ...picked, created_at: new Date(time).toISOString() });
  }
  return reviews.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
