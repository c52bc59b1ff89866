import { SCHEMA_TYPES } from './structuredData';

const KNOWN = new Set<string>(SCHEMA_TYPES);
/** Where a price may hang: a thing's offers, a provider's offers, or the page's own Offer at the top. */
const OFFER_KEYS = new Set(['offers', 'makesOffer', '']);

/**
 * What is wrong with one page's JSON-LD by the rules the site keeps (the unit tests and the e2e check of every
 * page read it): each object a typed node of a type in SCHEMA_TYPES (checked against schema-dts), the top ones
 * in schema.org's context, and a price only ever in an Offer (schema.org has no price on a Service or a
 * Physician, nor offers on a MedicalTest: a price elsewhere is ignored), that Offer in KZT under `offers` or
 * `makesOffer` of the priced thing, or the page's own.
 */
export function structuredDataProblems(items: readonly unknown[]): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, path: string, key: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, `${path}[${index}]`, key);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const data = node as Record<string, unknown>;
    const type = data['@type'];
    if (typeof type !== 'string') problems.push(`${path}: an object without @type`);
    else if (!KNOWN.has(type)) problems.push(`${path}: @type ${type} is not one of SCHEMA_TYPES`);
    if ('price' in data || 'priceCurrency' in data) {
      if (type !== 'Offer') problems.push(`${path}: a price on a ${String(type)}, not in an Offer`);
      if (typeof data.price !== 'number' || data.price < 0)
        problems.push(`${path}: price ${String(data.price)}`);
      if (data.priceCurrency !== 'KZT') problems.push(`${path}: currency ${String(data.priceCurrency)}`);
    }
    if (type === 'Offer' && !OFFER_KEYS.has(key)) problems.push(`${path}: an Offer under «${key}»`);
    for (const [name, value] of Object.entries(data)) visit(value, `${path}.${name}`, name);
  };
  for (const [index, item] of items.entries()) {
    const context = (item as Record<string, unknown> | null)?.['@context'];
    if (context !== 'https://schema.org') problems.push(`[${index}]: @context ${String(context)}`);
    visit(item, `[${index}]`, '');
  }
  return problems;
}
