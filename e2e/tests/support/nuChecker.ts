import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Nu HTML Checker's jar, from the `vnu-jar` devDependency (pinned): no network, no service. */
const VNU_JAR = String(createRequire(__filename)('vnu-jar'));

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML Checker's errors on each page, as `name: message «extract»` lines. One Java run for all pages
 * (the checker takes seconds to start). Warnings are left out: the bar is zero errors.
 */
export function nuErrors(pages: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-nu-'));
  try {
    const files = Object.entries(pages).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return [file, name] as const;
    });
    const names = new Map(files.map(([file, name]) => [`file:${file}`, name]));
    const run = spawnSync(
      process.env.JAVA ?? 'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(([file]) => file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error || run.status !== 0) throw new Error(`vnu.jar did not run: ${run.error ?? run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const name = names.get(message.url) ?? message.url;
        return `${name}: ${message.message} «${message.extract?.trim() ?? ''}»`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
