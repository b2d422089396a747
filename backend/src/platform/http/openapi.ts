import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import type { AppConfig } from '../../config/index.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Encore API')
    .setDescription('Music streaming and discovery for independent artists and their fans.')
    .setVersion('1.0.0')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}

/**
 * Swagger UI at /api/docs and the document at /api/docs-json and -yaml, unless API_DOCS is off
 * (the default in production: the document maps every route for an attacker).
 */
export function registerOpenApi(app: INestApplication, config: AppConfig): void {
  if (!config.env.API_DOCS) return;
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
