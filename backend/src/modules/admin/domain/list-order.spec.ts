import { listOrder } from './list-order.js';

describe('listOrder', () => {
  it('reads times newest first and text A to Z unless asked otherwise', () => {
    expect(listOrder('created', undefined, ['created'])).toEqual({
      sort: 'created',
      order: 'desc',
      keyIsTime: true,
    });
    expect(listOrder('email', undefined, ['created'])).toEqual({
      sort: 'email',
      order: 'asc',
      keyIsTime: false,
    });
    expect(listOrder('created', 'asc', ['created']).order).toBe('asc');
  });
});
