import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeDetail, removeFromList, setDetail, upsertInList } from './cache';

interface Row {
  rowID: string;
  name: string;
}
const key = ['rows', 'list', 's1'];

function clientWith(rows?: Row[]): QueryClient {
  const client = new QueryClient();
  if (rows) client.setQueryData(key, rows);
  return client;
}

describe('cache writes', () => {
  it('upsertInList replaces the entry with the same id, in place', () => {
    const client = clientWith([{ rowID: 'a', name: 'A' }, { rowID: 'b', name: 'B' }]);
    upsertInList(client, key, { rowID: 'a', name: 'A2' }, 'rowID');
    expect(client.getQueryData(key)).toEqual([{ rowID: 'a', name: 'A2' }, { rowID: 'b', name: 'B' }]);
  });

  it('upsertInList appends an unknown entry', () => {
    const client = clientWith([{ rowID: 'a', name: 'A' }]);
    upsertInList(client, key, { rowID: 'c', name: 'C' }, 'rowID');
    expect(client.getQueryData(key)).toEqual([{ rowID: 'a', name: 'A' }, { rowID: 'c', name: 'C' }]);
  });

  it('list helpers leave a list that is not cached alone', () => {
    const client = clientWith();
    upsertInList(client, key, { rowID: 'c', name: 'C' }, 'rowID');
    removeFromList<Row, 'rowID'>(client, key, 'c', 'rowID');
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('removeFromList drops the entry with the id', () => {
    const client = clientWith([{ rowID: 'a', name: 'A' }, { rowID: 'b', name: 'B' }]);
    removeFromList<Row, 'rowID'>(client, key, 'a', 'rowID');
    expect(client.getQueryData(key)).toEqual([{ rowID: 'b', name: 'B' }]);
  });

  it('setDetail stores the item; removeDetail forgets the query', () => {
    const client = new QueryClient();
    setDetail(client, ['rows', 'detail', 'a'], { rowID: 'a', name: 'A' });
    expect(client.getQueryData(['rows', 'detail', 'a'])).toEqual({ rowID: 'a', name: 'A' });
    removeDetail(client, ['rows', 'detail', 'a']);
    expect(client.getQueryCache().find({ queryKey: ['rows', 'detail', 'a'] })).toBeUndefined();
  });
});
