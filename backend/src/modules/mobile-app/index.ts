export { MobileAppModule } from './mobile-app.module.js';
