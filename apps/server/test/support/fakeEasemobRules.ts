/**
 * What Easemob's REST API accepts, as its documentation states it, for the fake Easemob
 * (fakeEasemob.ts): each check answers null, or the status and error body Easemob documents for
 * the fault (`{error, exception, timestamp, duration, error_description}`).
 * Easemob docs: https://doc.easemob.com/document/server-side/error.html and the page of each call
 * named in src/providers/chat/easemob/rest.ts.
 */

export type Json = Record<string, unknown>;
/** A status and the JSON body that goes with it. */
export type Answer = [status: number, body: unknown];

export function failure(error: string, description: string): Json {
  return {
    error,
    exception: 'EasemobException',
    timestamp: Date.now(),
    duration: 0,
    error_description: description,
  };
}

export const invalid = (description: string): Answer => [
  400,
  failure('illegal_argument', description),
];
export const notFound = (): Answer => [
  404,
  failure('service_resource_not_found', 'Service resource not found'),
];
export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Easemob's user ids: a-z, 0-9, "_", "-", "." (capitals are lowered), 64 bytes at most. */
const LEGAL_USERNAME = /^[a-zA-Z0-9_.-]+$/;
const CUSTOM_EVENT = /^[a-zA-Z0-9-_/.]{1,32}$/;
const MESSAGE_TYPES = new Set(['txt', 'img', 'audio', 'video', 'file', 'loc', 'cmd', 'custom']);

export function usernameProblem(username: unknown): Answer | null {
  if (typeof username !== 'string' || username === '') {
    return invalid('Entity user requires a property named username');
  }
  if (Buffer.byteLength(username) > 64) return invalid('USERNAME_TOO_LONG');
  return LEGAL_USERNAME.test(username) ? null : invalid(`username [${username}] is not legal`);
}

/** A token's ttl: seconds, a Long (the docs' own example sends it as a string of digits). */
export function ttlProblem(ttl: unknown): Answer | null {
  const long = (typeof ttl === 'number' || typeof ttl === 'string') && /^\d+$/.test(`${ttl}`);
  return ttl === undefined || long ? null : invalid('ttl must be a number');
}

/**
 * A password of registration (`password`: 1 to 64 characters) or change (`newpassword`: 6 to
 * 64, says the password page; the wording of the refusal of a short one is not documented).
 */
export function passwordProblem(field: string, password: unknown): Answer | null {
  if (typeof password !== 'string' || password === '') {
    return invalid(
      field === 'newpassword' ? 'newpassword is required' : 'password or pin must provided',
    );
  }
  if (field === 'newpassword' && password.length < 6) return invalid('newpassword is too short');
  return password.length > 64 ? invalid(`${field} is too long`) : null;
}

/** A registration: one user or a list of up to 60, all new, or none is registered. */
export function registrationProblem(body: unknown, exists: (name: string) => boolean) {
  const list: unknown[] = Array.isArray(body) ? body : [body];
  if (list.length === 0 || list.length > 60) return invalid('this is an invalid request.');
  const names = new Set<string>();
  for (const item of list) {
    if (!isObject(item)) return invalid('this is an invalid request.');
    const problem = usernameProblem(item.username) ?? passwordProblem('password', item.password);
    if (problem) return problem;
    const name = String(item.username).toLowerCase();
    if (exists(name) || names.has(name)) {
      const text = `Application null Entity user requires that property named username be unique, value of ${name} exists`;
      return [400, failure('duplicate_unique_property_exists', text)] satisfies Answer;
    }
    names.add(name);
  }
  return null;
}

/** A one-to-one message: from, to, type, body (txt's msg, custom's event and extensions), ext. */
export function messageProblem(message: Json): Answer | null {
  const sendError = (text: string): Answer => [400, failure('message_send_error', text)];
  const badBody: Answer = [
    400,
    failure('invalid_request_body', 'Request body is invalid. Please check body is correct.'),
  ];
  const { from, to, type, body, ext } = message;
  if (from !== undefined && (typeof from !== 'string' || from === '')) {
    return sendError("param from can't be empty");
  }
  if (!Array.isArray(to) || to.length === 0) return sendError("param to can't be empty");
  if (to.length > 600) return sendError("params to's size can't exceed limit 600");
  if (!to.every((t) => typeof t === 'string' && t !== '')) return badBody;
  if (typeof type !== 'string' || type === '') return sendError("param type can't be empty");
  if (!MESSAGE_TYPES.has(type)) return badBody;
  if (!isObject(body) || Object.keys(body).length === 0) {
    return sendError("param body can't be empty");
  }
  if (ext !== undefined && !isObject(ext)) return sendError('param ext must be JSONObject');
  // sync_device: whether the sender's own online devices get the message too (a boolean).
  if (message.sync_device !== undefined && typeof message.sync_device !== 'boolean') return badBody;
  if (type === 'txt' && typeof body.msg !== 'string') return badBody;
  if (type === 'custom') {
    const { customEvent, customExts } = body;
    const eventOk = typeof customEvent === 'string' && CUSTOM_EVENT.test(customEvent);
    if (customEvent !== undefined && !eventOk) return badBody;
    if (customExts !== undefined) {
      if (!isObject(customExts)) return badBody;
      const values = Object.values(customExts);
      // Map<String,String> of at most 16 entries.
      if (values.length > 16 || !values.every((v) => typeof v === 'string')) return badBody;
    }
  }
  // The body and its extension fields: 5 KB at most.
  if (Buffer.byteLength(JSON.stringify({ body, ext })) > 5 * 1024) {
    return sendError('message is too large');
  }
  return null;
}
