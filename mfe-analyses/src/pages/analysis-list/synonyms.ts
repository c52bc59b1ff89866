import type { Synonym } from '@clinic/shared/search';

/**
 * The analyses team's synonyms: what patients type for what the names call otherwise. `says` is matched in any
 * form (and with one slip, from five letters), `means` as the start of a word in a name (or its stem). Each entry
 * must find something in the catalogue (synonyms.test.ts checks it against the seed). How to add one:
 * docs/search.md.
 */
export const ANALYSIS_SYNONYMS: readonly Synonym[] = [
  { says: 'сахар', means: ['глюкоза', 'гликированный', 'фруктозамин'] },
  { says: 'диабет', means: ['глюкоза', 'гликированный', 'инсулин', 'с-пептид', 'фруктозамин', 'homa'] },
  { says: 'щитовидка', means: ['ттг', 'т3', 'т4', 'тиреопероксидазе', 'тиреоглобулин', 'кальцитонин'] },
  {
    says: 'щитовидная железа',
    means: ['ттг', 'т3', 'т4', 'тиреопероксидазе', 'тиреоглобулин', 'кальцитонин'],
  },
  { says: 'печёночные пробы', means: ['алт', 'аст', 'ггт', 'билирубин', 'щелочная фосфатаза', 'альбумин'] },
  { says: 'печень', means: ['алт', 'аст', 'ггт', 'билирубин', 'щелочная фосфатаза', 'гепатит', 'hbsag'] },
  { says: 'почки', means: ['креатинин', 'мочевина', 'мочевая кислота', 'микроальбумин'] },
  { says: 'анемия', means: ['ферритин', 'железо', 'трансферрин', 'ожсс', 'b12', 'фолиевая', 'ретикулоциты'] },
  { says: 'свёртываемость', means: ['коагулограмма', 'протромбин', 'ачтв', 'фибриноген', 'd-димер'] },
  { says: 'женские гормоны', means: ['лг', 'фсг', 'пролактин', 'эстрадиол', 'прогестерон', 'амг'] },
  { says: 'онкомаркеры', means: ['пса', 'рэа', 'са', 'афп', 'he4', 'roma', 'cyfra', 'нсе', 'scc'] },
  { says: 'глисты', means: ['гельминтов', 'энтеробиоз', 'описторхоз', 'эхинококк', 'лямблии'] },
  { says: 'сердце', means: ['тропонин', 'nt-probnp', 'миоглобин', 'кфк-мв'] },
  { says: 'ковид', means: ['sars-cov-2'] },
  { says: 'коронавирус', means: ['sars-cov-2'] },
  { says: 'хеликобактер', means: ['helicobacter'] },
  { says: 'беременность', means: ['хгч'] },
  { says: 'впч', means: ['папилломы'] },
];

/** Words a patient's query may carry that no analysis name needs: «анализ на сахар», «сдать ТТГ». */
export const ANALYSIS_FILLERS: readonly string[] = ['анализ', 'на', 'сдать', 'уровень', 'показатель'];

/** Offered when a search finds nothing («Ничего не нашли — попробуйте …»): searches patients make most. */
export const POPULAR_ANALYSIS_SEARCHES: readonly string[] = [
  'общий анализ крови',
  'глюкоза',
  'ТТГ',
  'витамин D',
  'ферритин',
];
