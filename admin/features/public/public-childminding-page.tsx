import { ChildmindingView } from '../../../shared/ui/childminding/childminding-view';
import { PublicPage } from './public-page';

/** `/public/childminding`: the childminding registration, as the childminding widget shows it. */
export function PublicChildmindingPage() {
  return (
    <PublicPage
      titleKey="screens.publicChildminding.title"
      summaryKey="screens.publicChildminding.summary"
    >
      <ChildmindingView />
    </PublicPage>
  );
}
