import { describe, expect, it } from 'vitest';
import { auditDiff, changedFieldNames, filterAudit } from './auditDiff';

describe('auditDiff', () => {
  it('lists changed, added and removed fields and leaves out the unchanged ones', () => {
    expect(auditDiff({ name: 'Gala', capacity: 20, note: 'x' }, { name: 'Gala', capacity: 30, hidden: true })).toEqual([
      { field: 'capacity', kind: 'changed', before: '20', after: '30' },
      { field: 'note', kind: 'removed', before: 'x' },
      { field: 'hidden', kind: 'added', after: 'true' },
    ]);
  });

  it('makes every field added for a created record and removed for a deleted one', () => {
    expect(auditDiff(null, { projectName: 'Winter Gala', projectID: 'project-3' })).toEqual([
      { field: 'projectName', kind: 'added', after: 'Winter Gala' },
      { field: 'projectID', kind: 'added', after: 'project-3' },
    ]);
    expect(auditDiff({ bookingID: 'booking-1' }, null)).toEqual([{ field: 'bookingID', kind: 'removed', before: 'booking-1' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('flattens nested objects to dotted paths and shows arrays as JSON', () => {
    expect(
      auditDiff({ endDate: { date: '2027-03-15', timezone: 'Europe/London' }, projects: ['project-1'] }, { endDate: { date: '2027-03-16', timezone: 'Europe/London' }, projects: [] }),
    ).toEqual([
      { field: 'endDate.date', kind: 'changed', before: '2027-03-15', after: '2027-03-16' },
      { field: 'projects', kind: 'changed', before: '["project-1"]', after: '[]' },
    ]);
  });

  it('treats a record that is a single value as one unnamed field', () => {
    expect(auditDiff(3, 4)).toEqual([{ field: '', kind: 'changed', before: '3', after: '4' }]);
  });
});

describe('changedFieldNames', () => {
  it('names up to three fields, then an ellipsis', () => {
    const changes = ['name', 'capacity', 'start', 'end'].map((field) => ({ field, kind: 'changed' as const }));
    expect(changedFieldNames(changes)).toBe('name, capacity, start, …');
    expect(changedFieldNames(changes.slice(0, 2))).toBe('name, capacity');
    expect(changedFieldNames(auditDiff('2031-01-01', '2032-01-01'), 3, 'Wert')).toBe('Wert');
  });
});

describe('filterAudit', () => {
  const entries = [
    { auditID: '1', producerID: 'p1', action: 'project.create' as const, at: '2026-11-21T03:30:00Z' },
    { auditID: '2', producerID: 'p2', action: 'cache.delete' as const, at: '2026-11-21T15:00:00Z' },
    { auditID: '3', producerID: 'p1', action: 'cache.delete' as const, at: '2026-11-22T10:00:00Z' },
  ];
  const utcDay = (at: string) => at.slice(0, 10);

  it('keeps the entries of one producer, one action, or both', () => {
    expect(filterAudit(entries, { producerID: 'p1' }, utcDay).map((e) => e.auditID)).toEqual(['1', '3']);
    expect(filterAudit(entries, { action: 'cache.delete' }, utcDay).map((e) => e.auditID)).toEqual(['2', '3']);
    expect(filterAudit(entries, { producerID: 'p1', action: 'cache.delete' }, utcDay).map((e) => e.auditID)).toEqual(['3']);
  });

  it('keeps the days of the range, both ends included, as the given zone sees them', () => {
    expect(filterAudit(entries, { from: '2026-11-21', to: '2026-11-21' }, utcDay).map((e) => e.auditID)).toEqual(['1', '2']);
    expect(filterAudit(entries, { from: '2026-11-22' }, utcDay).map((e) => e.auditID)).toEqual(['3']);
    // In Chicago the first entry falls on the 20th's evening.
    const chicagoDay = (at: string) => new Date(Date.parse(at) - 6 * 3_600_000).toISOString().slice(0, 10);
    expect(filterAudit(entries, { to: '2026-11-20' }, utcDay)).toEqual([]);
    expect(filterAudit(entries, { to: '2026-11-20' }, chicagoDay).map((e) => e.auditID)).toEqual(['1']);
  });
});
