/**
 * The last build step: writes a brotli (`.br`) and a gzip (`.gz`) twin beside every text file of
 * dist/, at the highest levels, so that the gateway sends compressed bytes without compressing
 * per request. Runs after prerender.mjs, which writes the pages and rewrites sw.js.
 * `node scripts/precompress.mjs [dir]` (default dist/).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|ics|map)$/;
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Source maps are large and seldom fetched: a fast brotli level keeps the build quick.
const qualityFor = (file) => (file.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY);

async function twins(file) {
  const plain = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: qualityFor(file),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gz(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return { plain: plain.length, br: br.length };
}

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
const sizes = await Promise.all(files.map(twins));
const total = (key) => Math.round(sizes.reduce((sum, size) => sum + size[key], 0) / 1024);
process.stdout.write(`Precompressed ${files.length} files: ${total('plain')} KiB, ${total('br')} KiB as brotli.\n`);
