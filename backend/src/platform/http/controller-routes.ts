import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';

export interface ControllerRoute {
  controller: Type;
  method: string;
  /** The controller method: where Nest reads the route's Fastify options from. */
  handler: object;
}

/** Every route handler of every controller in the app, before the routes are registered. */
export function forEachControllerRoute(
  app: INestApplication,
  visit: (route: ControllerRoute) => void,
): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[method];
        if (typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        visit({ controller, method, handler });
      }
    }
  }
}
