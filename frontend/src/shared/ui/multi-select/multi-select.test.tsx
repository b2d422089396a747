import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect } from './multi-select';

const GENRES = ['Indie', 'Folk', 'Electronic'].map((genre) => ({ value: genre, label: genre }));

function GenrePicker() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <MultiSelect
      label="Genres"
      options={GENRES}
      value={value}
      onValueChange={setValue}
      placeholder="Pick genres"
    />
  );
}

describe('MultiSelect', () => {
  test('ticking options in the popover updates the field summary', async () => {
    const user = userEvent.setup();
    render(<GenrePicker />);

    const trigger = screen.getByRole('button', { name: 'Genres' });
    expect(trigger).toHaveTextContent('Pick genres');

    await user.click(trigger);
    await user.click(screen.getByRole('checkbox', { name: 'Folk' }));
    await user.click(screen.getByRole('checkbox', { name: 'Indie' }));

    expect(screen.getByRole('checkbox', { name: 'Folk' })).toBeChecked();
    expect(trigger).toHaveTextContent('Indie, Folk');
    await user.click(screen.getByRole('checkbox', { name: 'Folk' }));
    expect(trigger).toHaveTextContent('Indie');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Folk' })).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
