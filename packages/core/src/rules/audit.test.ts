import { describe, expect, it } from 'vitest';
import { auditLimit, guestDeleteAudit, importAudit, sortAuditNewestFirst } from './audit';

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

describe('what guest changes keep in the audit log', () => {
  it('keeps who was removed, not the whole record, and the counts of an import', () => {
    const registration = { bookingID: 'b1', registrationData: { firstName: 'Ada', lastName: 'L', emailAddress: 'a@x.io', phone: '555' } };
    expect(guestDeleteAudit(registration, 'presenter')).toEqual({ bookingID: 'b1', kind: 'presenter', firstName: 'Ada', lastName: 'L', emailAddress: 'a@x.io' });
    expect(importAudit({ created: 2 })).toEqual({ created: 2, updated: 0 });
    expect(importAudit({ created: 0, updated: 3 })).toEqual({ created: 0, updated: 3 });
  });
});
