import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { INestApplication, Type } from '@nestjs/common';
import { FASTIFY_ROUTE_SCHEMA_METADATA } from '@nestjs/platform-fastify/constants.js';

import { forEachControllerRoute } from '../controller-routes.js';
import { setDefaultBodyLimit } from '../fastify-routes.js';
import { type FieldDefinition, fieldsOf } from './field.js';
import { maxBodyBytes, type RequestSchema, requestSchemaFor } from './request-schema.js';
import { rememberFields } from './request-validator.js';

type RoutePart = 'body' | 'querystring' | 'params';

/** Nest keys route arguments as `${RouteParamtypes}:${index}`. */
const PART_OF_PARAMTYPE = new Map<string, RoutePart>([
  [String(RouteParamtypes.BODY), 'body'],
  [String(RouteParamtypes.QUERY), 'querystring'],
  [String(RouteParamtypes.PARAM), 'params'],
]);

/** Types Nest hands over as they come: a `@Param('id') id: string` has no DTO to check it by. */
const UNCHECKED_TYPES = new Set<unknown>([String, Number, Boolean, Object, undefined]);

interface RouteArgument {
  index: number;
  data?: unknown;
}

interface RouteSchemas {
  schemas: Partial<Record<RoutePart, RequestSchema>>;
  bodyFields?: readonly FieldDefinition[];
}

function schemasOfRoute(controller: Type, method: string): RouteSchemas {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArgument
  >;
  const prototype = controller.prototype as object;
  const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as unknown[];
  const found: RouteSchemas = { schemas: {} };
  for (const [key, argument] of Object.entries(args)) {
    const part = PART_OF_PARAMTYPE.get(key.split(':')[0] ?? '');
    if (!part) continue;
    const where = `${controller.name}.${method}`;
    const dto = types[argument.index] as Type | undefined;
    if (!dto || UNCHECKED_TYPES.has(dto) || argument.data !== undefined || !fieldsOf(dto).length) {
      throw new Error(`${where}: take the whole ${part} as a DTO whose fields use @Field`);
    }
    const fields = fieldsOf(dto);
    const schema = requestSchemaFor(`${where}(${dto.name})`, fields);
    rememberFields(schema, fields);
    found.schemas[part] = schema;
    if (part === 'body') found.bodyFields = fields;
  }
  return found;
}

/**
 * Gives every controller route the JSON Schemas of its body, query and path DTOs, so Fastify
 * validates them before the handler (and before any object is built), and a body limit no larger
 * than its body DTO can be as JSON (unless the route declares one with `@BodyLimit`). Runs before the routes are
 * registered (`app.init()`); a route argument without a checked DTO stops the boot.
 */
export function attachRouteSchemas(app: INestApplication): void {
  forEachControllerRoute(app, ({ controller, method, handler }) => {
    const { schemas, bodyFields } = schemasOfRoute(controller, method);
    if (Object.keys(schemas).length > 0) {
      Reflect.defineMetadata(FASTIFY_ROUTE_SCHEMA_METADATA, schemas, handler);
    }
    if (bodyFields) setDefaultBodyLimit(handler, maxBodyBytes(bodyFields));
  });
}
