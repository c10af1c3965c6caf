import { isRoomOpen, roomWindow } from './guestWindow';

const times = {
  enableDoors: true,
  doorsOpen: '2026-11-21T14:30:00Z',
  doorsClosed: '2026-11-21T16:30:00Z',
  start: { time: '2026-11-21T15:00:00Z' },
  end: { time: '2026-11-21T16:00:00Z' },
};
const at = (iso: string) => Date.parse(iso);

describe('room window', () => {
  it('runs from doors open to doors closed while Doors Open Early is on', () => {
    expect(isRoomOpen(times, at('2026-11-21T14:29:59Z'))).toBe(false);
    expect(isRoomOpen(times, at('2026-11-21T14:30:00Z'))).toBe(true);
    expect(isRoomOpen(times, at('2026-11-21T16:29:59Z'))).toBe(true);
    expect(isRoomOpen(times, at('2026-11-21T16:30:00Z'))).toBe(false);
  });

  it('runs from start to end otherwise', () => {
    const off = { ...times, enableDoors: false };
    expect(isRoomOpen(off, at('2026-11-21T14:45:00Z'))).toBe(false);
    expect(isRoomOpen(off, at('2026-11-21T15:00:00Z'))).toBe(true);
    expect(isRoomOpen(off, at('2026-11-21T16:00:00Z'))).toBe(false);
  });

  it('falls back to start/end for a missing doors time and is closed for unreadable times', () => {
    expect(roomWindow({ ...times, doorsOpen: '' }).opens).toBe(at('2026-11-21T15:00:00Z'));
    expect(isRoomOpen({ ...times, enableDoors: false, start: { time: 'x' } }, at('2026-11-21T15:30:00Z'))).toBe(false);
  });
});
