import 'reflect-metadata';

import { Body, Controller, type INestApplication, Param, Post, Query } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_SCHEMA_METADATA } from '@nestjs/platform-fastify/constants.js';
import { Test } from '@nestjs/testing';

import { Field } from './field.js';
import { attachRouteSchemas } from './route-schemas.js';

class NoteDto {
  @Field({ type: 'string', maxLength: 20 }) text!: string;
}

class PageQuery {
  @Field({ type: 'integer', minimum: 1, maximum: 5 }, { optional: true }) page?: number;
}

abstract class NotesBase {
  @Post('base')
  create(@Body() note: NoteDto): NoteDto {
    return note;
  }
}

@Controller('notes')
class NotesController extends NotesBase {
  @Post(':id')
  update(@Body() note: NoteDto, @Query() query: PageQuery): [NoteDto, PageQuery] {
    return [note, query];
  }
}

@Controller('loose')
class LooseController {
  @Post(':id')
  update(@Param('id') id: string): string {
    return id;
  }
}

async function appWith(controller: new () => unknown): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ controllers: [controller] }).compile();
  return moduleRef.createNestApplication(new FastifyAdapter());
}

/** The Fastify schema Nest will read from a route's handler (looked up by name, unbound). */
const schemaOf = (prototype: object, method: string): Record<string, unknown> | undefined =>
  Reflect.getMetadata(
    FASTIFY_ROUTE_SCHEMA_METADATA,
    (prototype as Record<string, object>)[method] as object,
  ) as Record<string, unknown> | undefined;

describe('attachRouteSchemas', () => {
  it('gives each route the schemas of its body and query DTOs, inherited routes included', async () => {
    const app = await appWith(NotesController);
    attachRouteSchemas(app);
    const own = schemaOf(NotesController.prototype, 'update');
    expect(Object.keys(own ?? {}).sort()).toEqual(['body', 'querystring']);
    expect(own?.body).toMatchObject({ required: ['text'], additionalProperties: false });
    expect(schemaOf(NotesBase.prototype, 'create')).toHaveProperty('body');
    await app.close();
  });

  it('stops the boot when a route takes a part without a @Field DTO', async () => {
    const app = await appWith(LooseController);
    expect(() => {
      attachRouteSchemas(app);
    }).toThrow('LooseController.update: take the whole params as a DTO whose fields use @Field');
    await app.close();
  });
});
