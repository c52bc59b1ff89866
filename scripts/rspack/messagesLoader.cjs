// @ts-check
/**
 * Compiles an app's message catalogue (`src/messages/<locale>.json`, ICU MessageFormat) into Lingui's compiled
 * form at build time, so the page carries no message parser. A catalogue other than Russian is filled from the
 * Russian one beside it, message by message: a string not yet translated shows in Russian, never as its id.
 * Used by the rspack builds (rspack.config.base.ts) and by vitest (vitest.config.mts), so tests read what the
 * page reads.
 */
const fs = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const SOURCE_LOCALE_FILE = 'ru.json';

/**
 * The languages a build ships, from BUILD_LOCALES (`ru`, `ru,kk`); all the app has when unset. A build without
 * a language is what a section team releases before its translation is written: every message of that
 * language in Russian (e2e/nginx releases such a doctors build).
 * @returns {string[] | null}
 */
function buildLocales() {
  const only = process.env.BUILD_LOCALES;
  return only ? only.split(',').map((locale) => locale.trim()) : null;
}

/**
 * @param {string} file the catalogue's path
 * @param {string} source its text
 * @param {string[] | null} shipped the languages the build ships (null: all)
 * @returns {{ code: string, compiled: Record<string, unknown>, sourceFile: string | null }}
 */
function compileCatalog(file, source, shipped = buildLocales()) {
  const locale = path.basename(file, '.json');
  /** @type {Record<string, string>} */
  const messages = !shipped || shipped.includes(locale) || locale === 'ru' ? JSON.parse(source) : {};
  const sourceFile = path.join(path.dirname(file), SOURCE_LOCALE_FILE);
  const filled =
    path.basename(file) === SOURCE_LOCALE_FILE
      ? messages
      : { ...JSON.parse(fs.readFileSync(sourceFile, 'utf8')), ...messages };
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(filled)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    compiled[id] = compileMessage(message);
  }
  return {
    code: `export default ${JSON.stringify(compiled)};\n`,
    compiled,
    sourceFile: filled === messages ? null : sourceFile,
  };
}

/** @this {{ resourcePath: string, addDependency(file: string): void }} @param {string} source */
function messagesLoader(source) {
  const { code, sourceFile } = compileCatalog(this.resourcePath, source);
  if (sourceFile) this.addDependency(sourceFile);
  return code;
}

/**
 * Which files are catalogues: `<app>/src/messages/<two letters>.json`, or one folder deeper for a part of the app
 * with a catalogue of its own (`mfe-catalog/src/messages/widgets/kk.json`).
 */
messagesLoader.CATALOG_FILE = /[\\/]src[\\/]messages[\\/](?:[\w-]+[\\/])?[a-z]{2}\.json$/;
messagesLoader.compileCatalog = compileCatalog;
messagesLoader.buildLocales = buildLocales;
module.exports = messagesLoader;
