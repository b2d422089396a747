import { Module } from '@nestjs/common';

import { MobileAppController } from './mobile-app.controller.js';

/** The mobile app's facts the web app needs: where it is listed (docs/adr/0022). */
@Module({ controllers: [MobileAppController] })
export class MobileAppModule {}
