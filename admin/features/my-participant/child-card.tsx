import { useLingui } from '@lingui/react';
import { UserRound } from 'lucide-react';
import { fetchParticipantImage } from '../../../shared/api/participant-office';
import type { NamedOption } from '../../../shared/model/base-data';
import type { ParticipantClass, ParticipantRecord } from '../../../shared/model/participant';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useObjectUrl } from '../../../shared/ui/image-file-input';
import { useResource } from '../../../shared/ui/use-resource';
import { participantName } from '../participants/participant-values';

/** A class as a parent reads it: 'P2 EN A'; the letterless sections' UNKNOWN is left out. */
export const classText = ({ grade, language, postfix }: ParticipantClass) =>
  [grade, language, postfix === 'UNKNOWN' ? '' : postfix].filter(Boolean).join(' ');

/** The child's stored picture (fetched with the session's token), or a plain placeholder. */
function ChildPicture({ child }: { child: ParticipantRecord }) {
  const client = useApiClient();
  const imageId = child.person.imageId;
  const picture = useResource(
    (signal) =>
      imageId === null
        ? Promise.resolve(null)
        : fetchParticipantImage(client, child.id, imageId, { signal }),
    [child.id, imageId],
  );
  const url = useObjectUrl(picture.state.status === 'ready' ? picture.state.data : null);
  return url ? (
    <img src={url} alt="" className="size-16 shrink-0 rounded-full object-cover" />
  ) : (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary">
      <UserRound aria-hidden="true" className="size-8" />
    </span>
  );
}

/**
 * One child of the family: picture, name and the class of each year shown (this school year,
 * and the year being booked when that is another), "not given yet" where the class is missing.
 * The whole card is the button that opens the child's data.
 */
export function ChildCard({
  child,
  years,
  onOpen,
}: {
  child: ParticipantRecord;
  years: readonly NamedOption[];
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const name = participantName(child.person);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 text-left shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <ChildPicture child={child} />
      <span className="min-w-0 space-y-1">
        <span className="block truncate font-semibold text-gray-900">{name}</span>
        {years.map((year) => {
          const clazz = child.clazzes[year.name];
          return (
            <span key={year.id} className="block text-sm text-gray-700">
              {clazz
                ? i18n._('myParticipant.classOf', { year: year.name, clazz: classText(clazz) })
                : i18n._('myParticipant.noClass', { year: year.name })}
            </span>
          );
        })}
      </span>
    </button>
  );
}
