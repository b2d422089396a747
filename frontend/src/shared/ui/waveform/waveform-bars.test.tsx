import { render, screen } from '@testing-library/react';
import { WaveformBars } from './waveform-bars';

const bars = [0.25, 1, 0.5, 0];

describe('WaveformBars', () => {
  test('with a label, the waveform is an image of that name with a bar per height', () => {
    render(<WaveformBars bars={bars} label="Waveform of “Night Ferry”" />);
    const picture = screen.getByRole('img', { name: 'Waveform of “Night Ferry”' });
    const drawn = [...picture.querySelectorAll('rect')].map((rect) => rect.getAttribute('height'));
    expect(drawn).toEqual(['24', '96', '48', '2']);
  });

  test('without a label, it is decoration, hidden from screen readers', () => {
    const { container } = render(<WaveformBars bars={bars} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('draws the highlighted stretch again, clipped to it', () => {
    const { container } = render(
      <WaveformBars bars={bars} highlight={{ from: 0.25, to: 0.625 }} />,
    );
    const highlight = container.querySelector('[data-part="highlight"]');
    expect(highlight).toHaveAttribute('x', '1');
    expect(highlight).toHaveAttribute('width', '1.5');
    expect(highlight).toHaveAttribute('viewBox', '1 0 1.5 100');
    expect(highlight?.querySelectorAll('rect')).toHaveLength(4);
  });

  test('an empty stretch, or one outside the waveform, highlights nothing', () => {
    const { container, rerender } = render(
      <WaveformBars bars={bars} highlight={{ from: 0, to: 0 }} />,
    );
    expect(container.querySelector('[data-part="highlight"]')).toBeNull();
    rerender(<WaveformBars bars={bars} highlight={{ from: 1.2, to: 3 }} />);
    expect(container.querySelector('[data-part="highlight"]')).toBeNull();
  });

  test('no bars, no drawing', () => {
    const { container } = render(<WaveformBars bars={[]} label="Waveform" />);
    expect(container).toBeEmptyDOMElement();
  });
});
