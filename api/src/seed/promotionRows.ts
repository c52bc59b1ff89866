import type { Audience } from './serviceRow';
import type { KazakhTexts } from './texts';

/** Hand-written facts about one promotion; promotions.ts turns them into the API shape. */
export interface PromotionRow extends KazakhTexts<'name' | 'description'> {
  slug: string;
  name: string;
  /** Layout tab of SPEC §2: diagnostic, surgery, dentistry, plastic, cosmetology, eco, childhood, oncology. */
  category: string;
  description: string;
  price: number;
  discount?: number;
  resultInMinutes?: number;
  audience: Audience;
  points: string[];
  steps: string[];
  warning?: string;
  certificate?: boolean;
  image?: boolean;
}

export const PROMOTION_ROWS: readonly PromotionRow[] = [
  {
    slug: 'kompleksnoe-uzi',
    name: 'Комплексное УЗИ со скидкой 20%',
    category: 'diagnostic',
    description: 'УЗИ брюшной полости, почек и щитовидной железы за один визит — удобно и выгоднее на 20%.',
    kk: {
      name: '20% жеңілдікпен кешенді УДЗ',
      description:
        'Құрсақ қуысының, бүйректің және қалқанша безінің УДЗ бір келгенде — ыңғайлы әрі 20% тиімдірек.',
    },
    price: 18400,
    discount: 20,
    resultInMinutes: 40,
    audience: 'all',
    points: ['Три исследования подряд', 'Один врач — одно заключение', 'Снимки на почту'],
    steps: ['Запишитесь на удобное время', 'Придите натощак', 'Получите заключение сразу'],
    warning: 'Акция действует до конца месяца и не суммируется с другими скидками.',
  },
  {
    slug: 'konsultatsiya-khirurga',
    name: 'Консультация хирурга и УЗИ мягких тканей',
    category: 'surgery',
    description: 'Осмотр хирурга и УЗИ образования в один день.',
    kk: {
      name: 'Хирург кеңесі және жұмсақ тіндердің УДЗ',
      description: 'Хирургтың тексеруі және түзілімнің УДЗ бір күнде.',
    },
    price: 14000,
    discount: 15,
    resultInMinutes: 30,
    audience: 'adults',
    points: ['Оценка липом, атером и грыж', 'План лечения'],
    steps: ['Осмотр хирурга', 'УЗИ мягких тканей', 'Рекомендации'],
  },
  {
    slug: 'gigiena-polosti-rta',
    name: 'Профессиональная гигиена полости рта',
    category: 'dentistry',
    description:
      'Ультразвуковая чистка, Air Flow и полировка с фторированием — зубы чистые до следующего осмотра.',
    kk: {
      name: 'Ауыз қуысының кәсіби гигиенасы',
      description:
        'Ультрадыбыспен тазалау, Air Flow және фторлаумен жылтырату — тістер келесі тексеруге дейін таза.',
    },
    price: 22000,
    discount: 30,
    resultInMinutes: 60,
    audience: 'all',
    points: ['Ультразвук', 'Air Flow', 'Фторирование'],
    steps: ['Осмотр стоматолога', 'Чистка', 'Рекомендации по уходу'],
    warning: 'Не рекомендуется при обострении заболеваний дёсен.',
  },
  {
    slug: 'konsultatsiya-plasticheskogo-khirurga',
    name: 'Консультация пластического хирурга',
    category: 'plastic',
    description: 'Первичная консультация и 3D-моделирование результата.',
    kk: { name: 'Пластикалық хирург кеңесі', description: 'Алғашқы кеңес және нәтижені 3D-модельдеу.' },
    price: 10000,
    discount: 50,
    audience: 'adults',
    image: false,
    points: ['Разбор пожеланий', 'Список обследований перед операцией'],
    steps: ['Консультация', 'Моделирование', 'План операции'],
  },
  {
    slug: 'chistka-litsa',
    name: 'Комбинированная чистка лица',
    category: 'cosmetology',
    description: 'Ультразвуковая и механическая чистка с успокаивающей маской для всех типов кожи.',
    kk: {
      name: 'Бетті аралас тазалау',
      description:
        'Терінің барлық түріне арналған ультрадыбыстық және механикалық тазалау, тыныштандыратын маскамен.',
    },
    price: 16000,
    discount: 25,
    resultInMinutes: 90,
    audience: 'adults',
    points: ['Ультразвуковая чистка', 'Механическая чистка', 'Альгинатная маска'],
    steps: ['Демакияж', 'Чистка', 'Маска и крем'],
    warning: 'После процедуры 2 дня избегайте солнца и сауны.',
  },
  {
    slug: 'podarochnyy-sertifikat',
    name: 'Подарочный сертификат на check-up',
    category: 'eco',
    description:
      'Подарите близким заботу о здоровье: сертификат на любую программу check-up, действует 12 месяцев.',
    kk: {
      name: 'Check up-қа сыйлық сертификаты',
      description:
        'Жақындарыңызға денсаулық қамын сыйлаңыз: кез келген Check up бағдарламасына сертификат, 12 ай жарамды.',
    },
    price: 50000,
    audience: 'all',
    certificate: true,
    points: ['Любой номинал от 10 000 ₸', 'Электронный или на бланке', 'Действует 12 месяцев'],
    steps: ['Выберите номинал', 'Оплатите в клинике или онлайн', 'Подарите'],
  },
  {
    slug: 'osmotr-k-shkole',
    name: 'Осмотр к школе',
    category: 'childhood',
    description: 'Все специалисты и анализы для справки 086/у за одно утро.',
    kk: {
      name: 'Мектепке бару алдындағы тексеру',
      description: '086/е анықтамасына қажетті барлық мамандар мен талдаулар — бір таңда.',
    },
    price: 24000,
    discount: 10,
    resultInMinutes: 180,
    audience: 'children',
    points: ['Педиатр, окулист, ЛОР, невролог, стоматолог', 'ОАК и ОАМ'],
    steps: ['Сдайте анализы утром', 'Пройдите специалистов', 'Заберите справку'],
    warning: 'Возьмите с собой прививочный сертификат.',
  },
  {
    slug: 'onkoskrining-dlya-zhenshchin',
    name: 'Онкоскрининг для женщин',
    category: 'oncology',
    description: 'Маммография, ПАП-тест, онкомаркеры СА-125 и HE4 с консультацией онколога-маммолога.',
    kk: {
      name: 'Әйелдерге арналған онкоскрининг',
      description: 'Маммография, ПАП-тест, СА-125 және HE4 онкомаркерлері, онколог-маммолог кеңесімен.',
    },
    price: 39000,
    discount: 20,
    resultInMinutes: 120,
    audience: 'adults',
    points: ['Маммография', 'Жидкостная цитология', 'Онкомаркеры СА-125 и HE4', 'Консультация онколога'],
    steps: ['Анализы и маммография', 'Гинекологический осмотр', 'Заключение онколога'],
    warning: 'Маммографию лучше проходить на 5–12 день цикла.',
  },
];
