/**
 * The UI kit's global styles cut to what one page uses, for its head: Chakra's global CSS is ≈ 37 KB (its reset,
 * 441 custom properties of tokens, 33 keyframes in two spellings), of which a page's markup uses ≈ 50 properties
 * and a keyframe or two. A custom property or a keyframe does nothing unless something names it, so the ones
 * nothing names are left out: what remains is the reset and base rules, the properties the page's rules, markup
 * and those rules name (and the ones those name in turn), and the keyframes their animations name. The browser
 * adds the whole set before it inserts a rule of its own (serverStyles.ts), so what scripts render later (a
 * dialog) has every token. The text is parsed once per distinct global CSS (the same for every page of a build).
 */

/** A rule with declarations, or a block of rules (`@layer`, `@media`, `@keyframes`), or a statement. */
type CssNode =
  | { kind: 'rule'; prelude: string; declarations: Declaration[] }
  | { kind: 'block'; prelude: string; children: CssNode[] }
  /** Kept or dropped whole, by its name. */
  | { kind: 'keyframes'; prelude: string; name: string; body: string }
  | { kind: 'statement'; text: string };

interface Declaration {
  text: string;
  /** The custom property it defines (`--chakra-colors-fg`), or null for any other property. */
  defines: string | null;
  /** The custom properties its value names with `var()`. */
  names: string[];
}

interface ParsedGlobal {
  nodes: CssNode[];
  /** What each custom property's definitions name in turn. */
  definitions: Map<string, string[]>;
  /** The custom properties named by the other declarations (the reset's, the base's). */
  namedByRules: string[];
}

const VAR_NAME = /var\(\s*(--(?:[\w-]|\\.)+)/g;
const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)$/;
/** The values that may name a keyframe: an animation's, or a custom property's (a token such as Chakra's animations). */
const ANIMATION_VALUE = /(?:(?:-webkit-)?animation(?:-name)?|--[\w-]+)\s*:([^;}]*)/g;

const namesIn = (text: string): string[] => [...text.matchAll(VAR_NAME)].map(([, name = '']) => name);

/** The positions of `text` from `from` on that are outside quoted strings (a backslash escapes inside one). */
function* unquoted(text: string, from = 0): Generator<number> {
  let quote: string | null = null;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else yield i;
  }
}

/** Splits `text` at `separator` where it is outside quotes, parentheses and braces. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (const i of unquoted(text)) {
    const char = text[i];
    if (char === '(' || char === '{') depth++;
    else if (char === ')' || char === '}') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The first position from `from` on, outside quotes, whose character is one of `stops`; the text's end if none. */
function firstOf(text: string, from: number, stops: string): number {
  for (const i of unquoted(text, from)) if (stops.includes(text[i] as string)) return i;
  return text.length;
}

/** The top-level nodes of minified CSS (emotion's output): preludes, their bodies, and statements. */
function parseNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const j = firstOf(css, i, '{;');
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] === ';') {
      if (prelude) nodes.push({ kind: 'statement', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    // The body runs to the matching `}`.
    let depth = 0;
    let k = css.length;
    let nested = false;
    for (const at of unquoted(css, j)) {
      if (css[at] === '{') {
        depth++;
        if (depth > 1) nested = true;
      } else if (css[at] === '}' && --depth === 0) {
        k = at;
        break;
      }
    }
    const body = css.slice(j + 1, k);
    const keyframes = KEYFRAMES.exec(prelude)?.[1];
    if (keyframes) nodes.push({ kind: 'keyframes', prelude, name: keyframes, body });
    else if (nested || prelude.startsWith('@'))
      nodes.push({ kind: 'block', prelude, children: parseNodes(body) });
    else {
      const declarations = splitTopLevel(body, ';')
        .map((text) => text.trim())
        .filter(Boolean)
        .map((text): Declaration => {
          const property = text.slice(0, text.indexOf(':')).trim();
          return { text, defines: property.startsWith('--') ? property : null, names: namesIn(text) };
        });
      nodes.push({ kind: 'rule', prelude, declarations });
    }
    i = k + 1;
  }
  return nodes;
}

function parseGlobal(css: string): ParsedGlobal {
  const nodes = parseNodes(css);
  const definitions = new Map<string, string[]>();
  const namedByRules: string[] = [];
  const visit = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === 'block') visit(node.children);
      if (node.kind !== 'rule') continue;
      for (const declaration of node.declarations) {
        if (declaration.defines === null) namedByRules.push(...declaration.names);
        else
          definitions.set(declaration.defines, [
            ...(definitions.get(declaration.defines) ?? []),
            ...declaration.names,
          ]);
      }
    }
  };
  visit(nodes);
  return { nodes, definitions, namedByRules };
}

const parsed = new Map<string, ParsedGlobal>();

function parsedOnce(css: string): ParsedGlobal {
  let global = parsed.get(css);
  if (!global) {
    // Builds have one global text (two with a test's system); a bound keeps a stray caller from growing it.
    if (parsed.size >= 8) parsed.clear();
    global = parseGlobal(css);
    parsed.set(css, global);
  }
  return global;
}

function emit(
  nodes: CssNode[],
  keep: (declaration: Declaration) => boolean,
  keyframes: (name: string) => boolean,
): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'statement') out += node.text;
    else if (node.kind === 'rule') {
      const kept = node.declarations.filter(keep);
      if (kept.length) out += `${node.prelude}{${kept.map((d) => d.text).join(';')};}`;
    } else if (node.kind === 'keyframes') {
      if (keyframes(node.name)) out += `${node.prelude}{${node.body}}`;
    } else {
      const inner = emit(node.children, keep, keyframes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** What a page uses: its own rules (emotion's, for its classes) and its markup (`style` attributes name tokens too). */
export interface PageStyles {
  rules: string;
  markup: string;
}

/**
 * `globalCss` without the custom properties and keyframes that nothing of the page names, directly or through
 * the global rules and the properties they keep.
 */
export function usedGlobalStyles(globalCss: string, page: PageStyles): string {
  const global = parsedOnce(globalCss);
  const needed = new Set<string>();
  const queue = [...namesIn(page.rules), ...namesIn(page.markup), ...global.namedByRules];
  while (queue.length) {
    const name = queue.pop() as string;
    if (needed.has(name)) continue;
    needed.add(name);
    queue.push(...(global.definitions.get(name) ?? []));
  }
  const keep = (declaration: Declaration) => declaration.defines === null || needed.has(declaration.defines);
  // An animation names its keyframes in a rule of the page, of the global styles, or in a kept token's value.
  const words = new Set<string>();
  for (const [, value = ''] of `${page.rules}\n${emit(global.nodes, keep, () => false)}`.matchAll(
    ANIMATION_VALUE,
  ))
    for (const word of value.match(/[\w-]+/g) ?? []) words.add(word);
  return emit(global.nodes, keep, (name) => words.has(name));
}

/** What emotion's server extraction gives for a page: its HTML and its style chunks, the global ones keyed `…-global`. */
interface CriticalChunks {
  html: string;
  styles: { key: string; ids: string[]; css: string }[];
}

/** The page's style chunks with its global ones cut to what the page uses (usedGlobalStyles). */
export function withUsedGlobalStyles<T extends CriticalChunks>(critical: T): T {
  const isGlobal = (key: string) => key.endsWith('-global');
  const rules = critical.styles
    .filter((style) => !isGlobal(style.key))
    .map((style) => style.css)
    .join('');
  const page = { rules, markup: critical.html };
  return {
    ...critical,
    styles: critical.styles.map((style) =>
      isGlobal(style.key) ? { ...style, css: usedGlobalStyles(style.css, page) } : style,
    ),
  };
}
