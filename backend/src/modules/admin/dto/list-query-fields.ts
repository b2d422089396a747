import { Field } from '../../../platform/http/index.js';

const DIRECTIONS = ['asc', 'desc'] as const;

/** `?q=`: the start of what a list searches (any case); empty searches nothing. */
export const searchField = (description: string, example: string): PropertyDecorator =>
  Field(
    { type: 'string', maxLength: 100 },
    {
      optional: true,
      trim: true,
      description,
      example,
      message: 'q must be at most 100 characters',
    },
  );

/** `?sort=`: one of the orders a list offers. */
export const sortField = (sorts: readonly string[], description: string): PropertyDecorator =>
  Field(
    { type: 'string', enum: sorts },
    { optional: true, description, message: `sort must be one of ${sorts.join(', ')}` },
  );

/** `?order=`: which way the sort runs. */
export const orderField = (description: string): PropertyDecorator =>
  Field(
    { type: 'string', enum: DIRECTIONS },
    { optional: true, description, message: 'order must be asc or desc' },
  );
