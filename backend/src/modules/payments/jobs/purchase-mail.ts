import { escapeHtml, type MailMessage } from '../../../platform/mail/index.js';

export interface SoldAlbum {
  title: string;
  artistName: string;
}

export interface PaidPurchase {
  amount: number;
  currency: string;
  paidAt: Date;
  checkoutSessionId: string | null;
}

/** £5.99 from 599 and "gbp"; any currency Intl knows. */
export const formatAmount = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );

const formatDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const html = (paragraphs: string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');

/** The buyer's receipt: album, amount, date and the payment reference. */
export function receiptMail(
  to: string,
  album: SoldAlbum,
  purchase: PaidPurchase,
  albumLink: string,
): MailMessage {
  const paragraphs = [
    `Thank you for buying Soundcheck access to "${album.title}" by ${album.artistName}.`,
    `Amount: ${formatAmount(purchase.amount, purchase.currency)}`,
    `Date: ${formatDate(purchase.paidAt)} (UTC)`,
    `Payment reference: ${purchase.checkoutSessionId ?? 'not available'}`,
    `Listen now: ${albumLink}`,
    'Keep this mail as your receipt.',
  ];
  return {
    to,
    subject: `Your Encore receipt: ${album.title}`,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}

/** The artist's notice of a sale (never the buyer's address). */
export function saleNoticeMail(to: string, album: SoldAlbum, purchase: PaidPurchase): MailMessage {
  const paragraphs = [
    `A fan just bought Soundcheck access to "${album.title}".`,
    `Amount: ${formatAmount(purchase.amount, purchase.currency)}`,
    `Date: ${formatDate(purchase.paidAt)} (UTC)`,
  ];
  return {
    to,
    subject: `You made a Soundcheck sale: ${album.title}`,
    text: paragraphs.join('\n\n'),
    html: html(paragraphs),
  };
}
