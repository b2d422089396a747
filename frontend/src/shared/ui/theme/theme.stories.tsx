import type { Meta, StoryObj } from '@storybook/react-vite';

const SWATCHES = [
  '--color-bg',
  '--color-surface',
  '--color-surface-raised',
  '--color-border',
  '--color-text',
  '--color-text-muted',
  '--color-primary',
  '--color-secondary',
  '--color-info',
  '--color-success',
  '--color-warning',
  '--color-danger',
];

const TYPE_SCALE = [
  '--text-display',
  '--text-4xl',
  '--text-3xl',
  '--text-2xl',
  '--text-xl',
  '--text-lg',
  '--text-md',
  '--text-sm',
  '--text-xs',
];

function ThemeOverview() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-7)' }}>
      <section>
        <h2>Colours</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            gap: 'var(--space-4)',
            padding: 0,
            listStyle: 'none',
          }}
        >
          {SWATCHES.map((token) => (
            <li key={token} style={{ display: 'grid', gap: 'var(--space-2)' }}>
              <span
                style={{
                  height: 64,
                  borderRadius: 'var(--radius-md)',
                  border: '1px solid var(--color-border)',
                  background: `var(${token})`,
                }}
              />
              <code style={{ fontSize: 'var(--text-sm)' }}>{token}</code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Type scale</h2>
        {TYPE_SCALE.map((token) => (
          <p
            key={token}
            style={{
              fontSize: `var(${token})`,
              margin: 'var(--space-2) 0',
              lineHeight: 'var(--leading-tight)',
            }}
          >
            {token} — Music that pays the people who make it
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = { title: 'Shared/Theme', component: ThemeOverview } satisfies Meta<
  typeof ThemeOverview
>;
export default meta;

export const Overview: StoryObj<typeof meta> = {};
