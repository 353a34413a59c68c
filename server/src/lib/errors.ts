/** The one domain failure: a machine code (docs/api.md, "Errors"), mapped to status and message in one place. */
import { ERROR_STATUS, type ErrorCode } from '@inkprint/shared';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly opts: {
      /** Key in the `errors` catalogue when the message differs from the code's default. */
      messageKey?: string;
      /** Values of the message's {placeholders}. */
      params?: Record<string, string | number>;
      /** Field name → key in the `fields` catalogue. */
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      /** Extra JSON properties of the body (e.g. `valid: false`). */
      extra?: Record<string, unknown>;
      /** A status other than the code's own, where docs/api.md names one (415 for a body's content type). */
      status?: number;
    } = {},
  ) {
    super(code);
    this.status = opts.status ?? ERROR_STATUS[code];
  }
}
