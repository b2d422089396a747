import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { toApiError } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import type { AuditEntry } from '../api/audit-api';
import type { AuditQuery } from '../lib/audit-query';
import { auditLog } from '../model/audit-log';
import { ADMIN_ID, AUDIT_ENTRIES } from '../testing/audit-fixtures';
import { AdminAuditPage } from './admin-audit-page';

type PageRequest = { query: AuditQuery; cursor: string | null };

function renderPage(fetchPage: (request: PageRequest) => Promise<KeysetPage<AuditEntry>>) {
  const asked: PageRequest[] = [];
  const scope = fork({
    handlers: [
      [
        auditLog.fetchPageFx,
        (request: PageRequest) => {
          asked.push(request);
          return fetchPage(request);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/admin/audit']}>
        <AdminAuditPage />
      </MemoryRouter>
    </Provider>,
  );
  return { asked, user: userEvent.setup() };
}

describe('admin audit page', () => {
  test('lists who did what, when, to what, the change and from where', async () => {
    renderPage(() => Promise.resolve({ items: AUDIT_ENTRIES, nextCursor: null }));

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, revoke, create, roleChange] = within(table).getAllByRole('row');
    expect(revoke).toHaveTextContent(
      /26 Nov 2026, 15:00 UTCadmin@encore\.testinvite\.revokeinvite_code6f1c2b7e.*1 change.*203\.0\.113\.7/,
    );
    expect(create).toHaveTextContent('Created');
    // An admin whose account is gone is named by id; the change opens to its fields.
    expect(roleChange).toHaveTextContent('4b5a6f7e-8d9c-4abb-8d3e-4f5a6b7c8d9e');
    expect(roleChange).toHaveTextContent('role"listener" → "artist"');
  });

  test('filters by action and days (the last day included), and by the admin on a row', async () => {
    const { asked, user } = renderPage(() =>
      Promise.resolve({ items: AUDIT_ENTRIES, nextCursor: null }),
    );
    await screen.findByRole('table', { name: 'Audit log' });

    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'invite.create');
    await user.type(screen.getByLabelText('To (included)'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(asked.at(-1)).toEqual({
      query: {
        action: 'invite.create',
        targetType: '',
        actor: '',
        fromDay: '',
        toDay: '2026-11-30',
        search: '',
        sort: { key: 'at', direction: 'desc' },
      },
      cursor: null,
    });

    await user.click(
      (await screen.findAllByRole('button', { name: 'Only actions by admin@encore.test' }))[0] ??
        document.body,
    );
    expect(asked.at(-1)?.query.actor).toBe(ADMIN_ID);
    expect(screen.getByRole('textbox', { name: 'Admin (user ID)' })).toHaveValue(ADMIN_ID);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(asked.at(-1)?.query).toEqual({
      action: '',
      targetType: '',
      actor: '',
      fromDay: '',
      toDay: '',
      search: '',
      sort: { key: 'at', direction: 'desc' },
    });
  });

  test('searches once the typing pauses, keeping the filters; says when nothing matches', async () => {
    const { asked, user } = renderPage(({ query }) =>
      Promise.resolve({ items: query.search === '' ? AUDIT_ENTRIES : [], nextCursor: null }),
    );
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'invite.create');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'lena@');
    expect(
      await screen.findByText('No admin actions match this search and these filters.'),
    ).toBeVisible();
    expect(asked.at(-1)?.query).toMatchObject({ search: 'lena@', action: 'invite.create' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('invite.create');
  });

  test('the When and Action headers ask the server for that order', async () => {
    const { asked, user } = renderPage(() =>
      Promise.resolve({ items: AUDIT_ENTRIES, nextCursor: null }),
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByRole('columnheader', { name: /When/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: /When/ }));
    expect(asked.at(-1)).toEqual({
      query: expect.objectContaining({ sort: { key: 'at', direction: 'asc' } }),
      cursor: null,
    });
    await user.click(within(table).getByRole('button', { name: /Action/ }));
    expect(asked.at(-1)?.query.sort).toEqual({ key: 'action', direction: 'asc' });
  });

  test('a filter the server refuses says why; nothing matching says so', async () => {
    let answer: () => Promise<KeysetPage<AuditEntry>> = () =>
      Promise.reject(
        toApiError(400, 'Bad Request', {
          code: 'PLATFORM.VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: [{ field: 'actor', messages: ['actor must be a UUID'] }],
        }),
      );
    const { user } = renderPage(() => answer());

    expect(await screen.findByText('We could not load the audit log.')).toBeVisible();
    expect(screen.getByText('actor must be a UUID')).toBeVisible();

    answer = () => Promise.resolve({ items: [], nextCursor: null });
    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'nothing.here');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('No admin actions match this search and these filters.'),
    ).toBeVisible();
  });

  test('an empty log says so', async () => {
    renderPage(() => Promise.resolve({ items: [], nextCursor: null }));
    expect(
      await screen.findByText('No admin actions yet. They appear here as admins work.'),
    ).toBeVisible();
  });

  test('"Show more actions" reads the next page', async () => {
    const { user } = renderPage(({ cursor }) =>
      Promise.resolve(
        cursor === null
          ? { items: AUDIT_ENTRIES.slice(0, 1), nextCursor: 'next' }
          : { items: AUDIT_ENTRIES.slice(1), nextCursor: null },
      ),
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show more actions' }));
    expect(await within(table).findByText('user.role_change')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more actions' })).toBeNull();
  });
});
