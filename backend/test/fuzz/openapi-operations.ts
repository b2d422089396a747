import type { OpenAPIObject } from '@nestjs/swagger';

/** A JSON schema as the OpenAPI document states it (the parts the fuzzer reads). */
export interface FieldSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  nullable?: boolean;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  $ref?: string;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: FieldSchema;
}

/** One operation of the document, with its refs resolved. */
export interface Operation {
  /** `GET /api/public/album/{id}`: the key of the slowest-reply report. */
  id: string;
  method: string;
  pathTemplate: string;
  parameters: ParameterSpec[];
  /** The first declared request content type and its schema, when the operation takes a body. */
  body?: { contentType: string; schema: FieldSchema };
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function resolve(document: OpenAPIObject, schema: FieldSchema): FieldSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components?.schemas?.[name] as FieldSchema | undefined;
  if (!target) throw new Error(`Unresolvable schema ${schema.$ref}`);
  return resolve(document, target);
}

/** Every operation in the document: new routes are fuzzed without touching the test. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [pathTemplate, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map((raw) => {
        const parameter = raw as unknown as ParameterSpec;
        return {
          ...parameter,
          required: parameter.required,
          schema: resolve(document, parameter.schema),
        };
      });
      const requestBody = operation.requestBody as
        { content?: Record<string, { schema: FieldSchema }> } | undefined;
      const content = requestBody?.content;
      const contentType = content ? Object.keys(content)[0] : undefined;
      const bodySchema = contentType ? content?.[contentType]?.schema : undefined;
      operations.push({
        id: `${method.toUpperCase()} ${pathTemplate}`,
        method: method.toUpperCase(),
        pathTemplate,
        parameters,
        ...(contentType && bodySchema
          ? { body: { contentType, schema: resolve(document, bodySchema) } }
          : {}),
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/**
 * The routes served outside the controllers (`@FastifyRoutes`, e.g. `GET|HEAD /api/media/stream/*`)
 * as operations whose wildcard is one hostile path parameter: they are not in the document.
 */
export function sideDoorOperations(declared: readonly string[]): Operation[] {
  return declared.flatMap((route) => {
    const [methods = '', path = ''] = route.split(' ');
    const pathTemplate = path.replace(/\*$/, '{wildcard}');
    const wildcard: ParameterSpec = {
      name: 'wildcard',
      in: 'path',
      required: true,
      schema: { type: 'string', example: 'audio/night-drive.mp3' },
    };
    return methods.split('|').map((method) => ({
      id: `${method} ${path}`,
      method,
      pathTemplate,
      parameters: [wildcard],
      secured: false,
    }));
  });
}
