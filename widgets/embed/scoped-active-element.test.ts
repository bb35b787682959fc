// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scopeActiveElement } from './scoped-active-element';

function widgetWithButton() {
  const host = document.createElement('kitebook-widget');
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  document.body.append(host);
  return { host, button };
}

describe('scopeActiveElement', () => {
  it('lets document.activeElement see into our widgets while one is mounted', () => {
    const { host, button } = widgetWithButton();
    button.focus();
    expect(document.activeElement).toBe(host);

    const release = scopeActiveElement(host);
    expect(document.activeElement).toBe(button);
    release();
    release();
    expect(document.activeElement).toBe(host);
    expect(Object.getOwnPropertyDescriptor(document, 'activeElement')).toBeUndefined();
  });

  it('keeps the native answer for shadow roots that are not ours', () => {
    const ours = widgetWithButton();
    const theirs = widgetWithButton();
    const release = scopeActiveElement(ours.host);
    theirs.button.focus();
    expect(document.activeElement).toBe(theirs.host);
    release();
  });
});
