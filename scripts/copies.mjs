/**
 * `npm run copies`: runs jscpd as copies.config.mjs says and fails on a copied fragment between
 * files not listed there as allowed, and on an allowed pair that is no longer copied.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import config from '../copies.config.mjs';

const root = process.cwd();
const output = mkdtempSync(join(tmpdir(), 'copies-'));

/** One key for a pair of files, whichever comes first. */
const pairKey = (a, b) => [a, b].sort().join(' <-> ');

try {
  execFileSync(
    join(root, 'node_modules/.bin/jscpd'),
    [
      ...config.paths,
      ['--format', 'typescript,tsx'],
      ['--min-tokens', String(config.minTokens)],
      ['--ignore', config.ignore.join(',')],
      ['--ignore-pattern', config.ignorePattern],
      ['--reporters', 'json'],
      ['--output', output],
      '--absolute',
      '--silent',
    ].flat(),
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, JSCPD_NO_TIPS: '1' } },
  );
  const { duplicates } = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));

  const allowed = new Map(config.allowed.map(({ files: [a, b] }) => [pairKey(a, b), false]));
  const copies = [];
  for (const { firstFile, secondFile, lines, tokens } of duplicates) {
    const [first, second] = [firstFile, secondFile].map((file) => ({ ...file, name: relative(root, file.name) }));
    const key = pairKey(first.name, second.name);
    if (allowed.has(key)) allowed.set(key, true);
    else copies.push(`${first.name}:${first.start}-${first.end} and ${second.name}:${second.start}-${second.end} (${lines} lines, ${tokens} tokens)`);
  }
  const stale = [...allowed].filter(([, seen]) => !seen).map(([key]) => key);

  for (const copy of copies) console.log(`copied: ${copy}`);
  for (const key of stale) console.log(`no longer copied, remove from copies.config.mjs: ${key}`);
  console.log(
    `${duplicates.length} copied fragments, ${duplicates.length - copies.length} of them between allowed pairs; ${copies.length} not allowed; ${stale.length} stale allowed pairs.`,
  );
  process.exitCode = copies.length || stale.length ? 1 : 0;
} finally {
  rmSync(output, { recursive: true, force: true });
}
