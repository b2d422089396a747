export { useIsMobile, useMediaQuery } from './use-media-query';
