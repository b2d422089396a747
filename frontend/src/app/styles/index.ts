// Global styles, loaded once by the entry point and by Storybook's preview.
import '@/shared/ui/theme';
import './global.css';
