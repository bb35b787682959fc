// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR, readWidgetAttributes } from './widget-attributes';

const DEFAULT_API = 'https://portal.kitebook.test';
const isColor = (value: string) => /^#[0-9a-f]{3,8}$/i.test(value);

function element(attributes: Record<string, string>) {
  const widget = document.createElement('kitebook-widget');
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  return widget;
}

describe('readWidgetAttributes', () => {
  it('reads what the host set', () => {
    const attributes = readWidgetAttributes(
      element({
        name: 'eca',
        locale: 'de',
        api: 'https://api.school.example/ignored/path',
        color: '#0b4f6c',
        service: '12',
        grade: 'P3',
      }),
      { defaultApi: DEFAULT_API, isColor },
    );
    expect(attributes).toEqual({
      name: 'eca',
      locale: 'de',
      api: 'https://api.school.example',
      color: '#0b4f6c',
      service: '12',
      grade: 'P3',
    });
  });

  it('takes the page language when it is ours, else English', () => {
    const read = (pageLang: string | null) =>
      readWidgetAttributes(element({ name: 'eca' }), { defaultApi: DEFAULT_API, pageLang, isColor })
        .locale;
    expect(read('de-AT')).toBe('de');
    expect(read('fr')).toBe('en');
    expect(read(null)).toBe('en');
    expect(
      readWidgetAttributes(element({ name: 'eca', locale: 'en' }), {
        defaultApi: DEFAULT_API,
        pageLang: 'de',
        isColor,
      }).locale,
    ).toBe('en');
  });

  it('falls back on invalid values instead of failing', () => {
    const attributes = readWidgetAttributes(
      element({ name: 'eca', locale: 'xx', api: 'javascript:alert(1)', color: 'not a colour' }),
      { defaultApi: DEFAULT_API, isColor },
    );
    expect(attributes).toEqual({
      name: 'eca',
      locale: 'en',
      api: DEFAULT_API,
      color: DEFAULT_COLOR,
    });
  });
});
