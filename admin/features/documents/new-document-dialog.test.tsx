// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { uploadDocument } from '../../../shared/api/document';
import type { DocumentRow } from '../../../shared/model/document';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../shared/ui/form/test-harness';
import { NewDocumentDialog } from './new-document-dialog';

vi.mock('../../../shared/api/document', () => ({ uploadDocument: vi.fn() }));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const STORED: DocumentRow = {
  id: 7,
  version: 0,
  name: 'scan.pdf',
  type: 'INVOICE',
  owner: null,
  size: 12,
  mimeType: 'application/pdf',
  modified: '2026-11-25T07:00:00Z',
};

let view: ReturnType<typeof mount>;
const saved = vi.fn();
async function open() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <NewDocumentDialog onClose={() => undefined} onSaved={saved} />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

/** Picks `file` in the file input as a person would. */
async function pick(file: File) {
  const input = byId<HTMLInputElement>('new-document-file')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
  await settle();
}
function choose(id: string, value: string) {
  act(() => {
    const select = byId<HTMLSelectElement>(id)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('NewDocumentDialog', () => {
  it('offers the file as a focusable input and refuses a file that is no PDF or picture', async () => {
    await open();
    const input = byId<HTMLInputElement>('new-document-file')!;
    expect(input.type).toBe('file');
    expect(input.tabIndex).not.toBe(-1);
    expect(input.accept).toContain('application/pdf');
    await pick(new File(['<svg/>'], 'drawing.pdf', { type: 'application/pdf' }));
    expect(alerts()).toContain('documents.rules.fileType');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(byId<HTMLInputElement>('new-document-name')!.value).toBe('');
  });

  it('names the document after the file, asks for the type, then uploads both', async () => {
    vi.mocked(uploadDocument).mockResolvedValue(STORED);
    await open();
    click(button('dialog.save'));
    await settle();
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('documents.rules.file');
    const pdf = new File(['%PDF-1.7 scan'], 'scan.pdf', { type: '' });
    await pick(pdf);
    expect(byId<HTMLInputElement>('new-document-name')!.value).toBe('scan.pdf');
    expect(document.body.textContent).toContain('documents.file.chosen');
    click(button('dialog.save'));
    await settle();
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('documents.rules.type');
    typeInto(byId<HTMLInputElement>('new-document-name')!, 'Rechnung 11');
    choose('new-document-type', 'INVOICE');
    click(button('dialog.save'));
    await settle();
    expect(uploadDocument).toHaveBeenCalledTimes(1);
    const [, document_, file] = vi.mocked(uploadDocument).mock.calls[0]!;
    expect(document_).toEqual({ name: 'Rechnung 11', type: 'INVOICE', ownerPersonId: null });
    expect(file).toBe(pdf);
    expect(saved).toHaveBeenCalledWith(STORED);
  });
});
