import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './social-links';

const meta = {
  title: 'Shared/SocialLinks',
  component: SocialLinks,
  args: {
    ownerName: 'Neon Harbor',
    links: {
      instagram: 'https://www.instagram.com/neonharbor.music',
      tiktok: 'https://www.tiktok.com/@neonharbor',
      youtube: 'https://www.youtube.com/@neonharbor',
      spotify: 'https://open.spotify.com/artist/4nEoHaRb0rQx7LmZt2WvYp',
      bandcamp: 'https://neonharbor.bandcamp.com',
      soundcloud: 'https://soundcloud.com/neonharbor',
      twitter: 'https://twitter.com/neonharbor',
      facebook: 'https://www.facebook.com/neonharbor',
      website: 'https://neonharbor.example.com',
    },
  },
} satisfies Meta<typeof SocialLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EverySite: Story = {};
export const OneLink: Story = {
  args: { links: { bandcamp: 'https://ghostorchard.bandcamp.com' } },
};
export const UnknownKeyUsesTheHost: Story = {
  args: { links: { other: 'https://youtu.be/abc', blog: 'https://owl.example.com' } },
};
export const UnsafeAddressesLeftOut: Story = {
  args: { links: { website: 'javascript:alert(1)', instagram: 'https://instagram.com/owl' } },
};
export const Empty: Story = { args: { links: {} } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
