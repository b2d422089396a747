import { ApiProperty } from '@nestjs/swagger';

/** The admin making the call, as the boundary let them through. */
export class AdminMeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() display_name!: string;
  @ApiProperty({ enum: ['admin'] }) role!: 'admin';
  @ApiProperty({ enum: ['passed'] }) second_factor!: 'passed';
}
