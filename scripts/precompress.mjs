// Write brotli (.br) and gzip (.gz) copies next to the text files of a built web app, for the server
// to send precompressed (@fastify/static `preCompressed`). Run after the host's vite build:
//   node scripts/precompress.mjs examples/portal/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const dir = process.argv[2];
if (!dir || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  process.stderr.write('usage: node scripts/precompress.mjs <built web directory>\n');
  process.exit(1);
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesIn(dir)) {
  if (!EXTENSIONS.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length <= MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
process.stdout.write(`precompress: ${count} files in ${dir}, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB with brotli\n`);
