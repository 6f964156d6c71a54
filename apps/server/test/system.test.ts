import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const interfaceLanguages = ['zh-CN', 'zh-TW', 'en', 'de', 'ru', 'ko', 'ja', 'es'];

describe('GET /system/hobby', () => {
  it('is open to anonymous users and names the hobbies in the language header, by id', async () => {
    const de = await app.call('GET', '/system/hobby', { language: 'de' });
    expect(de.status).toBe(200);
    expect(de.data.slice(0, 3)).toEqual([
      { id: 1, name: 'Reisen' },
      { id: 2, name: 'Musik' },
      { id: 3, name: 'Kochen' },
    ]);
    expect(de.data.map((h: { id: number }) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('has a name for every hobby in all eight languages, the same ids in each', async () => {
    const english = await app.call('GET', '/system/hobby', { language: 'en' });
    for (const language of interfaceLanguages) {
      const list = await app.call('GET', '/system/hobby', { language });
      expect(list.data.map((h: { id: number }) => h.id)).toEqual(
        english.data.map((h: { id: number }) => h.id),
      );
      for (const hobby of list.data) expect(hobby.name.length).toBeGreaterThan(0);
    }
    expect((await app.call('GET', '/system/hobby', { language: 'ja' })).data[4].name).toBe(
      'ハイキング',
    );
  });

  it('falls back to English for an unknown or absent language', async () => {
    const unknown = await app.call('GET', '/system/hobby', { language: 'fr' });
    expect(unknown.data[0]).toEqual({ id: 1, name: 'Travel' });
    const absent = await app.inject({ method: 'GET', url: '/api/system/hobby' });
    expect(absent.json().data[0]).toEqual({ id: 1, name: 'Travel' });
  });
});

describe('GET /system/language', () => {
  it('names each interface language in itself without lang', async () => {
    const list = await app.call('GET', '/system/language', { language: 'de' });
    expect(list.data).toEqual([
      { code: 'zh-CN', language: '简体中文' },
      { code: 'zh-TW', language: '繁體中文' },
      { code: 'en', language: 'English' },
      { code: 'de', language: 'Deutsch' },
      { code: 'ru', language: 'Русский' },
      { code: 'ko', language: '한국어' },
      { code: 'ja', language: '日本語' },
      { code: 'es', language: 'Español' },
    ]);
  });

  it('names every language in lang when given, whatever the header', async () => {
    const en = await app.call('GET', '/system/language', { query: { lang: 'en' }, language: 'ja' });
    expect(en.data.map((l: { language: string }) => l.language)).toEqual([
      'Simplified Chinese',
      'Traditional Chinese',
      'English',
      'German',
      'Russian',
      'Korean',
      'Japanese',
      'Spanish',
    ]);
    const es = await app.call('GET', '/system/language', { query: { lang: 'es' } });
    expect(es.data[3]).toEqual({ code: 'de', language: 'Alemán' });
  });

  it('refuses a lang that is not an interface language (400)', async () => {
    const bad = await app.call('GET', '/system/language', { query: { lang: 'fr' } });
    expect(bad).toMatchObject({ status: 400, code: 400, data: null });
  });
});

describe('GET /system/dialogue', () => {
  it('lists the 15 chat languages in selector order, named in the header language', async () => {
    const ko = await app.call('GET', '/system/dialogue', { language: 'ko' });
    expect(ko.data.map((l: { code: string }) => l.code)).toEqual([
      'en',
      'zh',
      'zh-TW',
      'es',
      'ja',
      'ko',
      'de',
      'ru',
      'fr',
      'pt',
      'it',
      'ar',
      'th',
      'vi',
      'id',
    ]);
    expect(ko.data[0]).toEqual({ code: 'en', language: '영어' });
    const zhTw = await app.call('GET', '/system/dialogue', { language: 'zh-TW' });
    expect(zhTw.data[10]).toEqual({ code: 'it', language: '義大利文' });
  });
});

describe('GET /system/height and /system/weight', () => {
  it('gives every whole centimetre from 140 to 220, ascending', async () => {
    const heights = await app.call('GET', '/system/height');
    expect(heights.data).toHaveLength(81);
    expect(heights.data[0]).toBe(140);
    expect(heights.data.at(-1)).toBe(220);
    expect([...heights.data].sort((a: number, b: number) => a - b)).toEqual(heights.data);
  });

  it('gives every whole kilogram from 40 to 150, ascending', async () => {
    const weights = await app.call('GET', '/system/weight');
    expect(weights.data).toHaveLength(111);
    expect(weights.data[0]).toBe(40);
    expect(weights.data.at(-1)).toBe(150);
  });
});

describe('GET /system/region', () => {
  it('names the regions in the header language, sorted by that name', async () => {
    const ru = await app.call('GET', '/system/region', { language: 'ru' });
    const names = ru.data.map((r: { name: string }) => r.name);
    expect([...names].sort(new Intl.Collator('ru').compare)).toEqual(names);
    expect(ru.data).toContainEqual({ code: 'DE', name: 'Германия' });
    for (const region of ru.data) expect(region.code).toMatch(/^[A-Z]{2}$/);
  });

  it('offers the same codes in every language, with localized names', async () => {
    const codes = async (language: string) =>
      (await app.call('GET', '/system/region', { language })).data
        .map((r: { code: string }) => r.code)
        .sort();
    const english = await codes('en');
    expect(english).toEqual(expect.arrayContaining(['CN', 'TW', 'JP', 'KR', 'US', 'DE', 'ES']));
    for (const language of interfaceLanguages) expect(await codes(language)).toEqual(english);
    const en = await app.call('GET', '/system/region', { language: 'en' });
    expect(en.data).toContainEqual({ code: 'JP', name: 'Japan' });
    const ja = await app.call('GET', '/system/region', { language: 'ja' });
    expect(ja.data).toContainEqual({ code: 'JP', name: '日本' });
  });
});

describe('GET /system/occupation', () => {
  it('names the occupation suggestions in the header language, by id', async () => {
    const es = await app.call('GET', '/system/occupation', { language: 'es' });
    expect(es.data[0]).toEqual({ id: 1, name: 'Estudiante' });
    expect(es.data.map((o: { id: number }) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const zh = await app.call('GET', '/system/occupation', { language: 'zh-CN' });
    expect(zh.data[1]).toEqual({ id: 2, name: '工程师' });
  });
});
