import { Module } from '@nestjs/common';

/** LRCLIB-compatible lyrics: `GET /api/lyrics/api/get` over the catalogue, then an optional upstream. */
@Module({})
export class LyricsModule {}
