import { generatePath } from 'react-router';
import { ROUTES } from '@/shared/config';
import { formatCount, formatMoney } from '@/shared/lib/format';
import type { AdminOverview, QueueHealth, SalesTotal } from '../api/overview-api';
import { formatWait } from './wait-time';

export interface FigureCard {
  key: string;
  label: string;
  value: string;
  detail: string;
  /** Where the figure is looked at closer, when the admin area has such a page. */
  to?: string;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** "£71.88" — or "£71.88 + €7.00" when sales came in more than one currency; none: "No sales". */
export function revenueText(totals: readonly SalesTotal[]): string {
  if (totals.length === 0) return 'No sales';
  return totals.map((total) => formatMoney(total.gross, total.currency)).join(' + ');
}

const salesCount = (totals: readonly SalesTotal[]) =>
  totals.reduce((sum, total) => sum + total.count, 0);

/** The headline figures, in the order an admin reads them. */
export function overviewCards(overview: AdminOverview): FigureCard[] {
  const { users, catalogue, plays, sales, period } = overview;
  const days = `${period.days} days`;
  return [
    {
      key: 'users',
      label: 'Users',
      value: formatCount(users.total),
      detail: `${plural(users.listeners, 'listener', 'listeners')} · ${plural(users.artists, 'artist', 'artists')} · ${plural(users.admins, 'admin', 'admins')}`,
      to: ROUTES.adminUsers,
    },
    {
      key: 'artists',
      label: 'Artists',
      value: formatCount(catalogue.artists),
      detail: 'Profiles in the catalogue',
      to: ROUTES.adminArtists,
    },
    { key: 'albums', label: 'Albums', value: formatCount(catalogue.albums), detail: 'Released' },
    { key: 'tracks', label: 'Tracks', value: formatCount(catalogue.tracks), detail: 'Released' },
    {
      key: 'plays-today',
      label: 'Plays today',
      value: formatCount(plays.today),
      detail: `+ ${plural(plays.previews_today, 'preview', 'previews')} (UTC day)`,
    },
    {
      key: 'plays-period',
      label: `Plays, ${days}`,
      value: formatCount(plays.last_28_days),
      detail: `+ ${plural(plays.previews_last_28_days, 'preview', 'previews')}`,
    },
    {
      key: 'sales-period',
      label: `Soundcheck sales, ${days}`,
      value: formatCount(salesCount(sales.last_28_days)),
      detail: revenueText(sales.last_28_days),
      to: ROUTES.adminPurchases,
    },
    {
      key: 'sales-all-time',
      label: 'Soundcheck sales, all time',
      value: formatCount(salesCount(sales.all_time)),
      detail: revenueText(sales.all_time),
      to: ROUTES.adminPurchases,
    },
  ];
}

export interface WaitlistRow {
  list: string;
  to: string;
  confirmed: string;
  unconfirmed: string;
  total: string;
}

/** The two waitlists, each with a link to its screening queue. */
export function waitlistRows(overview: AdminOverview): WaitlistRow[] {
  const { artist, fan } = overview.waitlists;
  return [
    { list: 'Artists', slug: 'artists', size: artist },
    { list: 'Fans', slug: 'fans', size: fan },
  ].map(({ list, slug, size }) => ({
    list,
    to: generatePath(ROUTES.adminWaitlist, { list: slug }),
    confirmed: formatCount(size.confirmed),
    unconfirmed: formatCount(size.unconfirmed),
    total: formatCount(size.confirmed + size.unconfirmed),
  }));
}

export interface QueueRow {
  queue: string;
  waiting: string;
  active: string;
  delayed: string;
  failed: string;
  oldestWait: string;
  healthy: boolean;
  /** Why it needs a look, in words ("" when healthy). */
  problems: string;
}

const PROBLEM_TEXT: Record<QueueHealth['problems'][number], string> = {
  failed_jobs: 'Too many failed jobs',
  backlog_seconds: 'Jobs waiting too long',
};

export function queueRows(queues: readonly QueueHealth[]): QueueRow[] {
  return queues.map((queue) => ({
    queue: queue.queue,
    waiting: formatCount(queue.waiting),
    active: formatCount(queue.active),
    delayed: formatCount(queue.delayed),
    failed: formatCount(queue.failed),
    oldestWait: formatWait(queue.oldest_waiting_seconds),
    healthy: queue.problems.length === 0,
    problems: queue.problems.map((problem) => PROBLEM_TEXT[problem]).join(' · '),
  }));
}
