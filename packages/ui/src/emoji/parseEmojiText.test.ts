import { describe, expect, it } from 'vitest';
import { emojiCodes, emojiSet, findEmoji } from './emojiSet';
import { emojiTextToUnicode, parseEmojiText } from './parseEmojiText';

const smile = findEmoji('smile');

describe('the emoji set', () => {
  it('has about 35 distinct codes, each with an image', () => {
    expect(emojiSet.length).toBeGreaterThanOrEqual(30);
    expect(emojiSet.length).toBeLessThanOrEqual(40);
    expect(new Set(emojiCodes).size).toBe(emojiCodes.length);
    for (const emoji of emojiSet) {
      expect(emoji.code).toMatch(/^[a-z_]+$/);
      expect(emoji.src).toMatch(/\.svg|^data:image\/svg\+xml/);
    }
  });
});

describe('parseEmojiText', () => {
  it('turns known codes into emoji parts between text parts', () => {
    expect(parseEmojiText('Hi [smile] see you[heart]!')).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'emoji', code: 'smile', src: smile?.src, char: smile?.char },
      { type: 'text', text: ' see you' },
      expect.objectContaining({ type: 'emoji', code: 'heart' }),
      { type: 'text', text: '!' },
    ]);
  });

  it.each([
    ['', []],
    ['plain text', [{ type: 'text', text: 'plain text' }]],
    ['[nope] and [Smile]', [{ type: 'text', text: '[nope] and [Smile]' }]],
    ['[smile', [{ type: 'text', text: '[smile' }]],
  ])('leaves %j as text', (input, expected) => {
    expect(parseEmojiText(input)).toEqual(expected);
  });

  it('reads emoji next to each other and inside extra brackets', () => {
    expect(parseEmojiText('[[smile][smile]]').map((part) => part.type)).toEqual([
      'text',
      'emoji',
      'emoji',
      'text',
    ]);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'does not take the object key [%s] for an emoji',
    (code) => {
      expect(parseEmojiText(`[${code}]`)).toEqual([{ type: 'text', text: `[${code}]` }]);
    },
  );

  it.each([
    '<img src=x onerror="alert(1)">',
    '<script>alert(1)</script>[smile]',
    '[smile]"><svg onload=alert(1)>',
    '&lt;b&gt;bold&lt;/b&gt; [heart]',
  ])('keeps markup in %j as plain text, never as HTML', (input) => {
    const parts = parseEmojiText(input);
    // Text parts hold the input verbatim: nothing is decoded, stripped or turned into markup.
    const rebuilt = parts
      .map((part) => (part.type === 'text' ? part.text : `[${part.code}]`))
      .join('');
    expect(rebuilt).toBe(input);
    for (const part of parts) {
      expect(Object.keys(part).sort()).toEqual(
        part.type === 'text' ? ['text', 'type'] : ['char', 'code', 'src', 'type'],
      );
      // An emoji's image always comes from the set, never from the message.
      if (part.type === 'emoji') expect(part.src).toBe(findEmoji(part.code)?.src);
    }
  });
});

describe('emojiTextToUnicode', () => {
  it('writes known codes as Unicode characters', () => {
    expect(emojiTextToUnicode('Hi [smile][nope]')).toBe('Hi \u{1f604}[nope]');
  });
});
