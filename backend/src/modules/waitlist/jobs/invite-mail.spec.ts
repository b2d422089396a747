import { inviteMail, type InviteMailInput } from './invite-mail.js';

const input = (kind: InviteMailInput['kind']): InviteMailInput => ({
  to: 'maya@example.com',
  name: 'Maya <Lind>',
  kind,
  code: 'ENCORE-AB2C-DE3F',
  registerLink: 'https://encore.example/register?invite=ENCORE-AB2C-DE3F',
  expiresAt: new Date('2026-12-01T14:05:00Z'),
  studioLink: 'https://encore.example/artist/studio',
});

describe('inviteMail', () => {
  it('gives the code, its link and until when it works', () => {
    const mail = inviteMail(input('fan'));
    expect(mail.subject).toBe('Your invite to Encore');
    expect(mail.text).toContain('ENCORE-AB2C-DE3F');
    expect(mail.text).toContain('https://encore.example/register?invite=ENCORE-AB2C-DE3F');
    expect(mail.text).toMatch(/until 1 December 2026,? (at )?14:05 UTC/);
    expect(mail.html).toContain('Maya &#60;Lind&#62;');
  });

  it('tells an artist their account is an artist’s and to open the studio next', () => {
    const mail = inviteMail(input('artist'));
    expect(mail.text).toContain('artist account, with your artist profile');
    expect(mail.text).toContain(
      'Open your studio to upload your first release:\n\nhttps://encore.example/artist/studio',
    );
    expect(mail.html).toContain(
      '<a href="https://encore.example/artist/studio">Open your studio to upload your first release</a>',
    );
  });

  it('says nothing of a studio to a fan', () => {
    const mail = inviteMail(input('fan'));
    expect(mail.text).not.toContain('studio');
    expect(mail.html).not.toContain('studio');
  });
});
