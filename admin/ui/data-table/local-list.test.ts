import { describe, expect, it } from 'vitest';
import { localList } from './local-list';

const rows = [
  { id: 3, name: 'Bea', age: 9 },
  { id: 1, name: 'Ann', age: 7 },
  { id: 2, name: 'ben', age: 7 },
  { id: 4, name: 'Cem', age: 11 },
];
const options = {
  id: (row: (typeof rows)[number]) => row.id,
  orderValues: {
    name: (row: (typeof rows)[number]) => row.name,
    age: (row: (typeof rows)[number]) => row.age,
  },
  searchIn: (row: (typeof rows)[number]) => [row.name],
};
const query = { page: 1, pageSize: 25, orderBy: 'name' as 'name' | 'age', asc: true };

describe('localList', () => {
  it('orders by the column, ties by id, and counts', () => {
    const answer = localList(rows, { ...query, orderBy: 'age' }, options);
    expect(answer.items.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(answer.total).toBe(4);
    const down = localList(rows, { ...query, orderBy: 'age', asc: false }, options);
    expect(down.items.map((row) => row.id)).toEqual([4, 3, 1, 2]);
  });

  it('searches case-insensitively and pages', () => {
    const answer = localList(rows, { ...query, search: 'B', pageSize: 1, page: 2 }, options);
    expect(answer).toEqual({ items: [rows[2]], total: 2, page: 2, pageSize: 1 });
  });

  it('applies the filter before the page', () => {
    const answer = localList(rows, query, { ...options, filter: (row) => row.age > 8 });
    expect(answer.items.map((row) => row.name)).toEqual(['Bea', 'Cem']);
  });
});
