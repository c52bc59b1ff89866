import type { KazakhTexts } from './texts';

/** Categories of lab analyses; `bloodDraw` is the default of their analyses, `doc` the preparation memo. */
export interface AnalysisCategorySeed extends KazakhTexts<'name'> {
  id: number;
  name: string;
  bloodDraw: boolean;
  doc: AnalysisDoc;
}

/** Preparation memos shared by many analyses, served as PDFs under /media/docs. */
export const ANALYSIS_DOCS = {
  'prep-blood-fasting': 'Подготовка к сдаче крови натощак',
  'prep-hormones': 'Подготовка к анализам на гормоны',
  'prep-urine': 'Как собрать мочу для анализа',
  'prep-stool': 'Как собрать кал для исследования',
  'prep-smear': 'Подготовка к взятию мазка',
} as const;

export type AnalysisDoc = keyof typeof ANALYSIS_DOCS;

export const ANALYSIS_CATEGORIES: readonly AnalysisCategorySeed[] = [
  {
    id: 1,
    name: 'Общеклинические исследования',
    kk: { name: 'Жалпы клиникалық зерттеулер' },
    bloodDraw: true,
    doc: 'prep-blood-fasting',
  },
  {
    id: 2,
    name: 'Биохимия крови',
    kk: { name: 'Қан биохимиясы' },
    bloodDraw: true,
    doc: 'prep-blood-fasting',
  },
  {
    id: 3,
    name: 'Гормоны щитовидной железы',
    kk: { name: 'Қалқанша безінің гормондары' },
    bloodDraw: true,
    doc: 'prep-hormones',
  },
  {
    id: 4,
    name: 'Половые гормоны',
    kk: { name: 'Жыныстық гормондар' },
    bloodDraw: true,
    doc: 'prep-hormones',
  },
  { id: 5, name: 'Коагулология', kk: { name: 'Коагулология' }, bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 6, name: 'Инфекции', kk: { name: 'Инфекциялық аурулар' }, bloodDraw: true, doc: 'prep-smear' },
  { id: 7, name: 'Аллергология', kk: { name: 'Аллергология' }, bloodDraw: true, doc: 'prep-blood-fasting' },
  {
    id: 8,
    name: 'Витамины и микроэлементы',
    kk: { name: 'Дәрумендер мен микроэлементтер' },
    bloodDraw: true,
    doc: 'prep-blood-fasting',
  },
  { id: 9, name: 'Онкомаркеры', kk: { name: 'Онкомаркерлер' }, bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 10, name: 'Иммунология', kk: { name: 'Иммунология' }, bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 11, name: 'Диабет', kk: { name: 'Қант диабеті' }, bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 12, name: 'Анализы мочи', kk: { name: 'Несеп талдаулары' }, bloodDraw: false, doc: 'prep-urine' },
  { id: 13, name: 'Микробиология', kk: { name: 'Микробиология' }, bloodDraw: false, doc: 'prep-smear' },
  {
    id: 14,
    name: 'Гормоны надпочечников и гипофиза',
    kk: { name: 'Бүйрек үсті бездері мен гипофиз гормондары' },
    bloodDraw: true,
    doc: 'prep-hormones',
  },
  {
    id: 15,
    name: 'Кардиомаркеры',
    kk: { name: 'Кардиомаркерлер' },
    bloodDraw: true,
    doc: 'prep-blood-fasting',
  },
];
