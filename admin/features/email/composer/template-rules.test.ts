import { describe, expect, it } from 'vitest';
import type { EmailTemplateSummary } from '../../../../shared/model/email';
import { draftHasText, templateButtons } from './template-rules';

const summary = (name: string, protective = false): EmailTemplateSummary => ({
  name,
  language: 'EN',
  subject: 's',
  style: true,
  protective,
  types: ['CUSTOMER'],
  wildcards: [],
  version: 3,
});
const templates = [summary('Bus line'), summary('Welcome', true)];

describe('templateButtons (spec 002 §4)', () => {
  it('saves nothing without a name', () => {
    const buttons = templateButtons({ name: '  ', language: 'EN' }, templates, null);
    expect(buttons).toMatchObject({ canSave: false, canLoad: false, canDelete: false });
  });

  it('saves a new name, loads and deletes nothing', () => {
    const buttons = templateButtons({ name: 'Camp', language: 'EN' }, templates, null);
    expect(buttons).toMatchObject({ canSave: true, canLoad: false, canDelete: false });
  });

  it('does not save over an existing template that is not loaded', () => {
    const buttons = templateButtons({ name: 'Bus line', language: 'EN' }, templates, null);
    expect(buttons).toMatchObject({ canSave: false, canLoad: true, canDelete: true });
    const otherLoaded = {
      name: 'Bus line',
      language: 'DE' as const,
      version: 1,
      protective: false,
    };
    expect(
      templateButtons({ name: 'Bus line', language: 'EN' }, templates, otherLoaded).canSave,
    ).toBe(false);
  });

  it('saves the loaded template', () => {
    const loaded = { name: 'Bus line', language: 'EN' as const, version: 3, protective: false };
    expect(templateButtons({ name: 'Bus line', language: 'EN' }, templates, loaded)).toMatchObject({
      canSave: true,
      loaded: true,
    });
  });

  it('never deletes a protective template', () => {
    const loaded = { name: 'Welcome', language: 'EN' as const, version: 3, protective: true };
    expect(templateButtons({ name: 'Welcome', language: 'EN' }, templates, loaded).canDelete).toBe(
      false,
    );
  });

  it('a language of its own is another template', () => {
    expect(templateButtons({ name: 'Bus line', language: 'DE' }, templates, null).canLoad).toBe(
      false,
    );
  });
});

describe('draftHasText', () => {
  it('sees text, not empty markup', () => {
    expect(draftHasText({ subject: '', body: '<p></p>' })).toBe(false);
    expect(draftHasText({ subject: '', body: '<p>Hi</p>' })).toBe(true);
    expect(draftHasText({ subject: 'x', body: '' })).toBe(true);
  });
});
