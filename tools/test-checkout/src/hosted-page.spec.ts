import {
  escapeHtml,
  renderMessagePage,
  renderPaymentPage,
  type PaymentPageModel,
} from './hosted-page.js';
import { formatAmount } from './money.js';
import { TEST_CARDS } from './test-cards.js';

const MODEL: PaymentPageModel = {
  sessionId: 'cs_test_abc',
  lines: [{ productName: 'Soundcheck access', quantity: 1, unitAmount: 599 }],
  amountTotal: 599,
  currency: 'gbp',
  cancelUrl: 'http://localhost:5173/albums/1?checkout=cancelled',
  values: { email: 'fan@example.com', cardNumber: '', expiry: '', name: '' },
  error: null,
};

/** The text of the `<label for>` of each input id, so labels are checked as a browser pairs them. */
function labelledInputs(html: string): Record<string, string> {
  const labels = new Map(
    [...html.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map((m) => [m[1], m[2]]),
  );
  const inputs = [...html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(inputs.map((id) => [labels.get(id) ?? `(no label for ${id})`, id]));
}

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('formatAmount', () => {
  it('formats minor units with the currency’s own digits', () => {
    expect(formatAmount(599, 'gbp')).toBe('£5.99');
    expect(formatAmount(1000, 'eur')).toBe('€10.00');
    expect(formatAmount(500, 'jpy')).toBe('JP¥500');
  });
});

describe('renderPaymentPage', () => {
  it('is the test checkout, in test mode, for the amount due', () => {
    const html = renderPaymentPage(MODEL);
    expect(html).toContain('<title>Encore test checkout</title>');
    expect(html).toContain('Test mode — no real card is charged');
    expect(html).toContain('Soundcheck access');
    expect(html).toContain('<button type="submit">Pay £5.99</button>');
    expect(html).toContain(`href="${escapeHtml(MODEL.cancelUrl)}">Cancel and return</a>`);
    expect(html).toContain('action="/pay/cs_test_abc"');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('labels every input with a real <label for>', () => {
    expect(labelledInputs(renderPaymentPage(MODEL))).toEqual({
      Email: 'email',
      'Card number': 'card-number',
      'Expiry (MM / YY)': 'expiry',
      CVC: 'cvc',
      'Name on card': 'name',
    });
  });

  it('prefills the email and lists every test card', () => {
    const html = renderPaymentPage(MODEL);
    expect(html).toContain('value="fan@example.com"');
    for (const card of TEST_CARDS) expect(html).toContain(card.number);
  });

  it('announces an error and marks the field it is about', () => {
    const html = renderPaymentPage({
      ...MODEL,
      error: { message: 'Your card was declined. Try another card.', field: 'cardNumber' },
    });
    expect(html).toContain(
      '<p class="alert" role="alert" id="form-error">Your card was declined. Try another card.</p>',
    );
    expect(html).toMatch(/<input id="card-number"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/<input id="email"[^>]*aria-invalid/);
  });

  it('escapes every value it shows', () => {
    const html = renderPaymentPage({
      ...MODEL,
      lines: [{ productName: '<img src=x onerror=alert(1)>', quantity: 2, unitAmount: 100 }],
      cancelUrl: 'http://x/"><script>alert(1)</script>',
      values: { email: '"><b>', cardNumber: "4242'", expiry: '<', name: '&' },
      error: { message: '<i>bad</i>', field: 'email' },
    });
    expect(html).not.toMatch(/<img|<script|<b>|<i>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; × 2');
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('value="4242&#39;"');
    expect(html).toContain('&lt;i&gt;bad&lt;/i&gt;');
  });

  it('never echoes the CVC', () => {
    expect(renderPaymentPage(MODEL)).toMatch(/<input id="cvc"[^>]*value=""/);
  });
});

describe('renderMessagePage', () => {
  it('shows a message and an escaped way back, with no form', () => {
    const html = renderMessagePage('This checkout has expired', 'Nothing <was> charged.', {
      href: 'http://x/?a=1&b="2"',
      text: 'Return to Encore',
    });
    expect(html).toContain('<h1>This checkout has expired</h1>');
    expect(html).toContain('Nothing &lt;was&gt; charged.');
    expect(html).toContain('href="http://x/?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('<form');
  });
});
