// The changelog lines `changeset version` writes into each package's CHANGELOG.md: the
// changeset's text as written (no commit hashes: a partner reading the changelog on npm cannot
// follow them), and one line for the internal dependencies a release moved to, however many
// changesets caused it (the stock format repeats "Updated dependencies" once per changeset).

/** @type {import('@changesets/types').GetReleaseLine} */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
  return [`- ${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
}

/** @type {import('@changesets/types').GetDependencyReleaseLine} */
async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  if (dependenciesUpdated.length === 0) return '';
  const names = dependenciesUpdated.map((dependency) => `${dependency.name}@${dependency.newVersion}`);
  return `- Updated dependencies: ${names.join(', ')}`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
