import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Mutable state at the top of a module in the code patients' browsers and the render threads run: a `let` or `var`,
 * a `const` made as a Map, Set, WeakMap or WeakSet, or an empty list not typed readonly. Such state outlives a render on the server and a page in a
 * test, and is shared by every remote on the page. It is allowed only where it is named below, each with why.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['shared', 'shell', 'mfe-catalog', 'mfe-analyses', 'mfe-doctors', 'mfe-booking'];
const COLLECTIONS = /^(Map|Set|WeakMap|WeakSet)$/;

/** Global on purpose: made once on first use, or memos whose answer never depends on who asks. */
const CACHES: Record<string, string> = {
  'shared/src/api/http.ts client': 'the one axios instance, downloaded on first use',
  'shared/src/api/http.ts recordLocales': "a render's language, keyed by its record (gone with it)",
  'shared/src/api/http.ts inFlightByRender': "a render's reads on their way, keyed by its record",
  'shared/src/html/sanitizeHtml.ts serverWindow': "the render thread's one jsdom window",
  'shared/src/html/sanitizeHtml.ts sanitizer': 'DOMPurify, loaded on first use',
  'shared/src/html/sanitizeHtml.ts kept': "the render thread's memo of sanitised HTML (none in a browser)",
  'shared/src/i18n/catalogs.ts instances': 'one Lingui instance per language',
  'shared/src/i18n/catalogs.ts compiler': 'the message compiler, loaded on first use',
  'shared/src/search/match.ts stems': "a word's stem, by the word",
  'shared/src/search/match.ts readRulesCache': 'the synonyms read once per rule set',
  'shared/src/ssr/serverStyles.ts completed': 'emotion caches whose styles are already in the head',
  'shared/src/ssr/usedGlobalStyles.ts parsed': 'global style sheets parsed once per text',
  'shared/src/ui/system.ts base': 'the Chakra system, made once on first use',
  'shared/src/ui/system.ts system': 'the Chakra system with the clinic tokens, made once',
  'shared/src/ui/system.ts withoutGlobalStyles': 'the same without global CSS, made once',
  'shared/src/ui/useInteractiveKit.ts kit': "the UI kit's interactive parts, downloaded on first use",
  'shared/src/routing/routeStarts.ts NOTHING_STARTED': 'an empty set handed out, never written',
  'shared/src/seo/structuredDataProblems.ts KNOWN': 'a constant lookup',
  'shared/src/seo/structuredDataProblems.ts OFFER_KEYS': 'a constant lookup',
  'shell/src/federation/runChunk.ts runChunks': 'the chunk files this page has run (a page runs one once)',
  'mfe-analyses/src/pages/analysis-list/search.ts indexes': 'a search index per analyses array',
  'mfe-booking/src/booking/pickedDay.ts dayFormats': 'one Intl formatter per language',
  'mfe-booking/src/booking/sendError.ts SITE_REFUSALS': 'a constant lookup',
};

/**
 * State of the page in the browser that belongs in its effector scope and start-up instances (docs/architecture.md
 * § Data). The list may only shrink: a new entry fails this test, and so does one no longer there.
 */
const STILL_TO_MOVE = [
  'shared/src/api/http.ts baseUrl',
  'shared/src/api/http.ts seeded',
  'shared/src/api/http.ts recording',
  'shared/src/api/http.ts browserInFlight',
  'shell/src/rum/facts.ts waiting',
  'shell/src/rum/facts.ts handle',
  'shell/src/rum/facts.ts failed',
  'shell/src/rum/pageFacts.ts views',
  'shell/src/rum/pageFacts.ts loaded',
  'shell/src/rum/pageFacts.ts onPage',
  'shell/src/rum/pageFacts.ts versions',
  'shell/src/rum/pageFacts.ts countedLoads',
  'shell/src/rum/pageFacts.ts failuresWaiting',
  'shell/src/rum/pageFacts.ts token',
  'mfe-analyses/src/pages/analysis-list/useSelected.ts listeners',
  'mfe-analyses/src/pages/analysis-list/useSelected.ts previous',
  'mfe-booking/src/booking/proof.ts next',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** `<file> <name>` of each module-level binding that can change. */
export function moduleState(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) => {
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    return statement.declarationList.declarations
      .filter((declaration) => {
        const made = declaration.initializer;
        if (!constant) return true;
        if (made !== undefined && ts.isNewExpression(made))
          return COLLECTIONS.test(made.expression.getText());
        // An empty list at the top of a module is there to be filled, unless its type says it cannot be.
        const emptyList =
          made !== undefined && ts.isArrayLiteralExpression(made) && made.elements.length === 0;
        return emptyList && !/^readonly |^Readonly|^never\[\]$/.test(declaration.type?.getText() ?? '');
      })
      .map((declaration) => `${file} ${declaration.name.getText()}`);
  });
}

describe('module-level state in the browser code', () => {
  it('finds a let, a var and a collection, and not a constant', () => {
    const text = [
      'let a = 1;',
      'var b;',
      'const c = new Map();',
      'const d = new WeakSet();',
      "const e = ['x'];",
      'const queue: string[] = [];',
      'const none: readonly string[] = [];',
      'const never: never[] = [];',
      'const f = Object.freeze({});',
      'export let g = 2;',
      'function h() { let inner = 1; return inner; }',
    ].join('\n');
    expect(moduleState('x.ts', text)).toEqual([
      'x.ts a',
      'x.ts b',
      'x.ts c',
      'x.ts d',
      'x.ts queue',
      'x.ts g',
    ]);
  });

  it('is only the caches named, and the page state still to move into the scope', () => {
    const found = PACKAGES.flatMap((name) =>
      sourceFiles(path.join(ROOT, name, 'src')).flatMap((file) =>
        moduleState(path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
      ),
    );
    expect(found.filter((entry) => !(entry in CACHES)).sort()).toEqual([...STILL_TO_MOVE].sort());
    expect(Object.keys(CACHES).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
