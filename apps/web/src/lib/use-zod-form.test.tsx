import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type * as z4 from 'zod/v4/core';
import { TextField } from '../components/text-field';
import { initTestI18n } from '../test/render-with-providers';
import { ApiError } from './api-client';
import { digitsOnly, trimmed, useZodForm } from './use-zod-form';

/** A request schema: `mobileNum` has a format message, `password` only the generic one. */
const Body = z
  .object({
    mobileNum: z.string().regex(/^\d{6,15}$/),
    verificationCode: z.string().trim().min(1),
    password: z.string().min(8),
    confirm: z.string(),
  })
  .refine((body) => !body.confirm || body.confirm === body.password, {
    path: ['confirm'],
    message: 'issues.mismatch',
  });

const EMPTY = { mobileNum: '', verificationCode: '', password: '', confirm: '' };

function Form({
  schema = Body,
  onValid,
}: {
  schema?: z4.$ZodType<z.output<typeof Body>, typeof EMPTY>;
  onValid: (values: z.output<typeof Body>) => Promise<void>;
}) {
  const form = useZodForm(schema, {
    ns: 'security',
    defaultValues: EMPTY,
    labels: { confirm: 'fields.confirmPaymentPassword' },
    fieldOfCode: { INVALID_CREDENTIALS: 'password' },
  });
  const submit = form.submit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      form.fail(error);
    }
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField label="mobile" {...form.field('mobileNum', digitsOnly)} data-testid="mobile" />
      <TextField label="code" {...form.field('verificationCode', trimmed)} data-testid="code" />
      <TextField label="password" {...form.field('password')} data-testid="password" />
      <TextField label="confirm" {...form.field('confirm')} data-testid="confirm" />
      {form.alert && <p data-testid="alert">{form.alert}</p>}
      <button type="submit" data-testid="submit" />
    </form>
  );
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function text(testId: string): string | null {
  return screen.queryByTestId(testId)?.textContent ?? null;
}

/** A form with its own label, empty and invalid keys, and a refinement with placeholders. */
const CustomBody = z
  .object({ mobileNum: z.string().regex(/^\d{6,15}$/), password: z.string().min(1) })
  .refine((body) => body.password.length >= 8, {
    path: ['password'],
    message: 'passwordPolicy.length',
  });

function Custom() {
  const form = useZodForm(CustomBody, {
    ns: 'session',
    defaultValues: { mobileNum: '', password: '' },
    labels: { password: 'accountFields.newPassword' },
    required: { mobileNum: 'register.termsRequired' },
    invalid: { mobileNum: 'sms.invalidMobile' },
    params: { min: 8, max: 32 },
  });
  return (
    <form onSubmit={form.submit(() => {})}>
      <TextField label="mobile" {...form.field('mobileNum')} data-testid="mobile" />
      <TextField label="password" {...form.field('password')} data-testid="password" />
      <button type="submit" data-testid="submit" />
    </form>
  );
}

beforeAll(() => initTestI18n());

describe('useZodForm', () => {
  it('says an empty field is required, a wrong one invalid, and a refinement by its key', async () => {
    const onValid = vi.fn(async () => {});
    render(<Form onValid={onValid} />);
    type('mobile', '123');
    type('code', '   ');
    type('password', 'short');
    type('confirm', 'other');
    fireEvent.click(screen.getByTestId('submit'));

    // The field's own format message, else the generic one with the label.
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Enter 6 to 15 digits.',
    );
    expect(text('password-error')).toBe('Current login password format is incorrect.');
    // Spaces only: empty, whatever rule it broke.
    expect(text('verificationCode-error')).toBe('SMS code cannot be empty.');
    expect(text('confirm-error')).toBe('The two payment passwords do not match.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps the messages while the person types, until the next submit', async () => {
    const onValid = vi.fn(async () => {});
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('password-error')).textContent).toBe(
      'Current login password cannot be empty.',
    );
    type('password', 'long-enough');
    await act(async () => {});
    expect(text('password-error')).toBe('Current login password cannot be empty.');

    type('mobile', '81234567');
    type('code', '1234');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(text('password-error')).toBeNull();
  });

  it('filters what is typed and hands the parsed values on', async () => {
    const onValid = vi.fn(async () => {});
    render(<Form onValid={onValid} />);
    type('mobile', '81-23 45a67');
    expect((screen.getByTestId('mobile') as HTMLInputElement).value).toBe('81234567');
    type('code', ' 4242 ');
    expect((screen.getByTestId('code') as HTMLInputElement).value).toBe('4242');
    type('password', 'long-enough');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        mobileNum: '81234567',
        verificationCode: '4242',
        password: 'long-enough',
        confirm: '',
      }),
    );
  });

  it('puts a failed call under its field, or in the form alert, translated by code', async () => {
    const failures = [
      new ApiError('INVALID_CREDENTIALS', 401),
      new ApiError('VALIDATION_FAILED', 400, [{ path: 'body.mobileNum', issue: 'invalid' }]),
      new ApiError('RATE_LIMITED', 429),
      new Error('server text that must never show'),
    ];
    render(
      <Form
        onValid={async () => {
          throw failures.shift();
        }}
      />,
    );
    type('mobile', '81234567');
    type('code', '1234');
    type('password', 'long-enough');
    const submit = () => fireEvent.click(screen.getByTestId('submit'));

    submit();
    await waitFor(() => expect(text('password-error')).toBe('Wrong account or password.'));
    expect(text('alert')).toBeNull();

    submit();
    await waitFor(() =>
      expect(text('mobileNum-error')).toBe(
        'Some details are not valid. Please check the highlighted fields.',
      ),
    );
    // The next submit cleared the earlier server message.
    expect(text('password-error')).toBeNull();

    submit();
    await waitFor(() =>
      expect(text('alert')).toBe('Too many attempts. Please wait a moment and try again.'),
    );
    expect(text('mobileNum-error')).toBeNull();

    submit();
    await waitFor(() =>
      expect(text('alert')).toBe('Something went wrong on our side. Please try again.'),
    );
  });

  it('runs one submit at a time', async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);
    type('mobile', '81234567');
    type('code', '1234');
    type('password', 'long-enough');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId('submit'));
    await act(async () => {});
    expect(onValid).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });

  it("takes a form's own label, empty and invalid keys, and a refinement's placeholders", async () => {
    render(<Custom />);
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Please agree to the terms before continuing.',
    );
    expect(text('password-error')).toBe('New password cannot be empty.');
    type('mobile', '12');
    type('password', 'short');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(text('mobileNum-error')).toBe('Please enter a valid mobile number'));
    expect(text('password-error')).toBe('Please fill in your password with 8 - 32 characters');
  });

  it('takes a zod mini schema as well', async () => {
    const Mini = zm.object({
      mobileNum: zm.string().check(zm.regex(/^\d{6,15}$/)),
      verificationCode: zm.string().check(zm.trim(), zm.minLength(1)),
      password: zm.string().check(zm.minLength(8)),
      confirm: zm.string(),
    });
    render(<Form schema={Mini} onValid={async () => {}} />);
    type('mobile', '12');
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('mobileNum-error')).textContent).toBe(
      'Enter 6 to 15 digits.',
    );
    expect(text('password-error')).toBe('Current login password cannot be empty.');
  });
});
