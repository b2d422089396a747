import { ValidationPipe, type ValidationError } from '@nestjs/common';

import type { ErrorDetail } from './app-error.js';
import { PlatformErrors } from './platform.errors.js';

function flatten(errors: ValidationError[], parent = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelisting, transforming validation whose failures list every bad field in `details`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      const first = details[0]?.messages[0];
      return PlatformErrors.VALIDATION_FAILED(first ? capitalise(first) + '.' : undefined, details);
    },
  });
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
