import { PHOTO_URL, profileFixture } from '../testing/profile-fixtures';
import { formOf, linkAdded, linkEdited } from './profile-form';
import { previewOf } from './profile-preview';

describe('the preview', () => {
  test('draws the page from the form as it is, over what only the profile holds', () => {
    const profile = profileFixture({ photo_url: PHOTO_URL, banner_url: '/media/images/b.jpg' });
    let form = {
      ...formOf(profile),
      name: ' Neon Harbour ',
      bio: '',
      genres: ['Synthwave', 'Ambient'],
    };
    form = linkEdited(linkAdded(form), 2, 'https://neonharbor.example/tour');
    expect(previewOf(profile, form)).toEqual({
      name: 'Neon Harbour',
      image_url: PHOTO_URL,
      banner_url: '/media/images/b.jpg',
      banner_image: '/media/images/b.jpg',
      artist_logo: null,
      bio: null,
      social_links: {
        'https://neonharbor.bandcamp.com/': 'https://neonharbor.bandcamp.com/',
        'https://www.instagram.com/neonharbor.music': 'https://www.instagram.com/neonharbor.music',
        'https://neonharbor.example/tour': 'https://neonharbor.example/tour',
      },
      genre: ['Ambient', 'Synthwave'],
      mood: ['Nocturnal'],
    });
  });

  test('leaves out what the page would never show, and keeps the saved name while the field is empty', () => {
    const profile = profileFixture({ links: [] });
    let form = { ...formOf(profile), name: '' };
    form = linkEdited(linkAdded(form), 0, 'javascript:alert(1)');
    form = linkEdited(linkAdded(form), 1, 'http://neonharbor.example');
    expect(previewOf(profile, form)).toMatchObject({ name: 'Neon Harbor', social_links: {} });
  });
});
