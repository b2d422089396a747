import { Module } from '@nestjs/common';

import { StorageModule } from '../../../platform/storage/index.js';
import { AccessModule } from '../../access/index.js';
import { AlbumArchive } from './album-archive.js';
import { AlbumDownloadsController } from './album-downloads.controller.js';
import { AlbumDownloads } from './album-downloads.service.js';
import { DownloadLinks } from './download-links.js';
import { DownloadsRepository } from './downloads.repository.js';
import { DownloadsThrottle } from './downloads-throttle.js';

/**
 * Owners' downloads (docs/adr/0045): `/api/albums/{id}/downloads`. Who may download is access's
 * rule (grants) plus the release's own setting; links are signed like media addresses.
 */
@Module({
  imports: [AccessModule, StorageModule],
  controllers: [AlbumDownloadsController],
  providers: [DownloadsRepository, DownloadLinks, DownloadsThrottle, AlbumArchive, AlbumDownloads],
})
export class DownloadsModule {}
