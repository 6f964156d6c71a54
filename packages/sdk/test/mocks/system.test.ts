import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdkIn = (language: string) =>
  createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => language });

describe('system mocks', () => {
  it('names the hobbies in the interface language, by id', async () => {
    const german = await sdkIn('de').system.listHobbies();
    expect(german.slice(0, 3)).toEqual([
      { id: 1, name: 'Reisen' },
      { id: 2, name: 'Musik' },
      { id: 3, name: 'Kochen' },
    ]);
    expect(german).toHaveLength(10);
    const japanese = await sdkIn('ja').system.listHobbies();
    expect(japanese.find((h) => h.id === 4)?.name).toBe('写真');
  });

  it('lists the interface languages in themselves, or in `lang`', async () => {
    const own = await sdkIn('en').system.listLanguages();
    expect(own.map((l) => l.language)).toEqual([
      '简体中文',
      '繁體中文',
      'English',
      'Deutsch',
      'Русский',
      '한국어',
      '日本語',
      'Español',
    ]);
    const inEnglish = await sdkIn('ko').system.listLanguages({ lang: 'en' });
    expect(inEnglish.find((l) => l.code === 'zh-TW')?.language).toBe('Traditional Chinese');
    const inSpanish = await sdkIn('en').system.listLanguages({ lang: 'es' });
    expect(inSpanish.find((l) => l.code === 'de')?.language).toBe('Alemán');
  });

  it('refuses a `lang` that is not an interface language', async () => {
    const url = `${baseUrl}/system/language?lang=fr`;
    const answer = await fetch(url);
    expect(answer.status).toBe(400);
    await expect(answer.json()).resolves.toMatchObject({ code: 400, data: null });
  });

  it('lists the chat languages named in the interface language', async () => {
    const korean = await sdkIn('ko').system.listDialogueLanguages();
    expect(korean).toHaveLength(15);
    expect(korean[0]).toEqual({ code: 'en', language: '영어' });
    expect(korean.find((l) => l.code === 'zh')?.language).toBe('중국어(간체)');
  });

  it('answers English names when the language header is missing or unknown', async () => {
    const bare = await fetch(`${baseUrl}/system/dialogue`);
    const { data } = (await bare.json()) as { data: { code: string; language: string }[] };
    expect(data.find((l) => l.code === 'ru')?.language).toBe('Russian');
    const unknown = await sdkIn('fr').system.listHobbies();
    expect(unknown[0]?.name).toBe('Travel');
  });

  it('lists heights from 140 to 220 cm and weights from 40 to 150 kg', async () => {
    const sdk = sdkIn('en');
    const heights = await sdk.system.listHeights();
    expect(heights[0]).toBe(140);
    expect(heights.at(-1)).toBe(220);
    expect(heights).toHaveLength(81);
    const weights = await sdk.system.listWeights();
    expect(weights[0]).toBe(40);
    expect(weights.at(-1)).toBe(150);
  });

  it('lists the regions named and sorted in the interface language', async () => {
    const russian = await sdkIn('ru').system.listRegions();
    expect(russian.find((r) => r.code === 'DE')?.name).toBe('Германия');
    const names = russian.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const chinese = await sdkIn('zh-CN').system.listRegions();
    expect(chinese.find((r) => r.code === 'JP')?.name).toBe('日本');
  });

  it('lists the occupation suggestions in the interface language', async () => {
    const spanish = await sdkIn('es').system.listOccupations();
    expect(spanish[0]).toEqual({ id: 1, name: 'Estudiante' });
    const chinese = await sdkIn('zh-TW').system.listOccupations();
    expect(chinese.find((o) => o.id === 5)?.name).toBe('護理師');
  });

  it('names the local gateway as the chat service', async () => {
    await expect(sdkIn('en').system.getChatService()).resolves.toEqual({
      provider: 'local',
      gateway: '/api/im',
    });
  });

  it('answers the probes: alive and ready', async () => {
    await expect(sdkIn('en').system.checkHealth()).resolves.toEqual({ status: 'ok' });
    await expect(sdkIn('en').system.checkReadiness()).resolves.toEqual({ ready: true });
  });
});
