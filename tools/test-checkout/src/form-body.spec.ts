import { FormBodyError, parseFormBody } from './form-body.js';

describe('parseFormBody', () => {
  it('reads flat parameters, decoding percent-escapes and plus signs', () => {
    expect(
      parseFormBody('mode=payment&success_url=http%3A%2F%2Fx%2Fok%3Fid%3D1&name=Ada+Lovelace'),
    ).toEqual({
      mode: 'payment',
      success_url: 'http://x/ok?id=1',
      name: 'Ada Lovelace',
    });
  });

  it('reads an empty body as no parameters', () => {
    expect(parseFormBody('')).toEqual({});
  });

  it('nests bracketed names into objects', () => {
    const body =
      'metadata[album_id]=al_1&metadata[user_id]=u_2&payment_intent_data[metadata][purchase_id]=p_3';
    expect(parseFormBody(body)).toEqual({
      metadata: { album_id: 'al_1', user_id: 'u_2' },
      payment_intent_data: { metadata: { purchase_id: 'p_3' } },
    });
  });

  it('makes numeric indexes arrays, in order', () => {
    const body =
      'line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price]=price_b&line_items[1][quantity]=2';
    expect(parseFormBody(body)).toEqual({
      line_items: [
        { price: 'price_a', quantity: '1' },
        { price: 'price_b', quantity: '2' },
      ],
    });
  });

  it('appends empty brackets and reads percent-encoded brackets', () => {
    expect(parseFormBody('expand[]=a&expand[]=b&metadata%5Bk%5D=v')).toEqual({
      expand: ['a', 'b'],
      metadata: { k: 'v' },
    });
  });

  it('keeps an empty value (Stripe reads `param=` as unset)', () => {
    expect(parseFormBody('customer_email=&metadata[a]=')).toEqual({
      customer_email: '',
      metadata: { a: '' },
    });
  });

  it.each([
    ['a duplicate name', 'a=1&a=2', 'a'],
    ['a value then an object', 'a=1&a[b]=2', 'a[b]'],
    ['an object then a value', 'a[b]=1&a=2', 'a'],
    ['an object then an index', 'a[x]=1&a[0]=2', 'a[0]'],
    ['an index past the end', 'a[1]=x', 'a[1]'],
    ['an unclosed bracket', 'a[b=1', 'a[b'],
    ['no name before the brackets', '[a]=1', '[a]'],
    ['a stray closing bracket', 'a]b=1', 'a]b'],
    ['an empty name', '=1', ''],
    ['a prototype key', '__proto__[polluted]=1', '__proto__[polluted]'],
    ['a nested constructor key', 'a[constructor][prototype]=1', 'a[constructor][prototype]'],
  ])('refuses %s', (_case, body, param) => {
    let thrown: unknown;
    try {
      parseFormBody(body);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FormBodyError);
    expect((thrown as FormBodyError).param).toBe(param);
  });

  it('does not touch Object.prototype', () => {
    expect(() => parseFormBody('__proto__=1')).toThrow(FormBodyError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses absurd nesting and parameter counts', () => {
    expect(() => parseFormBody(`a${'[b]'.repeat(20)}=1`)).toThrow('Too deeply nested');
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');
    expect(() => parseFormBody(many)).toThrow('Too many parameters');
  });
});
