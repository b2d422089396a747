import { refusalPage, wantsPage } from './refusal-page.js';

describe('the queue board refusal', () => {
  it('is a page for a browser opening the board', () => {
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(wantsPage('GET', navigation)).toBe(true);
    expect(wantsPage('HEAD', navigation)).toBe(true);
  });

  it('is the JSON envelope for everything else', () => {
    expect(wantsPage('GET', 'application/json, text/plain, */*')).toBe(false);
    expect(wantsPage('GET', '*/*')).toBe(false);
    expect(wantsPage('GET', undefined)).toBe(false);
    expect(wantsPage('GET', 'text/css,*/*;q=0.1')).toBe(false);
    expect(wantsPage('PUT', 'text/html')).toBe(false);
  });

  it('says why and links to the admin area, escaping the text', () => {
    const page = refusalPage('Admins <only> & "friends"');
    expect(page).toContain('Admins &#60;only&#62; &#38; &#34;friends&#34;');
    expect(page).toContain('href="/admin/dashboard"');
    expect(page).not.toContain('<script');
  });
});
