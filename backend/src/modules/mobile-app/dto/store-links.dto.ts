import { ApiProperty } from '@nestjs/swagger';

import type { StoreLinks } from '../domain/store-links.js';

/** Where the web app's app banner may send people (null: the deployment has no such listing). */
export class StoreLinksDto implements StoreLinks {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The iOS App Store listing (`APP_STORE_URL`)',
    example: 'https://apps.apple.com/app/encore/id6450000000',
  })
  appStoreUrl!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The Google Play listing (`PLAY_STORE_URL`)',
    example: 'https://play.google.com/store/apps/details?id=app.encore',
  })
  playStoreUrl!: string | null;
}
