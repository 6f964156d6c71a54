import { afterEach, describe, expect, it } from 'vitest';
import { loadMessageSound, messageSound, setMessageSound } from './messageSound';

afterEach(() => localStorage.clear());

describe('the sound of new messages', () => {
  it('is on by default, and each member choice is kept on the device', () => {
    loadMessageSound('u1');
    expect(messageSound.on).toBe(true);
    setMessageSound('u1', false);
    loadMessageSound('u2');
    expect(messageSound.on).toBe(true);
    loadMessageSound('u1');
    expect(messageSound.on).toBe(false);
  });
});
