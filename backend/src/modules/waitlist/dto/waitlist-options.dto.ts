import { ApiProperty } from '@nestjs/swagger';

export class WaitlistOptionDto {
  @ApiProperty() value!: string;
  @ApiProperty() label!: string;
}

export class ReleasePlanOptionDto {
  @ApiProperty() value!: number;
  @ApiProperty({ example: '5+' }) label!: string;
}

/** The forms' fixed lists and limits (from @encore/shared-rules), for clients without them. */
export class WaitlistOptionsDto {
  @ApiProperty({ type: [WaitlistOptionDto] }) distributors!: WaitlistOptionDto[];
  @ApiProperty({ type: [WaitlistOptionDto] }) collection_agencies!: WaitlistOptionDto[];
  @ApiProperty({ type: [WaitlistOptionDto] }) music_link_types!: WaitlistOptionDto[];
  @ApiProperty({ type: [WaitlistOptionDto] }) streaming_platforms!: WaitlistOptionDto[];
  @ApiProperty({ type: [WaitlistOptionDto] }) referral_sources!: WaitlistOptionDto[];
  @ApiProperty({ type: [ReleasePlanOptionDto] }) release_plan!: ReleasePlanOptionDto[];
  @ApiProperty({ type: [WaitlistOptionDto], description: 'ISO 3166-1 alpha-2, by name' })
  countries!: WaitlistOptionDto[];
  @ApiProperty({ type: [String], description: 'Country codes a picker shows first' })
  featured_countries!: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Most characters per text field',
  })
  text_limits!: Record<string, number>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Most items per list field',
  })
  list_limits!: Record<string, number>;
}
