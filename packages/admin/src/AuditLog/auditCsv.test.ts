import { describe, expect, it } from 'vitest';
import { parseCsv } from '@greenroom/core';
import { auditCsv } from './auditCsv';

describe('auditCsv', () => {
  it('writes one line per changed field, and one for an entry without any, formula-safe', () => {
    const csv = auditCsv(
      [
        { auditID: '2', at: '2026-11-21T15:00:00Z', producerID: 'producer-admin', action: 'producer.projects', target: 'producer-1', before: { projects: ['project-1'], note: '=1+1' }, after: { projects: [] } },
        { auditID: '1', at: '2026-11-21T14:00:00Z', producerID: 'gone', action: 'cache.delete', target: 'booking-1', before: null, after: null },
      ],
      (id) => (id === 'producer-admin' ? 'Avery Admin' : id),
      'America/Chicago',
    );
    const parsed = parseCsv(csv, { requiredHeaders: [] });
    expect(parsed.ok && parsed.headers).toEqual(['When', 'Who', 'What', 'Record', 'Field', 'Change', 'Before', 'After']);
    expect(parsed.ok && parsed.rows.map((row) => Object.values(row))).toEqual([
      ['11/21/2026 9:00 AM CST', 'Avery Admin', 'Producer projects changed', 'producer-1', 'projects', 'Changed', '["project-1"]', '[]'],
      ['11/21/2026 9:00 AM CST', 'Avery Admin', 'Producer projects changed', 'producer-1', 'note', 'Removed', "'=1+1", ''],
      ['11/21/2026 8:00 AM CST', 'gone', 'Cache deleted', 'booking-1', '', '', '', ''],
    ]);
  });
});
