import { applyFieldErrors, toErrorMessage } from './errors';

const t = (key: string) => `t:${key}`;

describe('toErrorMessage', () => {
  it('prefers the server message', () => {
    expect(
      toErrorMessage({ status: 400, data: { message: 'رقم الهاتف مستخدم' } }, t, 'login_error'),
    ).toBe('رقم الهاتف مستخدم');
  });

  it('says connection error when no answer came', () => {
    expect(toErrorMessage({ status: 'FETCH_ERROR', error: 'x' }, t, 'login_error')).toBe(
      't:connection_error',
    );
    expect(toErrorMessage({ status: 'TIMEOUT_ERROR', error: 'x' }, t, 'login_error')).toBe(
      't:connection_error',
    );
  });

  it('falls back to the given key otherwise', () => {
    expect(toErrorMessage({ status: 500, data: '<html>' }, t, 'server_error')).toBe(
      't:server_error',
    );
    expect(toErrorMessage({ status: 404, data: { message: '  ' } }, t, 'x')).toBe('t:x');
    expect(toErrorMessage({ message: 'serialized' }, t, 'x')).toBe('t:x');
    expect(toErrorMessage(undefined, t, 'x')).toBe('t:x');
  });
});

describe('applyFieldErrors (server field errors per field)', () => {
  const formik = () => ({ setErrors: jest.fn(), setTouched: jest.fn() });

  it('puts the first message of each field into Formik and marks them touched', () => {
    const helpers = formik();
    const applied = applyFieldErrors(
      {
        status: 422,
        data: {
          message: 'validation',
          errors: { phone_number: ['مستخدم', 'ثاني'], email: 'invalid', city_id: [] },
        },
      },
      helpers,
    );
    expect(applied).toBe(true);
    expect(helpers.setErrors).toHaveBeenCalledWith({ phone_number: 'مستخدم', email: 'invalid' });
    expect(helpers.setTouched).toHaveBeenCalledWith({ phone_number: true, email: true }, false);
  });

  it('returns false and touches nothing without field errors', () => {
    const helpers = formik();
    expect(applyFieldErrors({ status: 400, data: { message: 'bad' } }, helpers)).toBe(false);
    expect(applyFieldErrors({ status: 'FETCH_ERROR', error: 'x' }, helpers)).toBe(false);
    expect(applyFieldErrors({ status: 422, data: { errors: { a: [] } } }, helpers)).toBe(false);
    expect(helpers.setErrors).not.toHaveBeenCalled();
  });
});
