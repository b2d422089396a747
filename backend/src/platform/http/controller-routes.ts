import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';

export interface ControllerRoute {
  controller: Type;
  method: string;
  /** The controller method: where Nest reads the route's Fastify options from. */
  handler: object;
}

/** Own and inherited method names, so a route declared on a base controller is found too. */
function methodNames(prototype: object): Set<string> {
  const names = new Set<string>();
  for (let p = prototype; p !== Object.prototype; p = Object.getPrototypeOf(p) as object) {
    for (const name of Object.getOwnPropertyNames(p)) names.add(name);
  }
  return names;
}

/** Every route handler of every controller in the app, before the routes are registered. */
export function forEachControllerRoute(
  app: INestApplication,
  visit: (route: ControllerRoute) => void,
): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type;
      for (const method of methodNames(controller.prototype as object)) {
        const handler = (controller.prototype as Record<string, unknown>)[method];
        if (typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        visit({ controller, method, handler });
      }
    }
  }
}
