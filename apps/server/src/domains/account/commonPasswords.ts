/**
 * The most common passwords, refused wherever a password is chosen (code 1012). The list,
 * common-passwords.txt beside this file, holds about 43,000 from Mark Burnett's 10-million
 * password corpus: @zxcvbn-ts/language-common's ranked "passwords-common" and SecLists' top
 * 10,000 (both MIT; the file's note names them and carries their licences). Only passwords of 6
 * to 20 characters are kept, the only ones the product's rule allows; compared lowercased.
 */
import { readFileSync } from 'node:fs';

let list: Set<string> | undefined;

/** Read on first use: the file is about 350 kB, and most requests never choose a password. */
function commonPasswords(): Set<string> {
  if (!list) {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split(
      /\r?\n/,
    );
    // The note ends at the first empty line (a password may start with '#').
    list = new Set(lines.slice(lines.indexOf('') + 1).filter(Boolean));
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
