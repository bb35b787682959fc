import { useLingui } from '@lingui/react';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { fetchParticipantImage } from '../../../shared/api/participant-office';
import type { ParticipantClass, ParticipantRecord } from '../../../shared/model/participant';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useObjectUrl } from '../../../shared/ui/image-file-input';
import { useResource } from '../../../shared/ui/use-resource';

/** A class as a parent reads it: 'P2 EN A'; the letterless sections' UNKNOWN is left out. */
export const classText = ({ grade, language, postfix }: ParticipantClass) =>
  [grade, language, postfix === 'UNKNOWN' ? '' : postfix].filter(Boolean).join(' ');

const PLACEHOLDER = (
  <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary">
    <UserRound aria-hidden="true" className="size-8" />
  </span>
);

/** The child's stored picture (fetched with the session's token), or a plain placeholder. */
export function ChildPicture({ child }: { child: ParticipantRecord }) {
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
    PLACEHOLDER
  );
}

/** Props of {@link ChildCard}. */
export interface ChildCardProps {
  name: string;
  clazzes: Record<string, ParticipantClass>;
  /** The school years (names) to say the class of, "not given yet" where the child has none. */
  years: readonly string[];
  /** The picture; the placeholder without one. */
  picture?: ReactNode;
  /** A line under the classes (a guardian's relationship to the child). */
  detail?: string;
  /** Opens the child's data; without it the card only shows (a guardian's). */
  onOpen?: () => void;
}

/**
 * One child: picture, name and the class of each year shown (this school year, and the year
 * being booked when that is another). With `onOpen` the whole card is the button that opens the
 * child's data.
 */
export function ChildCard({ name, clazzes, years, picture, detail, onOpen }: ChildCardProps) {
  const { i18n } = useLingui();
  const content = (
    <>
      {picture ?? PLACEHOLDER}
      <span className="min-w-0 space-y-1">
        <span className="block truncate font-semibold text-gray-900">{name}</span>
        {years.map((year) => {
          const clazz = clazzes[year];
          return (
            <span key={year} className="block text-sm text-gray-700">
              {clazz
                ? i18n._('myParticipant.classOf', { year, clazz: classText(clazz) })
                : i18n._('myParticipant.noClass', { year })}
            </span>
          );
        })}
        {detail ? <span className="block text-sm text-gray-600">{detail}</span> : null}
      </span>
    </>
  );
  const frame =
    'flex w-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 text-left shadow-sm';
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      className={`${frame} hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      {content}
    </button>
  ) : (
    <div className={frame}>{content}</div>
  );
}
