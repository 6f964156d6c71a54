/**
 * A call to Easemob's REST API that did not succeed. Easemob answers a failure with a JSON body
 * `{error, error_description, exception, timestamp, duration}`; its `error` (a code such as
 * `duplicate_unique_property_exists` or `reach_limit`) is what a caller decides on, the
 * description is for people. Easemob docs: https://doc.easemob.com/document/server-side/error.html
 */
export class EasemobError extends Error {
  /** The HTTP status; 0 when no answer came (a timeout or a network failure). */
  readonly status: number;
  /** Easemob's `error` code; `timeout` or `network` when no answer came. */
  readonly error: string;
  /** Easemob's `error_description`. */
  readonly errorDescription: string;

  constructor(status: number, error: string, errorDescription: string, what: string) {
    super(
      `Easemob ${what}: ${status || 'no answer'} ${error}${errorDescription ? ` (${errorDescription})` : ''}`,
    );
    this.name = 'EasemobError';
    this.status = status;
    this.error = error;
    this.errorDescription = errorDescription;
  }
}
