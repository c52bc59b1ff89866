/** Categories of lab analyses; `bloodDraw` is the default of their analyses, `doc` the preparation memo. */
export interface AnalysisCategorySeed {
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
  { id: 1, name: 'Общеклинические исследования', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 2, name: 'Биохимия крови', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 3, name: 'Гормоны щитовидной железы', bloodDraw: true, doc: 'prep-hormones' },
  { id: 4, name: 'Половые гормоны', bloodDraw: true, doc: 'prep-hormones' },
  { id: 5, name: 'Коагулология', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 6, name: 'Инфекции', bloodDraw: true, doc: 'prep-smear' },
  { id: 7, name: 'Аллергология', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 8, name: 'Витамины и микроэлементы', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 9, name: 'Онкомаркеры', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 10, name: 'Иммунология', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 11, name: 'Диабет', bloodDraw: true, doc: 'prep-blood-fasting' },
  { id: 12, name: 'Анализы мочи', bloodDraw: false, doc: 'prep-urine' },
  { id: 13, name: 'Микробиология', bloodDraw: false, doc: 'prep-smear' },
  { id: 14, name: 'Гормоны надпочечников и гипофиза', bloodDraw: true, doc: 'prep-hormones' },
  { id: 15, name: 'Кардиомаркеры', bloodDraw: true, doc: 'prep-blood-fasting' },
];
