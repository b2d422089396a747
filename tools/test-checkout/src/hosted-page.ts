import type { SessionLine } from './checkout-ledger.js';
import { formatAmount } from './money.js';
import type { PaymentFormField } from './payment-form.js';
import { TEST_CARDS } from './test-cards.js';

/**
 * The hosted checkout page the browser is sent to (`session.url`): plain HTML with inline CSS,
 * no script and no external assets, so it works offline and under a strict CSP. Every field has
 * a real `<label for>`, errors are announced with `role="alert"`, and every value is escaped.
 */

export interface PaymentPageModel {
  sessionId: string;
  lines: readonly SessionLine[];
  amountTotal: number;
  currency: string;
  cancelUrl: string;
  /** What the form shows: the customer's email at first, what was typed after a failed try. */
  values: { email: string; cardNumber: string; expiry: string; name: string };
  error: { message: string; field: PaymentFormField | null } | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export const PAGE_TITLE = 'Encore test checkout';
export const TEST_MODE_BANNER = 'Test mode — no real card is charged';

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f6;color:#1d1d1f}
.banner{margin:0;padding:.6rem 1rem;background:#ffe08a;color:#3d2e00;text-align:center;font-weight:600}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 1rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.summary{margin:0 0 1.25rem;padding:0;list-style:none;border-bottom:1px solid #e3e3e8}
.summary li{display:flex;justify-content:space-between;padding:.25rem 0}
.summary .total{font-weight:700;border-top:1px solid #e3e3e8;margin-top:.25rem;padding:.5rem 0}
label{display:block;font-weight:600;margin:.9rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a8a92;border-radius:8px}
input:focus{outline:3px solid #7aa7ff;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.25rem;padding:.75rem;font:inherit;font-weight:700;color:#fff;background:#3b2fc9;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#2c23a0}
.alert{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fde7e6;color:#8c1d18;font-weight:600}
.cancel{display:block;margin-top:1rem;text-align:center;color:#3b2fc9}
.cards{padding-left:1.2rem;margin:.25rem 0}
.hint{color:#55555c;font-size:.9rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PAGE_TITLE}</title>
<style>${STYLES}</style>
</head>
<body>
<p class="banner">${TEST_MODE_BANNER}</p>
<main>
${body}
</main>
</body>
</html>
`;
}

function field(options: {
  id: string;
  name: string;
  label: string;
  type: string;
  value: string;
  autocomplete: string;
  invalid: boolean;
  optional?: boolean;
  extra?: string;
}): string {
  const invalid = options.invalid ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
<input id="${options.id}" name="${options.name}" type="${options.type}" value="${escapeHtml(options.value)}" autocomplete="${options.autocomplete}"${options.optional ? '' : ' required'}${options.extra ?? ''}${invalid}>`;
}

export function renderPaymentPage(model: PaymentPageModel): string {
  const total = formatAmount(model.amountTotal, model.currency);
  const invalid = (name: PaymentFormField): boolean => model.error?.field === name;
  const lines = model.lines
    .map((line) => {
      const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
      const amount = formatAmount(line.unitAmount * line.quantity, model.currency);
      return `<li><span>${escapeHtml(line.productName)}${quantity}</span><span>${amount}</span></li>`;
    })
    .join('\n');
  const alert = model.error
    ? `<p class="alert" role="alert" id="form-error">${escapeHtml(model.error.message)}</p>`
    : '';
  const cards = TEST_CARDS.map(
    (card) => `<li><code>${card.number}</code> — ${escapeHtml(card.label)}</li>`,
  ).join('\n');
  return layout(`<h1>Pay Encore</h1>
<ul class="summary">
${lines}
<li class="total"><span>Total</span><span>${total}</span></li>
</ul>
${alert}
<form method="post" action="/pay/${encodeURIComponent(model.sessionId)}" novalidate>
${field({ id: 'email', name: 'email', label: 'Email', type: 'email', value: model.values.email, autocomplete: 'email', invalid: invalid('email') })}
${field({ id: 'card-number', name: 'card_number', label: 'Card number', type: 'text', value: model.values.cardNumber, autocomplete: 'cc-number', invalid: invalid('cardNumber'), extra: ' inputmode="numeric" placeholder="4242 4242 4242 4242"' })}
<div class="row">
<div>${field({ id: 'expiry', name: 'expiry', label: 'Expiry (MM / YY)', type: 'text', value: model.values.expiry, autocomplete: 'cc-exp', invalid: invalid('expiry'), extra: ' inputmode="numeric" placeholder="MM / YY"' })}</div>
<div>${field({ id: 'cvc', name: 'cvc', label: 'CVC', type: 'text', value: '', autocomplete: 'cc-csc', invalid: invalid('cvc'), extra: ' inputmode="numeric" maxlength="4" placeholder="123"' })}</div>
</div>
${field({ id: 'name', name: 'name', label: 'Name on card', type: 'text', value: model.values.name, autocomplete: 'cc-name', invalid: invalid('name'), optional: true })}
<button type="submit">Pay ${total}</button>
</form>
<a class="cancel" href="${escapeHtml(model.cancelUrl)}">Cancel and return</a>
<h2>Test cards</h2>
<ul class="cards">
${cards}
</ul>
<p class="hint">Use any expiry date in the future and any three-digit CVC.</p>`);
}

/** A page with no form: the session cannot be paid (unknown, expired or already paid). */
export function renderMessagePage(
  heading: string,
  message: string,
  link: { href: string; text: string } | null = null,
): string {
  const back = link
    ? `\n<a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`
    : '';
  return layout(`<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>${back}`);
}
