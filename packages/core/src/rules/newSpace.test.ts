import { checkNewSpace, type NewSpaceInput } from './newSpace';

const input: NewSpaceInput = {
  spaceName: ' Hall ',
  defaultVideoServer: 'https://v.test',
  defaultVideoServerAppID: 'app',
  defaultGameServer: 'wss://g.test',
  defaultGamePort: '443',
  startDate: { date: '2026-11-21', timezone: 'America/Chicago' },
  endDate: { date: '2026-11-23T12:00:00Z', timezone: 'America/Chicago' },
};

describe('checkNewSpace', () => {
  it('stores 00:01 on the start day and 23:59 on the end day in the zone, the port as a number', () => {
    const checked = checkNewSpace(input);
    expect(checked).toEqual({
      ok: true,
      fields: {
        spaceName: 'Hall',
        defaultVideoServer: 'https://v.test',
        defaultVideoServerAppID: 'app',
        defaultGameServer: 'wss://g.test',
        defaultGamePort: 443,
        startDate: { date: '2026-11-21T06:01:00Z', timezone: 'America/Chicago' },
        endDate: { date: '2026-11-24T05:59:00Z', timezone: 'America/Chicago' },
        maximumUserHours: 1000,
      },
    });
  });

  it('refuses an end day before the start day, a bad zone, a blank name and a bad port', () => {
    const checked = checkNewSpace({
      ...input,
      spaceName: '  ',
      defaultGamePort: 70000,
      startDate: { date: '2026-11-21', timezone: 'Mars/Base' },
    });
    expect(checked).toEqual({
      ok: false,
      fieldErrors: { spaceName: 'Required', defaultGamePort: 'Enter a port from 1 to 65535', startDate: 'Please select a timezone' },
    });
    expect(checkNewSpace({ ...input, endDate: { date: '2026-11-20', timezone: 'America/Chicago' } })).toEqual({
      ok: false,
      fieldErrors: { endDate: 'The end date must be after the start date' },
    });
  });

  it('takes a whole port from 1 to 65535 and refuses 0, 65536 and fractions', () => {
    const port = (defaultGamePort: number | string) => {
      const checked = checkNewSpace({ ...input, defaultGamePort });
      return checked.ok ? checked.fields.defaultGamePort : checked.fieldErrors.defaultGamePort;
    };
    expect(port(1)).toBe(1);
    expect(port(65535)).toBe(65535);
    expect(port('65535')).toBe(65535);
    expect(port(0)).toBe('Enter a port from 1 to 65535');
    expect(port(65536)).toBe('Enter a port from 1 to 65535');
    expect(port('65536')).toBe('Enter a port from 1 to 65535');
    expect(port(443.5)).toBe('Enter a port from 1 to 65535');
  });
});
