import { describe, expect, it } from 'vitest';
import { compareWorldSkins } from './worldSkins';

const worlds = new Map([['w1', { name: 'Atrium', properties: ['floor', 'banner', 'sky'] }]]);

describe('compareWorldSkins', () => {
  it('lists what the world lacks and what the space lacks, spaces by name and properties sorted', () => {
    const report = compareWorldSkins(
      [
        { spaceID: 's2', spaceName: 'lounge', worldID: 'w1', properties: ['zeta', 'floor', 'alpha'] },
        { spaceID: 's1', spaceName: 'Hall', worldID: 'w1', properties: ['floor', 'banner', 'sky'] },
        { spaceID: 's3', spaceName: 'Atrium Two', worldID: 'w1', properties: ['sky'] },
      ],
      worlds,
    );
    expect(report.invalidSpaces.map((r) => [r.spaceID, r.propertyName, r.worldName])).toEqual([
      ['s2', 'alpha', 'Atrium'],
      ['s2', 'zeta', 'Atrium'],
    ]);
    expect(report.invalidWorlds.map((r) => [r.spaceID, r.propertyName])).toEqual([
      ['s3', 'banner'],
      ['s3', 'floor'],
      ['s2', 'banner'],
      ['s2', 'sky'],
    ]);
  });

  it('reports every property of a space whose world is gone, with an empty world name', () => {
    const report = compareWorldSkins([{ spaceID: 's9', spaceName: 'Orphan', worldID: 'gone', properties: ['b', 'a'] }], worlds);
    expect(report.invalidSpaces).toEqual([
      { spaceID: 's9', spaceName: 'Orphan', worldName: '', propertyName: 'a', worldID: 'gone' },
      { spaceID: 's9', spaceName: 'Orphan', worldName: '', propertyName: 'b', worldID: 'gone' },
    ]);
    expect(report.invalidWorlds).toEqual([]);
  });
});
