import { describe, expect, it } from 'vitest';
import { auditLimit, sortAuditNewestFirst } from './audit';

describe('audit log rules', () => {
  it('answers 200 entries unless told, at least 1 and at most 1000', () => {
    expect(auditLimit(undefined)).toBe(200);
    expect(auditLimit('')).toBe(200);
    expect(auditLimit('abc')).toBe(200);
    expect(auditLimit('0')).toBe(1);
    expect(auditLimit(5000)).toBe(1000);
    expect(auditLimit('25')).toBe(25);
  });

  it('orders newest first, the later-recorded of one moment first', () => {
    const entries = [
      { auditID: 'audit-2', at: '2026-11-21T15:00:00Z' },
      { auditID: 'audit-10', at: '2026-11-21T15:00:00Z' },
      { auditID: 'audit-1', at: '2026-11-21T16:00:00Z' },
    ];
    expect(sortAuditNewestFirst(entries).map((e) => e.auditID)).toEqual(['audit-1', 'audit-10', 'audit-2']);
  });
});
