import { compareNames, requireName, sortByName, sortByPersonName } from './names';

describe('compareNames', () => {
  it('ignores case and puts numbers in numeric order', () => {
    expect(['beta', 'Room 10', 'Alpha', 'Room 2'].sort(compareNames)).toEqual(['Alpha', 'beta', 'Room 2', 'Room 10']);
  });

  it('gives names equal but for case one fixed order', () => {
    expect(['b', 'B'].sort(compareNames)).toEqual(['B', 'b']);
    expect(['B', 'b'].sort(compareNames)).toEqual(['B', 'b']);
  });
});

describe('sortByName', () => {
  it('sorts a copy by the given name and leaves the input alone', () => {
    const input = [{ name: 'zeta' }, { name: 'Eta' }];
    expect(sortByName(input, (x) => x.name).map((x) => x.name)).toEqual(['Eta', 'zeta']);
    expect(input[0].name).toBe('zeta');
  });
});

describe('requireName', () => {
  it('trims a given name', () => {
    expect(requireName('  Spring ')).toEqual({ ok: true, name: 'Spring' });
  });

  it('refuses a blank name with Required', () => {
    expect(requireName(' \t')).toEqual({ ok: false, error: 'Required' });
    expect(requireName(undefined)).toEqual({ ok: false, error: 'Required' });
  });
});

describe('sortByPersonName', () => {
  it('sorts by last name, then first name, ignoring case in both', () => {
    const names = [
      { lastName: 'Adams', firstName: 'Zed' },
      { lastName: 'Baker', firstName: 'amy' },
      { lastName: 'adams', firstName: 'Ann' },
    ];
    expect(sortByPersonName(names, (p) => p).map((p) => p.firstName)).toEqual(['Ann', 'Zed', 'amy']);
  });

  it('sorts by last name, then first name', () => {
    const people = [
      { lastName: 'lovelace', firstName: 'Ada' },
      { lastName: 'Hopper', firstName: 'Grace' },
      { lastName: 'Lovelace', firstName: 'Aaron' },
    ];
    expect(sortByPersonName(people, (p) => p).map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Grace Hopper',
      'Aaron Lovelace',
      'Ada lovelace',
    ]);
  });
});
