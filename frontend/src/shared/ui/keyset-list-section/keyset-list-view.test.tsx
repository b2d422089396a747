import { createKeysetList } from '@/shared/model';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeysetListView } from './keyset-list-view';

type Page = { items: string[]; nextCursor: string | null };

/** A list whose pages the test answers by hand. */
function listAnswering(...answers: (Page | Error)[]) {
  const asked: (string | null)[] = [];
  const list = createKeysetList<{ search: string }, string>({
    initialQuery: { search: '' },
    fetchPage: ({ cursor }) => {
      asked.push(cursor);
      const answer = answers.shift();
      return answer instanceof Error || answer === undefined
        ? Promise.reject(answer ?? new Error('no more answers'))
        : Promise.resolve(answer);
    },
  });
  return { list, asked };
}

const view = (list: ReturnType<typeof listAnswering>['list']) => (
  <KeysetListView
    list={list}
    failureTitle="The accounts could not be loaded"
    moreLabel="Show more accounts"
    moreFailure="The next accounts could not be loaded."
  >
    <p>the table</p>
  </KeysetListView>
);

test('offers the next page once the first is in, and asks for it after the cursor', async () => {
  const { list, asked } = listAnswering(
    { items: ['a'], nextCursor: 'c1' },
    { items: ['b'], nextCursor: null },
  );
  render(view(list));
  expect(screen.queryByRole('button', { name: 'Show more accounts' })).not.toBeInTheDocument();
  await act(async () => {
    list.opened();
    await Promise.resolve();
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more accounts' }));
  expect(asked).toEqual([null, 'c1']);
  expect(await screen.findByText('the table')).toBeInTheDocument();
});

test('puts a failed first page and a failed later page in words', async () => {
  const { list } = listAnswering(
    new Error('down'),
    { items: ['a'], nextCursor: 'c1' },
    new Error('x'),
  );
  render(view(list));
  await act(async () => {
    list.opened();
    await Promise.resolve();
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The accounts could not be loadedCheck your connection and try again.',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more accounts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The next accounts could not be loaded.',
  );
  expect(screen.getByText('the table')).toBeInTheDocument();
});
