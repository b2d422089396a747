export { Logo } from './logo';
export type { LogoProps } from './logo';
