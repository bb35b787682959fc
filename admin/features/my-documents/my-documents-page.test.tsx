// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchDocumentFile, fetchDocumentPage } from '../../../shared/api/document';
import type { DocumentRow } from '../../../shared/model/document';
import type { Role } from '../../../shared/model/enums';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { MyDocumentsPage } from './my-documents-page';

vi.mock('../../../shared/api/document', () => ({
  fetchDocumentPage: vi.fn(),
  fetchDocumentFile: vi.fn(),
}));
vi.mock('../../../shared/api/data-export', () => ({ fetchFamilyDataExport: vi.fn() }));
vi.mock('../../../shared/ui/save-file', () => ({ saveFile: vi.fn() }));

const row = (id: number, type: DocumentRow['type']): DocumentRow => ({
  id,
  version: 1,
  name: `doc-${id}.pdf`,
  type,
  owner: 'Becker, Julia',
  size: 1000,
  mimeType: 'application/pdf',
  modified: '2026-11-01T10:00:00.000Z',
});

const signInAs = (role: Role) => {
  session.value = { token: 't', user: { login: `${role}@x.test`, roles: [role] } as never };
};
let view: ReturnType<typeof mount>;
async function render() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <MyDocumentsPage />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const headings = () => [...document.querySelectorAll('h2')].map((h) => h.textContent);
const names = () => [...document.querySelectorAll('li p:first-child')].map((p) => p.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchDocumentPage).mockResolvedValue({
    items: [row(3, 'INVOICE'), row(2, 'INVOICE_DRAFT'), row(1, 'SUPERSEDED_INVOICE')],
    total: 3,
    page: 1,
    pageSize: 200,
  });
  vi.mocked(fetchDocumentFile).mockResolvedValue(new Blob(['%PDF']));
});
afterEach(() => {
  view.unmount();
  session.value = null;
});

describe('MyDocumentsPage', () => {
  it('shows a parent the invoices and the other documents, not the drafts, and the export', async () => {
    signInAs('CUSTOMER');
    await render();
    expect(headings()).toEqual([
      'myDocuments.invoices',
      'myDocuments.others',
      'myData.export.title',
    ]);
    expect(names()).toEqual(['doc-3.pdf', 'doc-1.pdf']);
  });

  it('downloads the document of the button pressed', async () => {
    signInAs('CUSTOMER');
    await render();
    const button = document.querySelector<HTMLButtonElement>('li button')!;
    button.click();
    await settle();
    expect(fetchDocumentFile).toHaveBeenCalledWith(expect.anything(), 3);
  });

  it('tells a guardian there are no documents, without asking the server, and offers the export', async () => {
    signInAs('GUARDIAN');
    await render();
    expect(fetchDocumentPage).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('myDocuments.none');
    expect(headings()).toEqual(['myData.export.title']);
  });
});
