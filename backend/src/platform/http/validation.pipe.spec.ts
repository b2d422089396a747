import 'reflect-metadata';

import { IsEmail, IsInt, Min } from 'class-validator';

import { AppError } from './app-error.js';
import { createValidationPipe } from './validation.pipe.js';

class SignUpDto {
  @IsEmail() email!: string;
  @IsInt() @Min(16) age!: number;
}

const validate = (body: unknown): Promise<unknown> =>
  createValidationPipe().transform(body, { type: 'body', metatype: SignUpDto });

const rejection = async (body: unknown): Promise<AppError> => {
  try {
    await validate(body);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the body to be rejected');
};

describe('createValidationPipe', () => {
  it('passes a valid body through as an instance of the DTO', async () => {
    const result = await validate({ email: 'fan@encore.test', age: 21 });
    expect(result).toBeInstanceOf(SignUpDto);
    expect(result).toEqual({ email: 'fan@encore.test', age: 21 });
  });

  it('lists every bad field in details, with the first message as the text', async () => {
    const error = await rejection({ email: 'nope', age: 12 });
    expect(error.code).toBe('PLATFORM.VALIDATION_FAILED');
    expect(error.kind).toBe('bad_request');
    expect(error.message).toBe('Email must be an email.');
    expect(error.details).toEqual([
      { field: 'email', messages: ['email must be an email'] },
      { field: 'age', messages: ['age must not be less than 16'] },
    ]);
  });

  it('rejects fields the DTO does not declare', async () => {
    const error = await rejection({ email: 'fan@encore.test', age: 21, role: 'admin' });
    expect(error.details).toEqual([
      { field: 'role', messages: ['property role should not exist'] },
    ]);
  });
});
