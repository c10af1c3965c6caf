// API reports of the public packages: one `packages/<p>/etc/<entry>.api.md` per `exports` entry,
// made by api-extractor from the built d.ts, so a change of public API shows in review.
//
//   node scripts/api-report.mjs --check [package…]    exit 1 (with a diff summary) when a checked-in
//                                                    report or config differs from what dist gives
//   node scripts/api-report.mjs --update [package…]   rewrite the reports and the per-package configs
//
// The d.ts of each entry is read from the `types` condition of the package.json `exports`, never
// assumed, so a change of the dist layout needs no change here. Build first (`npm run build -w
// packages/<p>`). `packages/<p>/api-extractor.json` holds the package's settings for its main entry
// and is generated (the script overrides the entry and the report name for each subpath).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import apiExtractor from '@microsoft/api-extractor';

const { CompilerState, Extractor, ExtractorConfig } = apiExtractor;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tempRoot = join(repoRoot, 'node_modules', '.cache', 'greenroom-api-report');
/** Per-package settings; the entry and report name are set per exports entry at run time. */
const CONFIG_NAME = 'api-extractor.json';
/** The conditions searched for an entry's d.ts, in order: the ESM declarations first. */
const CONDITION_ORDER = ['types', 'import', 'module', 'node', 'default', 'require'];
const MAX_DIFF_LINES = 40;

// ---------------------------------------------------------------------------------------------
// Which packages and entries

/** The public (not private) workspace packages under packages/, optionally only `names`. */
function publicPackages(names) {
  const root = join(repoRoot, 'packages');
  const all = readdirSync(root)
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => ({ dir: join(root, dir), short: dir, json: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }))
    .filter((pkg) => pkg.json.private !== true);
  if (names.length === 0) return all;
  const unknown = names.filter((name) => !all.some((pkg) => pkg.short === name || pkg.json.name === name));
  if (unknown.length > 0) {
    throw new Error(`Unknown or private package(s): ${unknown.join(', ')}. Public ones: ${all.map((pkg) => pkg.short).join(', ')}.`);
  }
  return all.filter((pkg) => names.includes(pkg.short) || names.includes(pkg.json.name));
}

/** The d.ts path of one exports target (a string or a nested condition object), or undefined. */
function typesOf(target) {
  if (typeof target === 'string') {
    if (/\.d\.[cm]?ts$/.test(target)) return target;
    // A bare JS target: TypeScript looks for the declaration file beside it.
    const sibling = target.replace(/\.(c|m)?js$/, (_, kind = '') => `.d.${kind}ts`);
    return sibling !== target ? sibling : undefined;
  }
  if (target === null || typeof target !== 'object') return undefined;
  if (Array.isArray(target)) return target.map(typesOf).find(Boolean);
  const keys = [...CONDITION_ORDER.filter((key) => key in target), ...Object.keys(target).filter((key) => !CONDITION_ORDER.includes(key))];
  for (const key of keys) {
    const found = typesOf(target[key]);
    if (found) return found;
  }
  return undefined;
}

/** Report name of an exports subpath: '.' → 'index', './guests' → 'guests', './a/b' → 'a-b'. */
function reportNameOf(subpath) {
  return subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replace(/[/*]+/g, '-');
}

/** Every code entry of a package: its subpath, report name and d.ts (absolute). */
function entriesOf(pkg) {
  const { exports: map, types } = pkg.json;
  const subpaths = typeof map === 'object' && map !== null && Object.keys(map).some((key) => key.startsWith('.'))
    ? Object.entries(map)
    : [['.', map ?? types]];
  return subpaths
    .filter(([subpath]) => !subpath.endsWith('.json') && !subpath.includes('*'))
    .map(([subpath, target]) => ({ subpath, name: reportNameOf(subpath), dts: typesOf(target) }))
    .filter((entry) => entry.dts !== undefined)
    .map((entry) => ({ ...entry, dts: join(pkg.dir, entry.dts) }));
}

// ---------------------------------------------------------------------------------------------
// The per-package api-extractor.json (generated)

/** The api-extractor settings of one package, its main entry given. */
function configFor(pkg, mainDts) {
  return {
    $schema: 'https://developer.microsoft.com/json-schemas/api-extractor/v7/api-extractor.schema.json',
    projectFolder: '.',
    mainEntryPointFilePath: `<projectFolder>/${relative(pkg.dir, mainDts)}`,
    bundledPackages: [],
    newlineKind: 'lf',
    compiler: {
      // The published d.ts only, as a consumer's TypeScript sees them (no monorepo path aliases).
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: [relative(pkg.dir, mainDts)],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: 'index',
      reportFolder: '<projectFolder>/etc/',
      reportTempFolder: `<projectFolder>/${relative(pkg.dir, tempRoot)}/<unscopedPackageName>/`,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      // api-extractor's defaults, spelled out (this table replaces them), except release tags.
      extractorMessageReporting: {
        default: { logLevel: 'warning' },
        // No release tags (@public/@beta) are used: every export is public.
        'ae-missing-release-tag': { logLevel: 'none' },
        'ae-undocumented': { logLevel: 'none' },
        'ae-forgotten-export': { logLevel: 'warning', addToApiReportFile: true },
        'ae-incompatible-release-tags': { logLevel: 'warning', addToApiReportFile: true },
        'ae-internal-missing-underscore': { logLevel: 'warning', addToApiReportFile: true },
        'ae-internal-mixed-release-tag': { logLevel: 'warning', addToApiReportFile: true },
        'ae-unresolved-inheritdoc-reference': { logLevel: 'warning', addToApiReportFile: true },
        'ae-unresolved-inheritdoc-base': { logLevel: 'warning', addToApiReportFile: true },
        'ae-wrong-input-file-type': { logLevel: 'error' },
      },
      tsdocMessageReporting: { default: { logLevel: 'warning' } },
      compilerMessageReporting: { default: { logLevel: 'warning' } },
    },
  };
}

const configText = (config) =>
  `// Generated by scripts/api-report.mjs --update: this package's main entry; the script runs it once per exports entry.\n${JSON.stringify(config, null, 2)}\n`;

// ---------------------------------------------------------------------------------------------
// Running api-extractor

/** api-extractor's settings for one entry of a package (absolute paths, its own report name). */
function prepareEntry(pkg, config, entry) {
  // The checked-in config's relative paths, made absolute (prepare() resolves only what loadFile read).
  const configObject = structuredClone(config);
  configObject.projectFolder = pkg.dir;
  configObject.mainEntryPointFilePath = entry.dts;
  configObject.compiler.overrideTsconfig.files = [entry.dts];
  configObject.apiReport.reportFileName = entry.name;
  // api-extractor writes (and, when missing, creates) reports itself; it works in a scratch folder
  // so that only this script, and only with --update, ever writes etc/.
  configObject.apiReport.reportFolder = join(tempRoot, pkg.short, 'reports');
  configObject.apiReport.reportTempFolder = join(tempRoot, pkg.short, 'generated');
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: join(pkg.dir, CONFIG_NAME),
    packageJsonFullPath: join(pkg.dir, 'package.json'),
  });
}

/**
 * One TypeScript program for all entries of a package (api-extractor analyses each entry in it),
 * so a package with ten subpaths is compiled once, not ten times.
 */
function compilerStateFor(pkg, config, entries) {
  return CompilerState.create(prepareEntry(pkg, config, entries[0]), { additionalEntryPoints: entries.slice(1).map((entry) => entry.dts) });
}

/** Runs api-extractor on one entry; answers the generated report text and the messages. */
function extract(pkg, config, entry, compilerState) {
  const extractorConfig = prepareEntry(pkg, config, entry);
  const messages = [];
  Extractor.invoke(extractorConfig, {
    compilerState,
    localBuild: false,
    messageCallback: (message) => {
      message.handled = true;
      if (message.category === 'console' && message.logLevel !== 'error') return;
      if (message.logLevel === 'none' || message.logLevel === 'verbose' || message.logLevel === 'info') return;
      // The "report changed/missing" notices: this script compares the reports itself.
      if (message.messageId === 'console-api-report-not-copied' || message.messageId === 'console-api-report-folder-missing') return;
      messages.push(message);
    },
  });
  // api-extractor always writes the report it generated into the temp folder.
  const [report] = extractorConfig.reportConfigs;
  const text = readFileSync(join(extractorConfig.reportTempFolder, report.fileName), 'utf8');
  return { text, reportPath: join(pkg.dir, 'etc', report.fileName), messages };
}

/** Lines only in `before` (-) and only in `after` (+), in file order: a short, readable summary. */
function diffSummary(before, after) {
  const count = (lines) => lines.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map());
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  const inAfter = count(afterLines);
  const inBefore = count(beforeLines);
  const removed = beforeLines.filter((line) => line.trim() !== '' && !(inAfter.get(line) > 0 && inAfter.set(line, inAfter.get(line) - 1)));
  const added = afterLines.filter((line) => line.trim() !== '' && !(inBefore.get(line) > 0 && inBefore.set(line, inBefore.get(line) - 1)));
  const lines = [...removed.map((line) => `  - ${line}`), ...added.map((line) => `  + ${line}`)];
  if (lines.length > MAX_DIFF_LINES) return [...lines.slice(0, MAX_DIFF_LINES), `  … and ${lines.length - MAX_DIFF_LINES} more lines`];
  if (lines.length === 0) return ['  (only line order or blank lines differ)'];
  return lines;
}

/** The newest modification time of the shipped sources under a folder (tests and stories left out). */
function newestUnder(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return /\.(test|stories)\.tsx?$/.test(path) ? 0 : stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newestUnder(join(path, name))), 0);
}

const where = (path) => relative(repoRoot, path);
const describe = (message) => {
  const at = message.sourceFilePath ? ` (${where(message.sourceFilePath)}${message.sourceFileLine ? `:${message.sourceFileLine}` : ''})` : '';
  return `${message.messageId}: ${message.text}${at}`;
};

// ---------------------------------------------------------------------------------------------
// Main

function main(argv) {
  const update = argv.includes('--update');
  const check = argv.includes('--check') || !update;
  const verbose = argv.includes('--verbose');
  const names = argv.filter((arg) => !arg.startsWith('--'));
  const startedAt = Date.now();
  const problems = [];
  const warnings = [];
  let reportCount = 0;
  let reportsDiffer = false;

  for (const pkg of publicPackages(names)) {
    const entries = entriesOf(pkg);
    if (entries.length === 0) {
      problems.push([`${pkg.json.name}: no exports entry with types in package.json`]);
      continue;
    }
    const missing = entries.filter((entry) => !existsSync(entry.dts));
    if (missing.length > 0) {
      problems.push([`${pkg.json.name}: ${missing.map((entry) => where(entry.dts)).join(', ')} missing; build it first (npm run build -w packages/${pkg.short}), and not while another build runs`]);
      continue;
    }
    if (newestUnder(join(pkg.dir, 'src')) > Math.min(...entries.map((entry) => statSync(entry.dts).mtimeMs))) {
      console.warn(`note: ${pkg.json.name}'s src is newer than its dist; the report reflects the last build.`);
    }

    const config = configFor(pkg, entries[0].dts);
    const configPath = join(pkg.dir, CONFIG_NAME);
    const configWanted = configText(config);
    const configNow = existsSync(configPath) ? readFileSync(configPath, 'utf8') : '';
    if (configNow !== configWanted) {
      if (update) {
        writeFileSync(configPath, configWanted);
      } else {
        reportsDiffer = true;
        problems.push([`${where(configPath)} is ${configNow ? 'out of date' : 'missing'} (its entry or settings changed)`]);
      }
    }

    const wantedReports = new Set();
    let compilerState;
    for (const entry of entries) {
      wantedReports.add(join(pkg.dir, 'etc', `${entry.name}.api.md`));
      let result;
      try {
        compilerState ??= compilerStateFor(pkg, config, entries);
        result = extract(pkg, config, entry, compilerState);
      } catch (error) {
        // e.g. a d.ts removed by a build running at the same time
        problems.push([`${pkg.json.name}${entry.subpath.slice(1)}: api-extractor failed on ${where(entry.dts)}: ${error.message.split('\n')[0]}`]);
        continue;
      }
      const { text, reportPath, messages } = result;
      reportCount += 1;
      const entryLabel = `${pkg.json.name}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}`;
      for (const message of messages) {
        const line = `${entryLabel}: ${describe(message)}`;
        if (message.logLevel === 'error') problems.push([line]);
        else warnings.push({ id: message.messageId, line });
      }
      // Warnings api-extractor writes into the report (forgotten exports…) never reach the callback.
      for (const [, id, what] of text.matchAll(/\/\/ Warning: \((ae-[a-z-]+)\) (.*)/g)) {
        warnings.push({ id, line: `${entryLabel}: ${id}: ${what}` });
      }
      const checkedIn = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : undefined;
      if (checkedIn === text) continue;
      if (update) {
        mkdirSync(dirname(reportPath), { recursive: true });
        writeFileSync(reportPath, text);
        console.log(`updated ${where(reportPath)}`);
      } else if (checkedIn === undefined) {
        reportsDiffer = true;
        problems.push([`${where(reportPath)} is missing (new entry ${pkg.json.name}${entry.subpath.slice(1)})`]);
      } else {
        reportsDiffer = true;
        problems.push([`${where(reportPath)} differs from the built d.ts (${where(entry.dts)}); - checked in, + built:`, ...diffSummary(checkedIn, text)]);
      }
    }
    // A report whose entry left the exports map.
    const etc = join(pkg.dir, 'etc');
    for (const file of existsSync(etc) ? readdirSync(etc).filter((name) => name.endsWith('.api.md')) : []) {
      if (!wantedReports.has(join(etc, file))) problems.push([`${where(join(etc, file))} has no exports entry any more; delete it`]);
    }
  }

  printWarnings(warnings, verbose);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (check && problems.length > 0) {
    console.error(`\nAPI reports: ${problems.length} problem(s) in ${reportCount} report(s) (${seconds} s):`);
    for (const [first, ...rest] of problems) console.error([`- ${first}`, ...rest].join('\n'));
    if (reportsDiffer) console.error('\nIf the change is intended, run: node scripts/api-report.mjs --update (and commit the etc/*.api.md files).');
    process.exit(1);
  }
  if (update && problems.length > 0) {
    for (const [first, ...rest] of problems) console.error([`- ${first}`, ...rest].join('\n'));
    process.exit(1);
  }
  console.log(`API reports: ${reportCount} report(s) ${update ? 'written' : 'match the built d.ts'} (${seconds} s).`);
}

/** The api-extractor warnings, grouped by kind; TSDoc syntax notes only counted unless --verbose. */
function printWarnings(warnings, verbose) {
  if (warnings.length === 0) return;
  const api = warnings.filter((warning) => !warning.id.startsWith('tsdoc-'));
  const tsdoc = warnings.filter((warning) => warning.id.startsWith('tsdoc-'));
  if (api.length > 0) {
    console.warn(`\napi-extractor warnings (${api.length}; the ae-forgotten-export ones are also in the reports):`);
    for (const warning of api) console.warn(`- ${warning.line}`);
  }
  if (tsdoc.length > 0) {
    const byId = tsdoc.reduce((map, warning) => map.set(warning.id, (map.get(warning.id) ?? 0) + 1), new Map());
    console.warn(`\nTSDoc comment-syntax notes: ${[...byId].map(([id, n]) => `${id} ×${n}`).join(', ')}${verbose ? ':' : ' (--verbose lists them)'}`);
    if (verbose) for (const warning of tsdoc) console.warn(`- ${warning.line}`);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(`api-report: ${error.message}`);
  process.exit(2);
}
