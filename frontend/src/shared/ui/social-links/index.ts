export { SocialLinks } from './social-links';
export type { SocialLinksProps } from './social-links';
export { safeExternalUrl, type SocialSite, socialSiteOf } from './social-site';
