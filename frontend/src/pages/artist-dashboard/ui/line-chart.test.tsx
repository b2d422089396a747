import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LineChart } from './line-chart';

const POINTS = [
  { label: '1 Nov', value: 3 },
  { label: '2 Nov', value: 12 },
  { label: '3 Nov', value: 7 },
];

describe('LineChart', () => {
  test('a screen reader hears the summary; the drawing itself is hidden', () => {
    render(<LineChart points={POINTS} summary="Plays per day: highest 12." formatValue={String} />);
    const chart = screen.getByRole('img', { name: 'Plays per day: highest 12.' });
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test("the arrow keys read out each point's label and value", async () => {
    const user = userEvent.setup();
    render(<LineChart points={POINTS} summary="Plays" formatValue={(value) => `${value} plays`} />);

    await user.tab();
    expect(screen.getByRole('img', { name: 'Plays' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 plays')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 Nov', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('12 plays')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('7 plays')).toBeInTheDocument();

    await user.tab();
    expect(screen.queryByText('7 plays')).toBeNull();
  });
});
