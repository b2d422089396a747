import { Logger, Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { locateMediaTools } from './locate-media-tools.js';
import { MediaTools } from './media-tools.js';

/**
 * ffmpeg and ffprobe for the processes that transcode (docs/adr/0042), located once at boot and
 * logged, so an operator sees which build runs (FFMPEG_PATH/FFPROBE_PATH, a system ffmpeg ≥ 5,
 * or the npm package's).
 */
@Module({
  providers: [
    {
      provide: MediaTools,
      inject: [AppConfig],
      useFactory: async ({ env }: AppConfig): Promise<MediaTools> => {
        const tools = await locateMediaTools(env);
        new Logger(MediaTools.name).log(`Media tools: ${tools.describe()}`);
        return tools;
      },
    },
  ],
  exports: [MediaTools],
})
export class MediaToolsModule {}
