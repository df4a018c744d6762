import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityEntryView } from '../../../../shared/contract/activity';
import { entryTarget } from '../../../../shared/notify/entryTarget';
import { entrySentence, type EntryWords } from '../../../../shared/notify/entrySentence';
import { eventKindWords } from '../../../shared/vocab/eventKinds';
import { formatTimeOfDay } from '../model/when';

/** Props: the entry, the words to say it with, and what opening it does (marks it read). */
export interface ActivityItemProps {
  entry: ActivityEntryView;
  words: EntryWords;
  onOpen: (entry: ActivityEntryView) => void;
}

/**
 * One entry: when it was noticed, its kind in words, its sentence as the link to its page (docs/watch.md
 * §In the renderer), and, while unread, the word "New" (seen and read by screen readers: not a colour alone).
 */
export function ActivityItem({ entry, words, onOpen }: ActivityItemProps) {
  const { t } = useTranslation('activity');
  const target = entryTarget(entry);
  const unread = entry.readAt === null;
  return (
    <li className={unread ? 'activity-item unread' : 'activity-item'} data-seq={entry.seq}>
      <span className="activity-time">{formatTimeOfDay(entry.seenAt, words.locale)}</span>
      <span className="activity-kind">{eventKindWords(words.vocabT)(entry.type).name}</span>
      <span className="activity-text">
        {unread ? <span className="badge badge-new">{t('entry.new')}</span> : null}
        <Link
          to={target.to as never}
          params={('params' in target ? target.params : {}) as never}
          onClick={() => onOpen(entry)}
        >
          {entrySentence(entry, words, true)}
        </Link>
      </span>
    </li>
  );
}
