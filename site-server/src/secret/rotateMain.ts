/**
 * `node --import tsx site-server/src/secret/rotateMain.ts site|preview [--revoke]`: a new site secret or preview
 * key (signingKeys.ts), in PostgreSQL with DATABASE_URL, else in the deploy root's file (DEPLOY_ROOT, as the site
 * servers'). `npm run rotate-secret` (scripts/secret/rotate.ts) runs it as a process of its own, so scripts/ never
 * imports the site server. Exit 0 when rotated, 1 on a refusal (the reason on stderr), 2 on a usage error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { KEY_NAMES, type KeyName, rotateKey } from './signingKeys';

export const USAGE = `usage: npm run rotate-secret -- site|preview [--revoke]
  site     the site secret (form tokens, booking challenges, page views, view tokens)
  preview  the preview key (preview links)
  --revoke the previous key is refused at once (it leaked); by default it is still accepted for as long as a
           token it signed can live (site: 2 hours; preview: 30 days)
deploy root: DEPLOY_ROOT (default dist/); with DATABASE_URL the key every host shares`;

const when = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

export async function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  let name: KeyName;
  let revoke = false;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { revoke: { type: 'boolean' } },
    });
    if (positionals.length !== 1 || !KEY_NAMES.includes(positionals[0] as KeyName)) throw new Error('usage');
    name = positionals[0] as KeyName;
    revoke = values.revoke === true;
  } catch {
    return { code: 2, out: USAGE };
  }
  try {
    const { deployRoot, databaseUrl } = readConfig(env);
    const record = await rotateKey(name, {
      deployRoot,
      env,
      databaseUrl,
      revoke,
    });
    const where = databaseUrl
      ? 'every host signs with it within 5 s'
      : 'every site server of this deploy root signs with it within a second';
    const previous = record.previous
      ? `the previous one is still accepted until ${when(record.previous.until)}`
      : 'the previous one is refused from now on';
    return { code: 0, out: `${name} key rotated: ${where}; ${previous}` };
  } catch (error) {
    return { code: 1, out: `error: ${(error as Error).message}` };
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void run(process.argv.slice(2), process.env).then(({ code, out }) => {
    (code === 0 ? console.log : console.error)(out);
    process.exitCode = code;
  });
}
