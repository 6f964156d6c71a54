/**
 * The server's messages in English: the source every other language translates key by key
 * (the type `Messages` makes a missing key a compile error). `{name}` marks a parameter.
 */
export const en = {
  success: 'success',

  // The error catalogue (ErrorCode in openapi.yaml).
  'code.400': 'The request is not valid',
  'code.401': 'Please log in again',
  'code.403': 'You may not do this',
  'code.404': 'Not found',
  'code.409': 'This payment key was already used for another request',
  'code.429': 'Too many requests, please try again later',
  'code.105': 'Insufficient gold coins, please recharge',
  'code.106': 'Insufficient gold coins! Just one coin lets you keep chatting',
  'code.1001': 'This e-mail address is already registered',
  'code.1002': 'The verification code is wrong',
  'code.1003': 'The verification code has expired, please request a new one',
  'code.1004': 'Too many wrong codes, please request a new one',
  'code.1005': 'Codes can be sent once a minute and five times an hour, please try again later',
  'code.1006': 'Wrong account or password',
  'code.1007': 'Too many failed logins, please try again in an hour',
  'code.1008': 'This account has been cancelled',
  'code.1009': 'The two passwords do not match',
  'code.1010': 'No account uses this e-mail address',
  'code.1011': 'The current password is wrong',
  'code.1101': 'The searched user does not exist',
  'code.1102': 'Do not search your own account',
  'code.1103': 'This language is not supported',
  'code.1104': 'You cannot do this to yourself',
  'code.1201': 'Match attempts used up, come back tomorrow',
  'code.1202': 'No one is available to match right now, please try again soon',
  'code.1301': 'Wrong image format: JPG, PNG or GIF only',
  'code.1302': 'The image is too large',
  'code.1303': 'Cloud upload is not configured on this server',
  'code.1304': 'Cloud upload is unavailable right now, please try again',
  'code.1401': 'A dynamic needs share content and at least one image',
  'code.1402': 'You can only pin your own dynamic',
  'code.1501': 'You are already friends',
  'code.1502': 'A friend request is already waiting',
  'code.1503': 'This friend request was already handled',
  'code.1504': 'You are not friends',
  'code.1601': 'The payment was declined or failed',
  'code.1602': 'This payment method is not configured on this server',
  'code.1603': 'This order does not belong to you or was not approved',
  'code.1701': 'Translation failed, please retry',
  'code.1702': 'This language pair cannot be translated',
  'code.1801': 'Beyond retraction time, cannot retract',
  'code.1802': 'The chat account already exists',
  'code.1803': 'The chat username is longer than 64 bytes',
  'code.1804': 'The chat username is not legal',
  'code.1805': 'Chat registration failed: not authorised',
  'code.1806': 'The chat service user limit is reached, please upgrade to the enterprise edition',
  'code.1901': 'Buying needs a friend and an address',
  // The mall.
  'mall.stockShort': 'Not enough in stock: {stock} left',

  // Validation rules (spec section 5). {field} is the field's name in this language.
  'validation.required': '{field} is required',
  'validation.invalid': '{field} is not valid',
  'validation.unknownField': '{field} is not expected here',
  'validation.tooLong': '{field} must be at most {max} characters',
  'validation.tooShort': '{field} must be at least {min} characters',
  'validation.email': 'Please enter a valid e-mail address',
  'validation.code': 'The verification code is exactly 4 digits',
  'validation.password': 'The password must be 6 to 20 characters',
  'validation.account': 'The account must be 3 to 50 characters',
  'validation.notEmpty': '{field} cannot be empty',
  'validation.hobbies': 'Choose at least one hobby and at most three',
  'validation.textMax': 'The text can be at most {max} characters',
  'validation.positiveInteger': '{field} must be a positive whole number',
  'validation.imageType': 'Wrong image format: JPG, PNG or GIF only',
  'validation.bodyTooLarge': 'The request is too large',
  'validation.malformed': 'The request could not be read',
  'validation.idempotencyKey':
    'This payment needs an Idempotency-Key header (8 to 64 letters, digits, - or _)',

  // Field names used in validation messages.
  'field.email': 'E-mail',
  'field.code': 'Verification code',
  'field.password': 'Password',
  'field.confirmPassword': 'Password confirmation',
  'field.oldPassword': 'Current password',
  'field.account': 'Account',
  'field.nickname': 'Nickname',
  'field.occupation': 'Occupation',
  'field.height': 'Height',
  'field.weight': 'Weight',
  'field.hobby': 'Hobbies',
  'field.birthday': 'Birthday',
  'field.gender': 'Gender',
  'field.region': 'Region',
  'field.content': 'Content',
  'field.images': 'Images',
  'field.amount': 'Amount',
  'field.note': 'Note',
  'field.notes': 'Description',
  'field.userId': 'User',
  'field.language': 'Language',
  'field.file': 'Image',
  'field.avatar': 'Avatar',

  // Refusals of paying calls.
  'membership.svipActive': 'Your SVIP membership is active: buy an SVIP package to extend it',

  // Notifications and previews the server writes.
  // The chat gateway's frames (apps/server/src/gateway/PROTOCOL.md).
  'chat.otherDevice': 'Logged in on another device',
  'chat.noRecipient': 'This chat account does not exist',
  'chat.badFrame': 'The chat could not understand this request',
  'route.notFound': 'This address does not exist',
  'mail.codeSubject': 'Your Heartline verification code',
  'mail.codeBody':
    'Your Heartline verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
