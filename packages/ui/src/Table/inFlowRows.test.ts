import { describe, expect, it } from 'vitest';
import { inFlowRowCount, TABLE_IN_FLOW_MAX_ROWS } from './inFlowRows';

const base = { height: 480, rowHeight: 44, overscan: 8 };

describe('inFlowRowCount', () => {
  it('lays every row of a short list out in flow, however small the body', () => {
    expect(inFlowRowCount({ ...base, rowCount: 3 })).toBe(3);
    expect(inFlowRowCount({ ...base, height: 100, rowCount: TABLE_IN_FLOW_MAX_ROWS })).toBe(TABLE_IN_FLOW_MAX_ROWS);
  });

  it('lays out only the first window of a longer list: the rows that fit in the body plus the overscan', () => {
    // 480 / 44 = 10.9, so 11 rows, plus 8.
    expect(inFlowRowCount({ ...base, rowCount: TABLE_IN_FLOW_MAX_ROWS + 1 })).toBe(19);
    expect(inFlowRowCount({ ...base, rowCount: 10_000 })).toBe(19);
    expect(inFlowRowCount({ ...base, rowCount: 10_000, height: 400, rowHeight: 36, overscan: 0 })).toBe(12);
  });

  it('takes initialRows instead of the height when given', () => {
    expect(inFlowRowCount({ ...base, rowCount: 500, initialRows: 3, overscan: 2 })).toBe(5);
  });

  it('never lays out more rows than there are', () => {
    expect(inFlowRowCount({ ...base, rowCount: 101, height: 100_000 })).toBe(101);
  });

  it('lays every row out when the virtualizer could not be loaded', () => {
    expect(inFlowRowCount({ ...base, rowCount: 10_000, virtualCodeFailed: true })).toBe(10_000);
  });
});
