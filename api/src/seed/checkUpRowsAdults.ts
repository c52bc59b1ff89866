import { BASE_BLOOD, type ParentCheckUpRow } from './checkUpRow';

export const CHECK_UPS_FOR_WOMEN_AND_MEN: readonly ParentCheckUpRow[] = [
  {
    slug: 'zhenskoe-zdorove',
    name: 'Check-up «Женское здоровье»',
    short_description: 'Гинеколог, УЗИ и гормоны: ежегодный осмотр за один визит.',
    short_tags: ['Гинеколог', 'УЗИ', 'Гормоны'],
    checkUps: [
      {
        slug: 'zhenskiy-bazovyy',
        name: 'Женский базовый',
        description: 'Ежегодный профилактический осмотр.',
        price: 32000,
        analyses: [...BASE_BLOOD, 'ТТГ'],
        specialists: ['Гинеколог'],
        extra: ['УЗИ органов малого таза', 'Кольпоскопия'],
      },
      {
        slug: 'planirovanie-beremennosti',
        name: 'Планирование беременности',
        description: 'Обследование перед зачатием.',
        price: 58000,
        analyses: [...BASE_BLOOD, 'АМГ', 'Краснуха IgG', 'Токсоплазма IgG'],
        specialists: ['Гинеколог', 'Терапевт'],
      },
      {
        slug: 'zhenskiy-onkoskrining',
        name: 'Онкоскрининг для женщин',
        description: 'Раннее выявление опухолей.',
        price: 45000,
        analyses: ['СА-125', 'HE4', 'ПАП-тест'],
        specialists: ['Онколог-маммолог'],
        extra: ['Маммография'],
      },
    ],
  },
  {
    slug: 'muzhskoe-zdorove',
    name: 'Check-up «Мужское здоровье»',
    short_description: 'Уролог, гормоны и ПСА — для мужчин старше 30 лет.',
    short_tags: ['Уролог', 'ПСА', 'Гормоны'],
    checkUps: [
      {
        slug: 'muzhskoy-bazovyy',
        name: 'Мужской базовый',
        description: 'Ежегодный осмотр уролога.',
        price: 30000,
        analyses: [...BASE_BLOOD, 'ПСА общий'],
        specialists: ['Уролог'],
        extra: ['УЗИ предстательной железы'],
      },
      {
        slug: 'muzhskoy-gormonalnyy',
        name: 'Гормональный профиль',
        description: 'Энергия, вес и либидо.',
        price: 41000,
        analyses: ['Тестостерон', 'ГСПГ', 'Эстрадиол', 'Пролактин'],
        specialists: ['Эндокринолог'],
      },
    ],
  },
  {
    slug: 'posle-40',
    name: 'Check-up «Здоровье после 40»',
    short_description: 'Комплексная проверка организма: сердце, обмен веществ, онкоскрининг.',
    short_tags: ['Терапевт', 'Онкомаркеры', 'УЗИ'],
    checkUps: [
      {
        slug: 'posle-40-standart',
        name: 'Стандарт 40+',
        description: 'Базовый скрининг.',
        price: 52000,
        analyses: [...BASE_BLOOD, 'Липидограмма', 'HbA1c'],
        specialists: ['Терапевт'],
        extra: ['УЗИ брюшной полости', 'ЭКГ'],
      },
      {
        slug: 'posle-40-premium',
        name: 'Премиум 40+',
        description: 'Всё за один день.',
        price: 98000,
        analyses: [...BASE_BLOOD, 'Онкомаркеры', 'Витамин D'],
        specialists: ['Терапевт', 'Кардиолог', 'Эндокринолог'],
      },
    ],
  },
];
